import type { ReadTable } from '@quarry/contracts/tables';
import { GOOGLE_DOC } from '../../domain/research/search/document-types';
import type { ReadResult } from '../../ports/document-reader.port';
import { csvRows } from './csv-rows';
import { jsonTable } from './json-table';
import { pipeTables } from './pipe-tables';
import { type RawRow, tableOf } from './table-grid';
import { LARGE_TABLE_ROWS, SAMPLE_ROWS, unshownRows } from './table-text';

/**
 * The tables of a text file: a CSV file is one, a JSON array of records is one, Markdown and plain
 * text may hold pipe tables. A large CSV or JSON table is shown to the model by its first rows (and
 * a line saying how many are not shown); its table keeps them all.
 */
export function withTextTables(read: ReadResult, mimeType: string, name: string): ReadResult {
  if (mimeType === 'text/csv') return withTable(read, csvTable(read.text, name), csvSample);
  if (mimeType === 'application/json') return withTable(read, jsonTable(read.text, 't1', name), jsonSample);
  if (mimeType === 'text/plain' || mimeType === GOOGLE_DOC || mimeType.includes('markdown')) {
    const tables = pipeTables(read.text, 1);
    return tables.length ? { ...read, tables } : read;
  }
  return read;
}

function withTable(
  read: ReadResult,
  table: ReadTable | undefined,
  sample: (text: string, table: ReadTable) => string,
): ReadResult {
  if (!table) return read;
  const text = table.rows.length > LARGE_TABLE_ROWS ? sample(read.text, table) : read.text;
  return { ...read, text, tables: [table] };
}

function csvTable(text: string, name: string): ReadTable | undefined {
  const rows: RawRow[] = csvRows(text).map((cells, index) => ({
    number: index + 1,
    cells: cells.map((cell) => (cell.trim() ? { text: cell } : undefined)),
  }));
  return tableOf({ id: 't1', name, kind: 'csv', rows });
}

function csvSample(text: string, table: ReadTable): string {
  const lines = text.split(/\r?\n/, SAMPLE_ROWS + 1);
  return [...lines, unshownRows(table.rows.length - SAMPLE_ROWS, table.rows.length)].join('\n');
}

function jsonSample(text: string, table: ReadTable): string {
  const parsed = JSON.parse(text) as unknown;
  const array = Array.isArray(parsed) ? parsed : Object.values(parsed as object).find(Array.isArray);
  const first = JSON.stringify((array as unknown[]).slice(0, SAMPLE_ROWS), null, 2);
  return `${first}\n${unshownRows(table.rows.length - SAMPLE_ROWS, table.rows.length)}`;
}
