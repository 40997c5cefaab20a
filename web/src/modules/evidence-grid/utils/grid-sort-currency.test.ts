import type { GridColumn, GridRow } from '@quarry/contracts/grid';
import { GRID_NOT_FOUND } from '@quarry/contracts/grid';
import { normalizeCell } from '@quarry/contracts/grid-normalize';
import { describe, expect, it } from 'vitest';
import { cellReader } from './cell-reading';
import { sortNote, sortRows } from './grid-sort';

const VALUE: GridColumn = { id: 'c2', question: 'What is the contract value?', type: 'number' };
const RENEWAL: GridColumn = { id: 'c3', question: 'When does it renew?', type: 'date' };
const COLUMNS = [VALUE, RENEWAL];

const row = (name: string, value?: string, renewal?: string): GridRow => ({
  documentId: name,
  name,
  link: null,
  outcome: 'data',
  cells: {
    ...(value !== undefined
      ? { c2: { value, normalized: normalizeCell('number', value), quote: value } }
      : {}),
    ...(renewal !== undefined
      ? { c3: { value: renewal, normalized: normalizeCell('date', renewal), quote: renewal } }
      : {}),
  },
});

/** As the server stores them. The sample contracts' values in a mix of currencies, as the issue found them sorted. */
const MIXED = [
  row('Alder', 'EUR 12,000,'),
  row('Birch', '$15,600'),
  row('Cedar', '£18,750'),
  row('Delta', 'EUR 22,400'),
  row('Elm', '$3.6M'),
  row('Fjord', '£9,000'),
  row('Granite', GRID_NOT_FOUND),
  row('Harbor', 'on request'),
];
const values = (rows: GridRow[]) => rows.map((r) => r.cells.c2?.value);
const read = cellReader('en-US');

describe('sorting an amount column with values in several currencies', () => {
  it('when it is sorted ascending, then each currency’s values sort among themselves and currencies never interleave', () => {
    const rows = sortRows(MIXED, COLUMNS, { columnId: 'c2', direction: 'ascending' }, read);

    expect(values(rows)).toEqual([
      'EUR 12,000,',
      'EUR 22,400',
      '£9,000',
      '£18,750',
      '$15,600',
      '$3.6M',
      'on request',
      GRID_NOT_FOUND,
    ]);
  });

  it('when it is sorted descending, then the currencies keep their order and each falls within itself', () => {
    const rows = sortRows(MIXED, COLUMNS, { columnId: 'c2', direction: 'descending' }, read);

    expect(values(rows)).toEqual([
      'EUR 22,400',
      'EUR 12,000,',
      '£18,750',
      '£9,000',
      '$3.6M',
      '$15,600',
      'on request',
      GRID_NOT_FOUND,
    ]);
  });

  it('when the sorted column holds several currencies, then the sort says it is within each currency', () => {
    expect(sortNote(MIXED, VALUE, read)).toBe('Sorted within each currency');
  });

  it('when the sorted column holds one currency, then there is nothing to say', () => {
    expect(sortNote([row('A', '$1'), row('B', '$2,000')], VALUE, read)).toBeNull();
  });

  it('when the values are counts of different units, then they sort within each unit and the sort says so', () => {
    const notice = [row('A', '3 months'), row('B', '90 days'), row('C', '1 month'), row('D', '30 days')];

    const rows = sortRows(notice, COLUMNS, { columnId: 'c2', direction: 'ascending' }, read);

    expect(values(rows)).toEqual(['30 days', '90 days', '1 month', '3 months']);
    expect(sortNote(notice, VALUE, read)).toBe('Sorted within each unit');
  });
});

describe('sorting a date column in the person’s locale', () => {
  const dates = [
    row('A', undefined, '03/04/2027'),
    row('B', undefined, '15 March 2027'),
    row('C', undefined, 'on renewal'),
  ];
  const renewals = (rows: GridRow[]) => rows.map((r) => r.cells.c3?.value);

  it('when the person reads month first, then 03/04/2027 is the fourth of March, before the fifteenth', () => {
    const rows = sortRows(dates, COLUMNS, { columnId: 'c3', direction: 'ascending' }, cellReader('en-US'));
    expect(renewals(rows)).toEqual(['03/04/2027', '15 March 2027', 'on renewal']);
  });

  it('when the person reads day first, then 03/04/2027 is the third of April, after the fifteenth of March', () => {
    const rows = sortRows(dates, COLUMNS, { columnId: 'c3', direction: 'ascending' }, cellReader('en-GB'));
    expect(renewals(rows)).toEqual(['15 March 2027', '03/04/2027', 'on renewal']);
  });

  it('when a date cannot be placed, then it comes after the dates placed whichever way the column is sorted', () => {
    const rows = sortRows(dates, COLUMNS, { columnId: 'c3', direction: 'descending' }, cellReader('en-GB'));
    expect(renewals(rows)).toEqual(['03/04/2027', '15 March 2027', 'on renewal']);
  });
});
