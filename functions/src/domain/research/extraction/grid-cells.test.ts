import type { GridColumns } from '@quarry/contracts/grid';
import { describe, expect, it } from 'vitest';
import { keptCells } from './grid-cells';

const COLUMNS: GridColumns = [
  { id: 'c1', question: 'Who is the counterparty?', type: 'text' },
  { id: 'c2', question: 'What is the contract value?', type: 'number' },
];

describe('keeping the cells of a model’s answer', () => {
  it('when a value keeps the punctuation of the sentence it was cut from, then the cell is kept without it', () => {
    const cells = keptCells(
      [
        { column: 'c1', value: ' Orchid Catering Co. ', quote: 'with Orchid Catering Co.' },
        { column: 'c2', value: 'EUR 12,000,', quote: 'The total contract value is EUR 12,000, invoiced' },
      ],
      COLUMNS,
    );

    expect(cells.map((cell) => cell.value)).toEqual(['Orchid Catering Co.', 'EUR 12,000']);
  });

  it('when a value is only punctuation, then the column has no cell', () => {
    expect(keptCells([{ column: 'c2', value: ' ,; ', quote: 'x' }], COLUMNS)).toEqual([]);
  });
});
