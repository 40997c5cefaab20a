import { GRID_NOT_FOUND, type GridColumn, type GridRow } from '@quarry/contracts/grid';

export type GridSort = { columnId: string; direction: 'ascending' | 'descending' } | null;
/** The first column, the document's name. */
export const DOCUMENT_COLUMN = 'document';

type Key = number | string | null;

/** What a row sorts by in a column: `normalized` for number, date and yes/no, the value for text; null when not found. */
export function sortKey(row: GridRow, column: GridColumn | undefined): Key {
  if (!column) return row.name.toLocaleLowerCase();
  const cell = row.cells[column.id];
  if (!cell || cell.value === GRID_NOT_FOUND) return null;
  if (column.type === 'text') return cell.value.toLocaleLowerCase();
  const n = cell.normalized;
  if (n === null) return null;
  if (typeof n === 'boolean') return n ? 1 : 0;
  return n;
}

function compareKeys(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** Sorted rows (a new array); cells not found stay last whichever way the column is sorted. */
export function sortRows(rows: GridRow[], columns: GridColumn[], sort: GridSort): GridRow[] {
  if (!sort) return rows;
  const column = columns.find((c) => c.id === sort.columnId);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: sortKey(row, column) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
    return sign * compareKeys(a.key, b.key);
  });
  return keyed.map((k) => k.row);
}

/** Clicking a header: ascending first, then descending, then ascending again. */
export function nextSort(current: GridSort, columnId: string): GridSort {
  if (current?.columnId === columnId && current.direction === 'ascending') {
    return { columnId, direction: 'descending' };
  }
  return { columnId, direction: 'ascending' };
}
