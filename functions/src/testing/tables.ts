import type { ReadTable, TableColumn, TableValue } from '@quarry/contracts/tables';

/** A sheet's table as the reader makes it: a header on row 1, rows from row 2, columns A, B, C... */
export function sheetTable(
  name: string,
  columns: Array<Omit<TableColumn, 'key'>>,
  rows: TableValue[][],
  id = 't1',
): ReadTable {
  return {
    id,
    name,
    kind: 'sheet',
    columns: columns.map((column, at) => ({ ...column, key: String.fromCharCode(65 + at) })),
    rows,
    rowNumbers: rows.map((_, at) => at + 2),
  };
}

/** Quarterly revenue by region: one row per region and month, so a region's total spans rows. */
export const REVENUE = sheetTable(
  'Q3 2026',
  [
    { name: 'Region', type: 'text' },
    { name: 'Month', type: 'date' },
    { name: 'Revenue', type: 'number', unit: 'USD' },
  ],
  [
    ['EMEA', '2026-07-01', 1_200_000],
    ['Americas', '2026-07-01', 1_500_000],
    ['APAC', '2026-07-01', 800_000],
    ['EMEA', '2026-08-01', 1_300_000],
    ['Americas', '2026-08-01', 1_100_000],
    ['APAC', '2026-08-01', null],
  ],
);

/** A sheet of `count` generated rows: Region (4 values), Amount 1..count, Units. */
export function largeTable(count: number): ReadTable {
  const regions = ['North', 'South', 'East', 'West'];
  return sheetTable(
    'Orders',
    [
      { name: 'Region', type: 'text' },
      { name: 'Amount', type: 'number', unit: 'USD' },
      { name: 'Units', type: 'number' },
    ],
    Array.from({ length: count }, (_, at) => [regions[at % 4] as string, at + 1, (at % 7) + 1]),
  );
}
