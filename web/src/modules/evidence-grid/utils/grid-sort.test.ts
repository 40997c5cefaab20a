import { describe, expect, it } from 'vitest';
import { aContractGrid } from '@/testing/grid-fixture';
import { cellReader } from './cell-reading';
import { nextSort, sortRows } from './grid-sort';

const read = cellReader('en-GB');

const grid = aContractGrid(12);
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('sorting the evidence grid', () => {
  it('when a number column is sorted descending, then rows follow the normalized value and not-found cells come last', () => {
    // Arrange / Act
    const rows = sortRows(grid.rows, grid.columns, { columnId: 'c2', direction: 'descending' }, read);
    // Assert
    expect(rows[0]?.name).toBe('Contract 0012.pdf');
    expect(names(rows).slice(-2)).toEqual(['Contract 0005.pdf', 'Contract 0010.pdf']);
  });

  it('when a number column is sorted ascending, then not-found cells still come last', () => {
    const rows = sortRows(grid.rows, grid.columns, { columnId: 'c2', direction: 'ascending' }, read);
    expect(rows[0]?.name).toBe('Contract 0001.pdf');
    expect(names(rows).slice(-2)).toEqual(['Contract 0005.pdf', 'Contract 0010.pdf']);
  });

  it('when a date column is sorted, then rows follow the ISO date, not the written one', () => {
    const rows = sortRows(grid.rows, grid.columns, { columnId: 'c3', direction: 'ascending' }, read);
    const years = rows.map((r) => r.cells.c3?.normalized);
    expect(years).toEqual([...years].sort());
  });

  it('when a text column is sorted, then values compare as text with numbers in order', () => {
    const rows = sortRows(grid.rows, grid.columns, { columnId: 'c1', direction: 'ascending' }, read);
    expect(rows.slice(0, 3).map((r) => r.cells.c1?.value)).toEqual([
      'Counterparty 1',
      'Counterparty 2',
      'Counterparty 3',
    ]);
  });

  it('when a header is clicked twice, then the sort goes ascending then descending', () => {
    const first = nextSort(null, 'c2');
    expect(first).toEqual({ columnId: 'c2', direction: 'ascending' });
    expect(nextSort(first, 'c2')).toEqual({ columnId: 'c2', direction: 'descending' });
  });
});
