import { type CellRef, MAX_CITED_CELLS, type ReadTable } from '@quarry/contracts/tables';
import { valueText } from './table-values';

/** One cell of a table, by row index (into `table.rows`) and column index, as a citation names it. */
export function cellRef(table: ReadTable, row: number, column: number): CellRef {
  const meta = table.columns[column];
  const number = table.rowNumbers[row] as number;
  const value = valueText(table.rows[row]?.[column] ?? null, meta).slice(0, 200);
  if (table.kind === 'records') return { record: number, field: meta?.key ?? '', value };
  const address = `${meta?.key ?? ''}${number}`;
  if (table.kind === 'sheet') return { sheet: table.name, address, value };
  if (table.kind === 'document') return { table: table.name, address, value };
  return { address, value };
}

/**
 * The cells an answer rests on: each source row's cells of the given columns, or, past
 * MAX_CITED_CELLS, each column's span of rows as one range ("B2:B50001", "records 1-50000").
 */
export function citedCells(table: ReadTable, rows: number[], columns: number[], summary: string): CellRef[] {
  const unique = [...new Set(columns)].filter((column) => column >= 0);
  if (rows.length * unique.length <= MAX_CITED_CELLS) {
    return rows.flatMap((row) => unique.map((column) => cellRef(table, row, column)));
  }
  const numbers = rows.map((row) => table.rowNumbers[row] as number);
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  return unique.map((column) => {
    const key = table.columns[column]?.key ?? '';
    const value = `${rows.length.toLocaleString('en-US')} cells: ${summary}`.slice(0, 200);
    if (table.kind === 'records') return { record: first, toRecord: last, field: key, value };
    const address = `${key}${first}:${key}${last}`;
    if (table.kind === 'sheet') return { sheet: table.name, address, value };
    if (table.kind === 'document') return { table: table.name, address, value };
    return { address, value };
  });
}

/** The column naming a table's rows: the first of text (a region, a budget line), if any. */
export function labelColumn(table: ReadTable): number {
  return table.columns.findIndex((column) => column.type === 'text');
}
