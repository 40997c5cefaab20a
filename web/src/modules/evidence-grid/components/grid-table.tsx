import type { GridResponse } from '@quarry/contracts/grid';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { personLocale } from '@/lib/person-locale';
import { cellReader } from '../utils/cell-reading';
import { filterRows, type GridFilters } from '../utils/grid-filter';
import { type GridSort, sortNote, sortRows } from '../utils/grid-sort';
import type { OpenCell } from '../utils/open-cell';
import { GridTableHead } from './grid-table-head';
import { GridTableRow } from './grid-table-row';

/** A row's height before it is measured; rows are one or two lines. */
export const GRID_ROW_ESTIMATE_PX = 44;

/**
 * The grid as a real table: a header per column (sortable, with its filter under it), a row per
 * document, only the rows in view rendered (the scroll box holds thousands); a narrow window's box
 * scrolls sideways with the document column put (a phone gets cards instead, grid-cards.tsx). A
 * number column holding several currencies sorts within each and says so under its question.
 */
export function GridTable({ grid }: { grid: GridResponse }) {
  const [sort, setSort] = useState<GridSort>(null);
  const [filters, setFilters] = useState<GridFilters>({});
  // Which cell's quote is open lives here, above the virtual rows: a row scrolled out of the rendered
  // ones unmounts with its popover, and scrolled back it comes back open.
  const [openCell, setOpenCell] = useState<OpenCell>(null);
  // Values are read in the viewer's locale (an all-numeric date's day and month), once per cell.
  const read = useMemo(() => cellReader(personLocale()), []);
  const rows = useMemo(
    () => sortRows(filterRows(grid.rows, grid.columns, filters, read), grid.columns, sort, read),
    [grid, filters, sort, read],
  );
  const sorted = grid.columns.find((column) => column.id === sort?.columnId);
  const note = sorted ? sortNote(rows, sorted, read) : null;
  const box = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize: () => GRID_ROW_ESTIMATE_PX,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const span = grid.columns.length + 1;

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {rows.length === grid.rows.length
          ? `${grid.rows.length} documents`
          : `${rows.length} of ${grid.rows.length} documents`}
      </p>
      <div
        ref={box}
        className="max-h-[70vh] overflow-auto rounded-md border"
        data-testid="evidence-grid-scroll"
      >
        <table
          className="w-max min-w-full border-separate border-spacing-0 text-sm"
          aria-rowcount={rows.length + 1}
        >
          <caption className="sr-only">Evidence grid: a row per document, a column per question</caption>
          <GridTableHead
            columns={grid.columns}
            sort={sort}
            onSort={setSort}
            sorted={sorted}
            note={note}
            filters={filters}
            onFilters={setFilters}
          />
          <tbody>
            <SpacerRow height={top} span={span} />
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <GridTableRow
                  key={row.documentId}
                  row={row}
                  columns={grid.columns}
                  index={item.index}
                  measure={virtualizer.measureElement}
                  openCell={openCell}
                  onOpenCell={setOpenCell}
                />
              );
            })}
            <SpacerRow height={bottom} span={span} />
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Stands for the rows scrolled out of the rendered ones, so the scroll bar keeps its length. */
function SpacerRow({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <tr>
      <td colSpan={span} style={{ height }} />
    </tr>
  );
}
