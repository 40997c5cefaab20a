import type { GridColumn } from '@quarry/contracts/grid';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ColumnFilter, GridFilters } from '../utils/grid-filter';
import { DOCUMENT_COLUMN, type GridSort, nextSort } from '../utils/grid-sort';
import { ColumnFilterInput } from './column-filter-input';

/** Where the document column sticks while the grid scrolls sideways. */
export const STICKY = 'sticky left-0 z-10 bg-background';

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

type HeadProps = {
  columns: GridColumn[];
  sort: GridSort;
  onSort: (s: GridSort) => void;
  /** The sorted column, and what its sort is within (a currency, a unit) when it says so. */
  sorted: GridColumn | undefined;
  note: string | null;
  filters: GridFilters;
  onFilters: (change: (all: GridFilters) => GridFilters) => void;
};

/** The grid's header row: the document column, then a sortable, filterable header per question. */
export function GridTableHead({ columns, sort, onSort, sorted, note, filters, onFilters }: HeadProps) {
  return (
    <thead className="sticky top-0 z-20 bg-background">
      <tr>
        <th
          scope="col"
          aria-sort={sort?.columnId === DOCUMENT_COLUMN ? sort.direction : 'none'}
          className={`${STICKY} z-30 min-w-40 max-w-56 border-b p-2 text-left align-top`}
        >
          <SortButton label="Document" sort={sort} columnId={DOCUMENT_COLUMN} onSort={onSort} />
        </th>
        {columns.map((column) => (
          <QuestionHeader
            key={column.id}
            column={column}
            sort={sort}
            onSort={onSort}
            note={column === sorted ? note : null}
            filter={filters[column.id]}
            onFilter={(f) => onFilters((all) => ({ ...all, [column.id]: f }))}
          />
        ))}
      </tr>
    </thead>
  );
}
