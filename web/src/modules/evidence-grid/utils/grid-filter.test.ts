import { describe, expect, it } from 'vitest';
import { aContractGrid } from '@/testing/grid-fixture';
import { cellReader } from './cell-reading';
import { filterRows } from './grid-filter';

const read = cellReader('en-GB');

const grid = aContractGrid(12);

describe('filtering the evidence grid', () => {
  it('when a date column is filtered to one year, then only rows renewing that year stay', () => {
    const rows = filterRows(
      grid.rows,
      grid.columns,
      { c3: { kind: 'date', from: '2027', to: '2027' } },
      read,
    );
    expect(rows.map((r) => r.cells.c3?.value)).toEqual(Array(4).fill('31 March 2027'));
  });

  it('when a number column has a minimum and a maximum, then rows between them stay and not-found cells go', () => {
    const rows = filterRows(
      grid.rows,
      grid.columns,
      { c2: { kind: 'number', min: '4,000', max: '11000' } },
      read,
    );
    expect(rows.map((r) => r.documentId)).toEqual(['doc-4', 'doc-6', 'doc-7', 'doc-8', 'doc-9', 'doc-11']);
  });

  it('when a text column is filtered, then rows whose value contains the text stay, whatever its case', () => {
    const rows = filterRows(
      grid.rows,
      grid.columns,
      { c1: { kind: 'text', contains: 'counterparty 1' } },
      read,
    );
    expect(rows.map((r) => r.documentId)).toEqual(['doc-1', 'doc-10', 'doc-11', 'doc-12']);
  });

  it('when a yes/no column is filtered to yes and another filter is active, then rows match both', () => {
    const rows = filterRows(
      grid.rows,
      grid.columns,
      {
        c4: { kind: 'yesno', value: 'yes' },
        c3: { kind: 'date', from: '2026', to: '2026' },
      },
      read,
    );
    expect(rows.map((r) => r.documentId)).toEqual(['doc-6', 'doc-12']);
  });

  it('when every filter is empty, then every row stays', () => {
    const rows = filterRows(grid.rows, grid.columns, { c1: { kind: 'text', contains: ' ' } }, read);
    expect(rows).toHaveLength(12);
  });

  it('when a date filter names a month, then an all-numeric date is placed in it as the person reads it, and an unplaced one never matches', () => {
    const cell = (value: string) => ({ value, normalized: null, quote: value });
    const rows = ['03/04/2027', 'on renewal'].map((value, i) => ({
      ...grid.rows[i],
      documentId: `d${i}`,
      name: `d${i}`,
      link: null,
      outcome: 'data' as const,
      cells: { c3: cell(value) },
    }));
    const march = { c3: { kind: 'date' as const, from: '2027-03', to: '2027-03' } };

    expect(filterRows(rows, grid.columns, march, cellReader('en-US')).map((r) => r.documentId)).toEqual([
      'd0',
    ]);
    expect(filterRows(rows, grid.columns, march, cellReader('en-GB'))).toEqual([]);
  });
});
