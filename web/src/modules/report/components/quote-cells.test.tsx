import type { EvidenceQuote } from '@quarry/contracts/report';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuoteCells } from './quote-cells';

const COMPUTED: EvidenceQuote = {
  text: "The total of 'Actual', in 'Opex YTD' (all rows): Actual: $31,260,000",
  verified: true,
  plan: "the total of 'Actual', in 'Opex YTD' (all rows)",
  cells: Array.from({ length: 10 }, (_, i) => ({
    sheet: 'Opex YTD',
    address: `C${i + 2}`,
    value: `$${i + 1},000`,
  })),
};

describe('the cells of a cited passage', () => {
  it('when the value was computed, then the plan in words and the cells used are shown, the rest counted', () => {
    render(<QuoteCells quote={COMPUTED} />);
    expect(
      screen.getByText("Computed by Quarry: the total of 'Actual', in 'Opex YTD' (all rows)"),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Cells used' });
    const first = within(table).getAllByRole('row')[0] as HTMLElement;
    expect(first.textContent).toBe('sheet Opex YTD, C2$1,000');
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByText('and 2 more cells')).toBeTruthy();
  });

  it('when a copied figure was found in a record, then its record and field are named', () => {
    render(
      <QuoteCells quote={{ text: 'Revenue 5', cells: [{ record: 4, field: 'revenue', value: '5' }] }} />,
    );
    const table = screen.getByRole('table', { name: 'Cell holding this figure' });
    expect(within(table).getByRole('row').textContent).toBe('record 4, field revenue5');
  });
});
