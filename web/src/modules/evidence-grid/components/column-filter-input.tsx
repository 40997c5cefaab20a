import type { GridColumn } from '@quarry/contracts/grid';
import { type ColumnFilter, emptyFilter } from '../utils/grid-filter';

const INPUT = 'h-8 w-full min-w-0 rounded-md border bg-background px-2 text-sm font-normal';

/** The filter under a column's header: text contains; number min and max; date from and to (a year or a date); yes/no. */
export function ColumnFilterInput({
  column,
  filter,
  onChange,
}: {
  column: GridColumn;
  filter: ColumnFilter | undefined;
  onChange: (filter: ColumnFilter) => void;
}) {
  const current = filter ?? emptyFilter(column);
  const label = (what: string) => `${what}: ${column.question}`;
  if (current.kind === 'number') {
    return (
      <div className="flex gap-1">
        <input
          className={INPUT}
          inputMode="decimal"
          placeholder="Min"
          aria-label={label('At least')}
          value={current.min}
          onChange={(e) => onChange({ ...current, min: e.target.value })}
        />
        <input
          className={INPUT}
          inputMode="decimal"
          placeholder="Max"
          aria-label={label('At most')}
          value={current.max}
          onChange={(e) => onChange({ ...current, max: e.target.value })}
        />
      </div>
    );
  }
  if (current.kind === 'date') {
    return (
      <div className="flex gap-1">
        <input
          className={INPUT}
          placeholder="From (year or date)"
          aria-label={label('From (a year or YYYY-MM-DD)')}
          value={current.from}
          onChange={(e) => onChange({ ...current, from: e.target.value })}
        />
        <input
          className={INPUT}
          placeholder="To"
          aria-label={label('To (a year or YYYY-MM-DD)')}
          value={current.to}
          onChange={(e) => onChange({ ...current, to: e.target.value })}
        />
      </div>
    );
  }
  if (current.kind === 'yesno') {
    return (
      <select
        className={INPUT}
        aria-label={label('Show')}
        value={current.value}
        onChange={(e) => onChange({ kind: 'yesno', value: e.target.value as 'any' | 'yes' | 'no' })}
      >
        <option value="any">Any</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </select>
    );
  }
  return (
    <input
      className={INPUT}
      placeholder="Contains"
      aria-label={label('Contains')}
      value={current.contains}
      onChange={(e) => onChange({ kind: 'text', contains: e.target.value })}
    />
  );
}
