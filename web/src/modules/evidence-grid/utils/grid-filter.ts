import type { GridColumn, GridRow } from '@quarry/contracts/grid';
import type { CellReader } from './cell-reading';

/** One column's filter, as its type allows; empty fields filter nothing. */
export type ColumnFilter =
  | { kind: 'text'; contains: string }
  | { kind: 'number'; min: string; max: string }
  | { kind: 'date'; from: string; to: string }
  | { kind: 'yesno'; value: 'any' | 'yes' | 'no' };

export type GridFilters = Record<string, ColumnFilter>;

export function emptyFilter(column: GridColumn): ColumnFilter {
  if (column.type === 'number') return { kind: 'number', min: '', max: '' };
  if (column.type === 'date') return { kind: 'date', from: '', to: '' };
  if (column.type === 'yesno') return { kind: 'yesno', value: 'any' };
  return { kind: 'text', contains: '' };
}

export function isActive(filter: ColumnFilter | undefined): boolean {
  if (!filter) return false;
  if (filter.kind === 'text') return filter.contains.trim() !== '';
  if (filter.kind === 'number') return filter.min.trim() !== '' || filter.max.trim() !== '';
  if (filter.kind === 'date') return filter.from.trim() !== '' || filter.to.trim() !== '';
  return filter.value !== 'any';
}

/** A year ("2027") reads as its first or last day; a full date as itself. */
function dateBound(text: string, end: boolean): string | null {
  const t = text.trim();
  if (/^\d{4}$/.test(t)) return end ? `${t}-12-31` : `${t}-01-01`;
  if (/^\d{4}-\d{2}$/.test(t)) return end ? `${t}-31` : `${t}-01`;
  return t === '' ? null : t;
}

function numberBound(text: string): number | null {
  const n = Number(text.trim().replace(/,/g, ''));
  return text.trim() === '' || Number.isNaN(n) ? null : n;
}

/** A cell against its column's active filter, as the viewer's locale reads it (cell-reading.ts). */
function matches(row: GridRow, column: GridColumn, filter: ColumnFilter, read: CellReader): boolean {
  if (!isActive(filter)) return true;
  const reading = read(row, column);
  // An active filter asks for a value: a cell not found, or not read as its type, never matches it.
  if (filter.kind === 'text')
    return reading.kind === 'text' && reading.text.includes(filter.contains.trim().toLocaleLowerCase());
  if (filter.kind === 'number') {
    const [min, max] = [numberBound(filter.min), numberBound(filter.max)];
    if (reading.kind !== 'amount') return false;
    const n = reading.amount.amount;
    return (min === null || n >= min) && (max === null || n <= max);
  }
  if (filter.kind === 'date') {
    const [from, to] = [dateBound(filter.from, false), dateBound(filter.to, true)];
    if (reading.kind !== 'date') return false;
    return (from === null || reading.iso >= from) && (to === null || reading.iso <= to);
  }
  return reading.kind === 'yesno' && reading.yes === (filter.value === 'yes');
}

/** The rows every active filter keeps. */
export function filterRows(
  rows: GridRow[],
  columns: GridColumn[],
  filters: GridFilters,
  read: CellReader,
): GridRow[] {
  const active = columns.filter((c) => isActive(filters[c.id]));
  if (active.length === 0) return rows;
  return rows.filter((row) => active.every((c) => matches(row, c, filters[c.id] as ColumnFilter, read)));
}
