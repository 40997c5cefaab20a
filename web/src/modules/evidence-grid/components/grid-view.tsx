import type { GridResponse } from '@quarry/contracts/grid';
import { useWideScreen } from '@/lib/use-wide-screen';
import { GridCards } from './grid-cards';
import { GridTable } from './grid-table';

/**
 * The grid as the screen allows: the table where its document column and several questions fit
 * side by side, a card per document below that (a phone), never both, so each value is met once.
 */
export function GridView({ grid }: { grid: GridResponse }) {
  return useWideScreen() ? <GridTable grid={grid} /> : <GridCards grid={grid} />;
}
