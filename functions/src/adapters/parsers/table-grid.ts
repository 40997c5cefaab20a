import {
  type ColumnType,
  columnLetter,
  type ReadTable,
  type TableColumn,
  type TableValue,
} from '@quarry/contracts/tables';
import { dateValue, type NumberReading, numberValue } from '../../domain/research/tables/table-values';

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
  // A loop, not Math.max(...rows): a spread of a large CSV's rows overflows the call stack.
  const width = filled.reduce((widest, row) => Math.max(widest, row.cells.length), 0);
  const at = headerIndex(filled, width);
  const notes = [...(source.notes ?? [])];
  if (at < 0) notes.push('No header row was found: columns are named by their letters');
  const body = filled.slice(at + 1);
  const names = headerNames(at < 0 ? [] : (filled[at] as RawRow).cells, width, source.keys);
  const { kept, totals } = withoutTotals(body);
  if (totals.length > 0) notes.push(`Total rows left out of computations: ${totals.join(', ')}`);
  const typed = names.map((name, column) => typedColumn(name, column, kept, source.keys));
  const columns = typed.map(({ column }) => column);
  const rows = kept.map((_, at) => typed.map(({ values }) => values[at] as TableValue));
  notes.push(...misfits(kept, typed));
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

/** What a cell reads as, worked out once: the number or date reading of its text is costly on large tables. */
interface Reading {
  type: ColumnType;
  /** The text's own number reading (numberValue), for a number cell. */
  parsed?: NumberReading;
  /** The text's date (dateValue), for a date cell. */
  date?: string;
}

function readingOf(cell: RawCell | undefined): Reading | undefined {
  if (!cell || (!cell.text.trim() && cell.number === undefined)) return undefined;
  // A typed number's unit may still come from its text ("$1,200" under a currency format).
  const parsed = cell.number === undefined || cell.unit === undefined ? numberValue(cell.text) : undefined;
  if (cell.number !== undefined || parsed) return { type: 'number', parsed };
  const date = cell.date ?? dateValue(cell.text);
  if (cell.date !== undefined || date) return { type: 'date', date };
  return { type: 'text' };
}

/** A column typed by what most of its cells hold, with each of its rows' values under that type. */
function typedColumn(
  name: string,
  column: number,
  rows: RawRow[],
  keys?: string[],
): { column: TableColumn; values: TableValue[] } {
  const counts = { number: 0, date: 0, text: 0 };
  const units = new Map<string, number>();
  const readings = rows.map((row) => readingOf(row.cells[column]));
  for (const [index, reading] of readings.entries()) {
    if (!reading) continue;
    counts[reading.type]++;
    const unit = (rows[index] as RawRow).cells[column]?.unit ?? reading.parsed?.unit;
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
  const values = rows.map((row, index) => typedValue(row.cells[column], readings[index], type));
  return { column: { name, type, key, ...(type === 'number' && unit ? { unit } : {}) }, values };
}

/** The cell's value under its column's type; null where it does not fit (or is empty). */
function typedValue(cell: RawCell | undefined, reading: Reading | undefined, type: ColumnType): TableValue {
  if (!cell) return null;
  if (type === 'number') return cell.number ?? reading?.parsed?.value ?? null;
  if (type === 'date') {
    if (cell.date !== undefined) return cell.date;
    // A text read as a number first may still be a date ("31.03.2025").
    return (reading?.type === 'number' ? dateValue(cell.text) : reading?.date) ?? null;
  }
  const text = cell.text.trim();
  return text === '' ? null : text;
}

/** "2 cells of 'Amount' are not numbers (B7, B9) and are left out of computations". */
function misfits(rows: RawRow[], typed: { column: TableColumn; values: TableValue[] }[]): string[] {
  return typed.flatMap(({ column, values }, index) => {
    if (column.type === 'text') return [];
    const odd = rows.filter((row, at) => {
      const cell = row.cells[index];
      return cell !== undefined && cell.text.trim() !== '' && values[at] === null;
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
