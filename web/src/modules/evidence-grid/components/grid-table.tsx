import type { GridColumn, GridResponse } from '@quarry/contracts/grid';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { personLocale } from '@/lib/person-locale';
import { cellReader } from '../utils/cell-reading';
import { type ColumnFilter, filterRows, type GridFilters } from '../utils/grid-filter';
import { DOCUMENT_COLUMN, type GridSort, nextSort, sortNote, sortRows } from '../utils/grid-sort';
import { isOpen, nextOpenCell, type OpenCell } from '../utils/open-cell';
import { ColumnFilterInput } from './column-filter-input';
import { GridCellView } from './grid-cell';

/** A row's height before it is measured; rows are one or two lines. */
export const GRID_ROW_ESTIMATE_PX = 44;
const STICKY = 'sticky left-0 z-10 bg-background';

function SortButton({
  label,
  sort,
  columnId,
  onSort,
}: {
  label: string;
  sort: GridSort;
  columnId: string;
  onSort: (s: GridSort) => void;
}) {
  const on = sort?.columnId === columnId ? sort.direction : null;
  const Icon = on === 'ascending' ? ArrowUp : on === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      className="inline-flex items-start gap-1 text-left font-semibold focus-visible:outline-2 focus-visible:outline-blue-700"
      onClick={() => onSort(nextSort(sort, columnId))}
    >
      {label}
      <Icon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
    </button>
  );
}

/** A question's header: sortable, with what its sort is within when it says so, and its filter. */
function QuestionHeader({
  column,
  sort,
  onSort,
  note,
  filter,
  onFilter,
}: {
  column: GridColumn;
  sort: GridSort;
  onSort: (s: GridSort) => void;
  note: string | null;
  filter: ColumnFilter | undefined;
  onFilter: (f: ColumnFilter) => void;
}) {
  return (
    <th
      scope="col"
      aria-sort={sort?.columnId === column.id ? sort.direction : 'none'}
      className="min-w-44 max-w-72 border-b p-2 text-left align-top"
    >
      <div className="flex flex-col gap-1">
        <SortButton label={column.question} sort={sort} columnId={column.id} onSort={onSort} />
        {note && <span className="text-xs font-normal text-muted-foreground">{note}</span>}
        <ColumnFilterInput column={column} filter={filter} onChange={onFilter} />
      </div>
    </th>
  );
}

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
  const ariaSort = (id: string) => (sort?.columnId === id ? sort.direction : ('none' as const));
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
          <thead className="sticky top-0 z-20 bg-background">
            <tr>
              <th
                scope="col"
                aria-sort={ariaSort(DOCUMENT_COLUMN)}
                className={`${STICKY} z-30 min-w-40 max-w-56 border-b p-2 text-left align-top`}
              >
                <SortButton label="Document" sort={sort} columnId={DOCUMENT_COLUMN} onSort={setSort} />
              </th>
              {grid.columns.map((column) => (
                <QuestionHeader
                  key={column.id}
                  column={column}
                  sort={sort}
                  onSort={setSort}
                  note={column === sorted ? note : null}
                  filter={filters[column.id]}
                  onFilter={(f) => setFilters((all) => ({ ...all, [column.id]: f }))}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {top > 0 && (
              <tr>
                <td colSpan={span} style={{ height: top }} />
              </tr>
            )}
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <tr
                  key={row.documentId}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  aria-rowindex={item.index + 2}
                >
                  <th
                    scope="row"
                    className={`${STICKY} max-w-56 border-b p-2 text-left align-top font-medium break-words`}
                  >
                    {row.name}
                    {row.outcome === 'failed' && (
                      <span className="block text-xs font-normal text-muted-foreground">
                        Could not be read
                      </span>
                    )}
                  </th>
                  {grid.columns.map((column) => (
                    <td key={column.id} className="max-w-72 border-b p-2 align-top break-words">
                      <GridCellView
                        cell={row.cells[column.id]}
                        column={column}
                        documentName={row.name}
                        open={isOpen(openCell, row.documentId, column.id)}
                        onOpenChange={(open) =>
                          setOpenCell((current) => nextOpenCell(current, row.documentId, column.id, open))
                        }
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
            {bottom > 0 && (
              <tr>
                <td colSpan={span} style={{ height: bottom }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
