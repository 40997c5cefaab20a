import type { GridColumn, GridRow } from '@quarry/contracts/grid';
import { amountGroup, type CellReader, type CellReading } from './cell-reading';

export type GridSort = { columnId: string; direction: 'ascending' | 'descending' } | null;
/** The first column, the document's name. */
export const DOCUMENT_COLUMN = 'document';

/** The note a sorted number column carries when its values fall in more than one currency (or unit). */
export const SORTED_WITHIN_CURRENCY = 'Sorted within each currency';
export const SORTED_WITHIN_UNIT = 'Sorted within each unit';

/**
 * What a row sorts by: `rank` first (0 a value read, 1 one its type could not read, 2 not found:
 * the last two stay last whichever way), then `group` (an amount's currency and unit, in a fixed
 * order), then `key`, the only part the direction turns round.
 */
type Key = { rank: number; group: string; key: number | string };

function keyOf(reading: CellReading): Key {
  if (reading.kind === 'missing') return { rank: 2, group: '', key: '' };
  if (reading.kind === 'unread') return { rank: 1, group: '', key: '' };
  if (reading.kind === 'amount')
    return { rank: 0, group: amountGroup(reading.amount), key: reading.amount.amount };
  if (reading.kind === 'date') return { rank: 0, group: '', key: reading.iso };
  if (reading.kind === 'yesno') return { rank: 0, group: '', key: reading.yes ? 1 : 0 };
  return { rank: 0, group: '', key: reading.text };
}

function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * Sorted rows (a new array). Amounts sort within their currency and unit, the currencies in the
 * order of their codes (EUR, GBP, USD), so no pound is ever placed among euros as if it were one.
 */
export function sortRows(
  rows: GridRow[],
  columns: GridColumn[],
  sort: GridSort,
  read: CellReader,
): GridRow[] {
  if (!sort) return rows;
  const column = columns.find((c) => c.id === sort.columnId);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row) => ({
    row,
    key: column ? keyOf(read(row, column)) : { rank: 0, group: '', key: row.name.toLocaleLowerCase() },
  }));
  keyed.sort(
    ({ key: a }, { key: b }) =>
      a.rank - b.rank || a.group.localeCompare(b.group) || sign * compareKeys(a.key, b.key),
  );
  return keyed.map((k) => k.row);
}

/** What a sorted number column says of its order: within each currency (or unit) when it holds several. */
export function sortNote(rows: GridRow[], column: GridColumn, read: CellReader): string | null {
  if (column.type !== 'number') return null;
  const groups = new Set<string>();
  const currencies = new Set<string | null>();
  for (const row of rows) {
    const reading = read(row, column);
    if (reading.kind !== 'amount') continue;
    groups.add(amountGroup(reading.amount));
    currencies.add(reading.amount.currency);
  }
  if (groups.size < 2) return null;
  return currencies.size > 1 ? SORTED_WITHIN_CURRENCY : SORTED_WITHIN_UNIT;
}

/** Clicking a header: ascending first, then descending, then ascending again. */
export function nextSort(current: GridSort, columnId: string): GridSort {
  if (current?.columnId === columnId && current.direction === 'ascending') {
    return { columnId, direction: 'descending' };
  }
  return { columnId, direction: 'ascending' };
}
