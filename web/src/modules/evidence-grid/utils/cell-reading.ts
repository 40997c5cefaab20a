import { GRID_NOT_FOUND, type GridCell, type GridColumn, type GridRow } from '@quarry/contracts/grid';
import { type GridAmount, readAmount } from '@quarry/contracts/grid-amount';
import { readDate } from '@quarry/contracts/grid-date';
import { readYesNo } from '@quarry/contracts/grid-normalize';

/**
 * A cell as the grid sorts and filters it, read in the viewer's locale (the rule
 * in docs/decisions/evidence-grid.md): an amount with its currency and unit, a placed date, yes or no, text; a
 * value its column's type could not read is 'unread' (shown as written, sorted after the values
 * read); a cell the document had no answer for is 'missing'.
 */
export type CellReading =
  | { kind: 'missing' }
  | { kind: 'unread' }
  | { kind: 'text'; text: string }
  | { kind: 'amount'; amount: GridAmount }
  | { kind: 'date'; iso: string }
  | { kind: 'yesno'; yes: boolean };

export type CellReader = (row: GridRow, column: GridColumn) => CellReading;

function readingOf(cell: GridCell, column: GridColumn, locale: string): CellReading {
  if (column.type === 'text') return { kind: 'text', text: cell.value.toLocaleLowerCase() };
  if (column.type === 'number') {
    const amount = readAmount(cell.value, locale);
    return amount ? { kind: 'amount', amount } : { kind: 'unread' };
  }
  if (column.type === 'date') {
    const iso = readDate(cell.value, locale);
    return iso ? { kind: 'date', iso } : { kind: 'unread' };
  }
  const yes = readYesNo(cell.value);
  return yes === null ? { kind: 'unread' } : { kind: 'yesno', yes };
}

/** A reader for one locale; each cell is read once (a 2,000-row grid sorts without reading again). */
export function cellReader(locale: string): CellReader {
  const read = new WeakMap<GridCell, CellReading>();
  return (row, column) => {
    const cell = row.cells[column.id];
    if (!cell || cell.value === GRID_NOT_FOUND) return { kind: 'missing' };
    let reading = read.get(cell);
    if (!reading) {
      reading = readingOf(cell, column, locale);
      read.set(cell, reading);
    }
    return reading;
  };
}

/** What amounts compare within: their currency and unit ('EUR', 'GBP per year', 'days'); '' for bare figures. */
export function amountGroup(amount: GridAmount): string {
  return [amount.currency, amount.unit].filter(Boolean).join(' ');
}
