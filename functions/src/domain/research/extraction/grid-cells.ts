import type { GridCell, GridColumns } from '@quarry/contracts/grid';
import { GRID_CELL_QUOTE_MAX_CHARS, GRID_CELL_VALUE_MAX_CHARS } from '@quarry/contracts/grid';
import { cleanCellValue } from '@quarry/contracts/grid-amount';
import { normalizeCell } from '@quarry/contracts/grid-normalize';
import { z } from 'zod';
import type { ReadResult } from '../../../ports/document-reader.port';
import { block, wrapper } from '../model/prompt-blocks';
import { quoteChecker } from './verify-quotes';

/**
 * The evidence grid's cells (docs/decisions/evidence-grid.md, docs/prompt-protocol.md): the column questions go in the
 * same extraction call as the question, as a `<columns>` block; the answer gains, per document,
 * `cells: [{column, value, quote, page?}]`. Cells are read one by one (a garbled one costs only
 * itself), checked against the document as findings are, and normalized by the column's type.
 */

/** A cell as the model gives it, before checking. */
export interface RawCell {
  column: string;
  value: string;
  quote: string;
  page?: number;
}

export const CELLS_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      column: { type: 'string' },
      value: { type: 'string' },
      quote: { type: 'string' },
      page: { type: 'integer' },
    },
    required: ['column', 'value', 'quote'],
  },
};

/** An extraction answer's JSON schema with `cells` beside its findings, when columns are asked. */
export function withCells<S extends { properties: Record<string, unknown>; required: string[] }>(
  schema: S,
  columns: GridColumns | undefined,
): S {
  if (!columns || columns.length === 0) return schema;
  return {
    ...schema,
    properties: { ...schema.properties, cells: CELLS_SCHEMA },
    required: [...schema.required, 'cells'],
  };
}

/** The `<columns>` block: one `<column>` per question, with its id and type. */
export function columnsBlock(columns: GridColumns): string {
  return wrapper(
    'columns',
    columns.map((column) => block('column', column.question, { id: column.id, type: column.type })),
  );
}

const RawCellAnswer = z.object({
  column: z.string(),
  value: z.string(),
  quote: z.string(),
  page: z.number().int().positive().optional().nullable(),
});

/**
 * The cells of an answer worth keeping: those of a column asked, with a value, the first for each
 * column (`have` holds those an earlier chunk already answered).
 */
export function keptCells(raw: unknown, columns: GridColumns, have: RawCell[] = []): RawCell[] {
  if (!Array.isArray(raw)) return [];
  const asked = new Set(columns.map((column) => column.id));
  const taken = new Set(have.map((cell) => cell.column));
  const kept: RawCell[] = [];
  for (const entry of raw) {
    const parsed = RawCellAnswer.safeParse(entry);
    if (!parsed.success) continue;
    const { column, page } = parsed.data;
    // What the document says, without the comma or semicolon of the sentence it was cut from.
    const value = cleanCellValue(parsed.data.value);
    if (!asked.has(column) || taken.has(column) || !value) continue;
    taken.add(column);
    kept.push({ column, value, quote: parsed.data.quote.trim(), ...(page ? { page } : {}) });
  }
  return kept;
}

/** Each cell checked against the document's text, its page put right, its value normalized. */
export function verifyCells(
  read: ReadResult,
  cells: RawCell[],
  columns: GridColumns,
): Record<string, GridCell> {
  const result: Record<string, GridCell> = {};
  if (cells.length === 0) return result;
  const check = quoteChecker(read);
  const typeOf = new Map(columns.map((column) => [column.id, column.type]));
  for (const cell of cells) {
    const value = cell.value.slice(0, GRID_CELL_VALUE_MAX_CHARS);
    const quote = (cell.quote || cell.value).slice(0, GRID_CELL_QUOTE_MAX_CHARS);
    const found = check(quote, cell.page);
    const page = found.verified ? found.page : cell.page;
    result[cell.column] = {
      value,
      normalized: normalizeCell(typeOf.get(cell.column) ?? 'text', value),
      quote,
      ...(page !== undefined ? { page } : {}),
      ...(found.verified ? {} : { unverified: true as const }),
      ...(found.pageCorrectedFrom !== undefined ? { pageCorrectedFrom: found.pageCorrectedFrom } : {}),
    };
  }
  return result;
}
