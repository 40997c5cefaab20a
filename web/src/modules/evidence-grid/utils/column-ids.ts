import { GRID_COLUMNS_MAX, type GridColumn } from '@quarry/contracts/grid';

/**
 * The id a new column takes: the lowest of c1..c20 no column holds, so a column keeps its id (and its
 * cells) when another is removed; undefined when all twenty are taken.
 */
export function nextColumnId(columns: Pick<GridColumn, 'id'>[]): string | undefined {
  const taken = new Set(columns.map((c) => c.id));
  for (let n = 1; n <= GRID_COLUMNS_MAX; n++) {
    if (!taken.has(`c${n}`)) return `c${n}`;
  }
  return undefined;
}
