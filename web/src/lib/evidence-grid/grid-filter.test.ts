import { describe, expect, it } from 'vitest';
import { aContractGrid } from '@/testing/grid-fixture';
import { filterRows } from './grid-filter';

const grid = aContractGrid(12);

describe('filtering the evidence grid', () => {
  it('when a date column is filtered to one year, then only rows renewing that year stay', () => {
    const rows = filterRows(grid.rows, grid.columns, { c3: { kind: 'date', from: '2027', to: '2027' } });
    expect(rows.map((r) => r.cells.c3?.value)).toEqual(Array(4).fill('31 March 2027'));
  });

  it('when a number column has a minimum and a maximum, then rows between them stay and not-found cells go', () => {
    const rows = filterRows(grid.rows, grid.columns, { c2: { kind: 'number', min: '4,000', max: '11000' } });
    expect(rows.map((r) => r.documentId)).toEqual(['doc-4', 'doc-6', 'doc-7', 'doc-8', 'doc-9', 'doc-11']);
  });

  it('when a text column is filtered, then rows whose value contains the text stay, whatever its case', () => {
    const rows = filterRows(grid.rows, grid.columns, { c1: { kind: 'text', contains: 'counterparty 1' } });
    expect(rows.map((r) => r.documentId)).toEqual(['doc-1', 'doc-10', 'doc-11', 'doc-12']);
  });

  it('when a yes/no column is filtered to yes and another filter is active, then rows match both', () => {
    const rows = filterRows(grid.rows, grid.columns, {
      c4: { kind: 'yesno', value: 'yes' },
      c3: { kind: 'date', from: '2026', to: '2026' },
    });
    expect(rows.map((r) => r.documentId)).toEqual(['doc-6', 'doc-12']);
  });

  it('when every filter is empty, then every row stays', () => {
    const rows = filterRows(grid.rows, grid.columns, { c1: { kind: 'text', contains: ' ' } });
    expect(rows).toHaveLength(12);
  });
});
