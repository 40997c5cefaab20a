import { z } from 'zod';
import { nonBlankText } from './blank-text';
import { safeTextCheck } from './safe-text';
import { CellRef } from './tables';

/**
 * The evidence grid (docs/architecture/evidence.md, docs/decisions/evidence-grid.md): beside the question, up to GRID_COLUMNS_MAX short
 * column questions; every chosen document is read once for the question and all columns together,
 * and the run keeps a row per document with a cell per column (its value, the quote it rests on and
 * that quote's page, verified as every quote is), or 'not found'.
 *
 * - `columns` travels in ExtractAndQueryRequest and in a saved report's reportDetails (absent: none).
 * - `GET /api/report-execution/{id}/grid` (and `/api/shared-report-execution/{id}/grid` for a team
 *   member, names hidden when the owner hides documents) answers GridResponse: 404 when the run has
 *   no grid, 409 while it has not finished.
 */
export const GRID_COLUMNS_MAX = 20;
export const GRID_COLUMN_QUESTION_MAX_CHARS = 200;
export const GRID_CELL_VALUE_MAX_CHARS = 500;
export const GRID_CELL_QUOTE_MAX_CHARS = 1000;

export const GRID_COLUMN_TYPES = ['text', 'number', 'date', 'yesno'] as const;
export const GridColumnType = z.enum(GRID_COLUMN_TYPES);
export type GridColumnType = z.infer<typeof GridColumnType>;
export const GRID_COLUMN_TYPE_LABELS: Record<GridColumnType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  yesno: 'Yes/No',
};

export const GridColumn = z.object({
  /** Stable within the report: 'c1'..'c20', so cells keep their column when questions are edited. */
  id: z.string().regex(/^c([1-9]|1\d|20)$/, 'A column id is c1 to c20'),
  question: nonBlankText('Each column needs a short question')
    .max(
      GRID_COLUMN_QUESTION_MAX_CHARS,
      `A column question can be at most ${GRID_COLUMN_QUESTION_MAX_CHARS} characters`,
    )
    .refine(...safeTextCheck('A column question')),
  type: GridColumnType.default('text'),
});
export type GridColumn = z.infer<typeof GridColumn>;

export const GridColumns = z
  .array(GridColumn)
  .max(GRID_COLUMNS_MAX, `At most ${GRID_COLUMNS_MAX} columns`)
  .refine((columns) => new Set(columns.map((c) => c.id)).size === columns.length, 'Column ids must differ');
export type GridColumns = z.infer<typeof GridColumns>;

export const GridCell = z.object({
  /** The value as the document gives it ("$1.2M", "31 March 2027", "Yes"). */
  value: z.string().max(GRID_CELL_VALUE_MAX_CHARS),
  /** For sorting and filtering: a number for 'number', an ISO date (YYYY-MM-DD) for 'date', a boolean for 'yesno'. */
  normalized: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  quote: z.string().max(GRID_CELL_QUOTE_MAX_CHARS),
  page: z.number().int().positive().optional(),
  /** The quote was not found in the document (docs/decisions/evidence.md): the value is shown, marked. */
  unverified: z.literal(true).optional(),
  pageCorrectedFrom: z.number().int().positive().optional(),
  /** A value Quarry computed from the document's table: the cells it rests on. */
  cells: z.array(CellRef).max(30).optional(),
  /** That computation in words. */
  plan: z.string().max(500).optional(),
});
export type GridCell = z.infer<typeof GridCell>;

/** A cell the document had no answer for. */
export const GRID_NOT_FOUND = 'not found';

export const GridRow = z.object({
  documentId: z.string(),
  /** The document's name; "Source n" / "a document" where the view hides documents. */
  name: z.string(),
  link: z.string().nullable(),
  /** How reading the document ended; a failed one has no cells. */
  outcome: z.enum(['data', 'noData', 'failed']),
  /** By column id; a column the document did not answer is absent (shown as GRID_NOT_FOUND). */
  cells: z.record(z.string(), GridCell),
});
export type GridRow = z.infer<typeof GridRow>;

export const GridResponse = z.object({
  columns: GridColumns,
  rows: z.array(GridRow),
});
export type GridResponse = z.infer<typeof GridResponse>;

/**
 * The fragment of a run's page that goes to its grid: e-mails link to `/shared-report-view/{id}#evidence-grid`
 * (and the owner's `/report-execution/{id}#evidence-grid`); the page scrolls there once the grid is in.
 */
export const GRID_ANCHOR = 'evidence-grid';

export function gridPath(executionId: string, shared = false): string {
  const view = shared ? 'shared-report-execution' : 'report-execution';
  return `/api/${view}/${encodeURIComponent(executionId)}/grid`;
}
