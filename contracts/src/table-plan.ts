import { z } from 'zod';

/**
 * The closed language the model answers a computation in (docs/architecture/evidence.md, docs/prompt-protocol.md):
 * a query over one table's named columns. Nothing in it is code: Quarry checks every name against the
 * table's header and runs it itself. A lookup of one row by its label is a filter `=` with limit 1.
 */
export const FILTER_OPS = ['=', '!=', '>', '>=', '<', '<=', 'contains'] as const;
export const AGGREGATE_OPS = ['max', 'min', 'sum', 'count', 'avg'] as const;
export const MAX_PLANS = 5;
/** The most result rows a plan may ask for (a lookup, a top five). */
export const MAX_PLAN_LIMIT = 20;

const ColumnName = z.string().min(1).max(200);

export const TablePlan = z
  .object({
    /** The table's id as given in its `<table>` block ("t2"). */
    table: z.string().min(1).max(20),
    filter: z
      .array(
        z
          .object({
            column: ColumnName,
            op: z.enum(FILTER_OPS),
            value: z.union([z.string().max(200), z.number()]),
          })
          .strict(),
      )
      .max(5)
      .optional(),
    groupBy: z.array(ColumnName).max(2).optional(),
    /** count may name no column (rows counted); every other op names a number (or date) column. */
    aggregate: z
      .object({ op: z.enum(AGGREGATE_OPS), column: ColumnName.optional() })
      .strict()
      .optional(),
    /** A column of the table, or of the result when grouped (a group's column, the aggregated one). */
    orderBy: z
      .object({ column: ColumnName, direction: z.enum(['asc', 'desc']) })
      .strict()
      .optional(),
    limit: z.number().int().min(1).max(MAX_PLAN_LIMIT).optional(),
    /** Which columns a lookup reports; all of them when absent. */
    select: z.array(ColumnName).max(10).optional(),
    /** The evidence grid's column (its id) this plan answers; absent: it answers the question. */
    column: z.string().min(1).max(100).optional(),
  })
  .strict();
export type TablePlan = z.infer<typeof TablePlan>;
export type PlanFilter = NonNullable<TablePlan['filter']>[number];

/** The JSON schema of `plans` in the extraction answer (Gemini's responseSchema). */
export const PLANS_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      table: { type: 'string' },
      filter: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            column: { type: 'string' },
            op: { type: 'string', enum: [...FILTER_OPS] },
            value: { type: 'string' },
          },
          required: ['column', 'op', 'value'],
        },
      },
      groupBy: { type: 'array', items: { type: 'string' } },
      aggregate: {
        type: 'object',
        properties: { op: { type: 'string', enum: [...AGGREGATE_OPS] }, column: { type: 'string' } },
        required: ['op'],
      },
      orderBy: {
        type: 'object',
        properties: { column: { type: 'string' }, direction: { type: 'string', enum: ['asc', 'desc'] } },
        required: ['column', 'direction'],
      },
      limit: { type: 'integer' },
      select: { type: 'array', items: { type: 'string' } },
      column: { type: 'string' },
    },
    required: ['table'],
  },
};
