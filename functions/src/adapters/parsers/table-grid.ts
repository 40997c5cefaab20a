import {
  type ColumnType,
  columnLetter,
  type ReadTable,
  type TableColumn,
  type TableValue,
} from '@quarry/contracts/tables';
import { dateValue, numberValue } from '../../domain/research/tables/table-values';

/** A cell as a parser hands it over: its text, and the number or date the format itself typed. */
export interface RawCell {
  text: string;
  number?: number;
  /** YYYY-MM-DD. */
  date?: string;
  /** The unit or currency the cell's own format shows ("USD", "%"). */
  unit?: string;
}

/** A row of cells (index 0 = the first column) and its own number in the file. */
export interface RawRow {
  number: number;
  cells: (RawCell | undefined)[];
}

export interface GridSource {
  id: string;
  name: string;
  kind: ReadTable['kind'];
  rows: RawRow[];
  /** Column keys: spreadsheet letters by default, a record's fields for JSON. */
  keys?: string[];
  notes?: string[];
}

/** A column is of a type when this share of its filled cells read as that type; else it is text. */
const TYPE_SHARE = 0.8;
const TOTAL_LABEL = /^(?:grand\s+|sub-?)?totals?\b|^sum\b/i;

/**
 * A grid of cells as a typed table: the header row found (the first of the top rows that names most
 * columns in words; "Column C" where a header is blank or none is found), each column typed by what
 * most of its cells hold, values typed (a cell that does not fit its number or date column is left
 * out of computations, and said so), and total rows set aside so a sum does not count them twice.
 */
export function tableOf(source: GridSource): ReadTable | undefined {
  const filled = source.rows.filter((row) => row.cells.some((cell) => cell && cell.text.trim() !== ''));
  if (filled.length === 0) return undefined;
  const width = Math.max(...filled.map((row) => row.cells.length));
  const at = headerIndex(filled, width);
  const notes = [...(source.notes ?? [])];
  if (at < 0) notes.push('No header row was found: columns are named by their letters');
  const body = filled.slice(at + 1);
  const names = headerNames(at < 0 ? [] : (filled[at] as RawRow).cells, width, source.keys);
  const { kept, totals } = withoutTotals(body);
  if (totals.length > 0) notes.push(`Total rows left out of computations: ${totals.join(', ')}`);
  const columns = names.map((name, column) => typedColumn(name, column, kept, source.keys));
  const rows = kept.map((row) => columns.map((column, index) => typedValue(row.cells[index], column)));
  notes.push(...misfits(kept, columns));
  if (kept.length === 0) return undefined;
  return {
    id: source.id,
    name: source.name,
    kind: source.kind,
    columns,
    rows,
    rowNumbers: kept.map((row) => row.number),
    ...(notes.length ? { notes } : {}),
  };
}

function headerIndex(rows: RawRow[], width: number): number {
  for (const [index, row] of rows.slice(0, 10).entries()) {
    const cells = row.cells.filter((cell): cell is RawCell => Boolean(cell?.text.trim()));
    const words = cells.every(
      (cell) => cell.number === undefined && cell.date === undefined && !numberValue(cell.text),
    );
    if (words && cells.length >= Math.max(1, Math.ceil(width * 0.6)) && index + 1 < rows.length) return index;
  }
  return -1;
}

function headerNames(cells: (RawCell | undefined)[], width: number, keys?: string[]): string[] {
  const seen = new Map<string, number>();
  return Array.from({ length: width }, (_, column) => {
    const key = keys?.[column] ?? columnLetter(column + 1);
    const text = cells[column]?.text.replace(/\s+/g, ' ').trim() || (keys ? key : `Column ${key}`);
    const count = seen.get(text.toLowerCase()) ?? 0;
    seen.set(text.toLowerCase(), count + 1);
    return count === 0 ? text : `${text} (${key})`;
  });
}

function withoutTotals(body: RawRow[]): { kept: RawRow[]; totals: number[] } {
  const kept: RawRow[] = [];
  const totals: number[] = [];
  for (const row of body) {
    const label = row.cells.find((cell) => cell?.text.trim() && cell.number === undefined);
    if (label && TOTAL_LABEL.test(label.text.trim())) totals.push(row.number);
    else kept.push(row);
  }
  return { kept, totals };
}

function cellType(cell: RawCell): ColumnType | undefined {
  if (!cell.text.trim() && cell.number === undefined) return undefined;
  if (cell.number !== undefined || numberValue(cell.text)) return 'number';
  if (cell.date !== undefined || dateValue(cell.text)) return 'date';
  return 'text';
}

function typedColumn(name: string, column: number, rows: RawRow[], keys?: string[]): TableColumn {
  const counts = { number: 0, date: 0, text: 0 };
  const units = new Map<string, number>();
  for (const row of rows) {
    const cell = row.cells[column];
    const type = cell && cellType(cell);
    if (!cell || !type) continue;
    counts[type]++;
    const unit = cell.unit ?? (type === 'number' ? numberValue(cell.text)?.unit : undefined);
    if (unit) units.set(unit, (units.get(unit) ?? 0) + 1);
  }
  const total = counts.number + counts.date + counts.text;
  const type: ColumnType =
    total > 0 && counts.number >= total * TYPE_SHARE
      ? 'number'
      : total > 0 && counts.date >= total * TYPE_SHARE
        ? 'date'
        : 'text';
  const key = keys?.[column] ?? columnLetter(column + 1);
  const unit = [...units].sort((a, b) => b[1] - a[1])[0]?.[0];
  return { name, type, key, ...(type === 'number' && unit ? { unit } : {}) };
}

function typedValue(cell: RawCell | undefined, column: TableColumn): TableValue {
  if (!cell) return null;
  const text = cell.text.trim();
  if (column.type === 'number') return cell.number ?? numberValue(text)?.value ?? null;
  if (column.type === 'date') return cell.date ?? dateValue(text) ?? null;
  return text === '' ? null : text;
}

/** "2 cells of 'Amount' are not numbers (B7, B9) and are left out of computations". */
function misfits(rows: RawRow[], columns: TableColumn[]): string[] {
  return columns.flatMap((column, index) => {
    if (column.type === 'text') return [];
    const odd = rows.filter((row) => {
      const cell = row.cells[index];
      return cell !== undefined && cell.text.trim() !== '' && typedValue(cell, column) === null;
    });
    if (odd.length === 0) return [];
    const where = odd
      .slice(0, 5)
      .map((row) => `${column.key}${row.number}`)
      .join(', ');
    return [
      `${odd.length} cells of '${column.name}' are not ${column.type}s (${where}) and are left out of computations`,
    ];
  });
}
