import { z } from 'zod';

/**
 * Tables read from a person's documents: a spreadsheet's sheets, a CSV file, a
 * JSON array of records, a table of a Word document. Every value keeps its address, so an answer
 * computed from a table cites the cells it came from.
 */

/** A column's type as the reader found it: numbers (with their currency or unit), dates, or text. */
export const COLUMN_TYPES = ['number', 'date', 'text'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** A typed value: a number, a date as YYYY-MM-DD, text, or nothing (an empty cell). */
export type TableValue = number | string | null;

export interface TableColumn {
  /** The header's text (made unique and never empty by the reader: "Column C" for a blank header). */
  name: string;
  type: ColumnType;
  /** The currency or unit numbers are written with: "$", "€", "%", "kg". */
  unit?: string;
  /** The spreadsheet column letter ("C"); the field name for records. */
  key: string;
}

export interface ReadTable {
  /** Unique in its document: "t1", "t2"... in reading order. */
  id: string;
  /** The sheet's name, "Table 2" of a Word document, the file's records. */
  name: string;
  kind: 'sheet' | 'csv' | 'records' | 'document';
  columns: TableColumn[];
  /** Row by row, one value per column. */
  rows: TableValue[][];
  /** Each row's own number: the sheet or file row (1-based), the record's index (1-based). */
  rowNumbers: number[];
  /** What the reader had to decide ("2 merged cells read as their first cell's value"). */
  notes?: string[];
}

/** One cell an answer rests on: a sheet's address, a record's field. `value` as the document shows it. */
export const CellRef = z.object({
  sheet: z.string().max(200).optional(),
  /** A table of a Word document or Google Doc ("Table 2"). */
  table: z.string().max(200).optional(),
  /** "B3", or a range "B2:B50001" when a whole column was computed over. */
  address: z.string().max(40).optional(),
  /** The JSON record's index (1-based) and field. */
  record: z.number().int().positive().optional(),
  /** The last record of a run of them ("records 1-12"). */
  toRecord: z.number().int().positive().optional(),
  field: z.string().max(200).optional(),
  value: z.string().max(200),
});
export type CellRef = z.infer<typeof CellRef>;

/** The most cells one answer lists; beyond, the column's range stands for them. */
export const MAX_CITED_CELLS = 24;

/** "A".."Z", "AA"... for a 1-based column number. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** Where a cell is, in words: "sheet 2025, B3", "Table 2, C4", "records 1-12, field revenue". */
export function cellPlace(cell: CellRef): string {
  if (cell.record !== undefined) {
    const records = cell.toRecord ? `records ${cell.record}-${cell.toRecord}` : `record ${cell.record}`;
    return cell.field ? `${records}, field ${cell.field}` : records;
  }
  return [cell.sheet ? `sheet ${cell.sheet}` : cell.table, cell.address].filter(Boolean).join(', ');
}
