import { GRID_NOT_FOUND } from '@quarry/contracts/grid';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aContractGrid } from '@/testing/grid-fixture';
import { GridTable } from './grid-table';

/** jsdom lays nothing out: the scroll box says it is 440 px tall and each row 44 px, room for ten rows. */
function giveTheBoxAHeight() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(44);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
}

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((r) => r.querySelector('th[scope="row"]'));

describe('the evidence grid table', () => {
  beforeEach(giveTheBoxAHeight);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('when the grid has 2,000 documents, then only the rows in view are rendered', () => {
    render(<GridTable grid={aContractGrid(2000)} />);
    const rendered = bodyRows().length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
    expect(screen.getByText('2000 documents')).toBeTruthy();
  });

  it('when a column header is clicked, then the rows sort by it and the header says so', async () => {
    const user = userEvent.setup();
    render(<GridTable grid={aContractGrid(12)} />);
    await user.click(screen.getByRole('button', { name: 'What is the contract value?' }));
    await user.click(screen.getByRole('button', { name: 'What is the contract value?' }));
    expect(bodyRows()[0]?.querySelector('th')?.textContent).toBe('Contract 0012.pdf');
    expect(
      screen.getByRole('columnheader', { name: /What is the contract value/ }).getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('when a date filter names a year, then only that year stays and the count says how many', async () => {
    const user = userEvent.setup();
    render(<GridTable grid={aContractGrid(12)} />);
    await user.type(
      screen.getByRole('textbox', { name: 'From (a year or YYYY-MM-DD): When does it renew?' }),
      '2027',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'To (a year or YYYY-MM-DD): When does it renew?' }),
      '2027',
    );
    expect(bodyRows()).toHaveLength(4);
    expect(screen.getByText('4 of 12 documents')).toBeTruthy();
  });

  it('when a document had no answer, then its cell says not found, muted, with no quote to open', () => {
    render(<GridTable grid={aContractGrid(5)} />);
    const fifth = bodyRows()[4] as HTMLElement;
    const missing = within(fifth).getByText(GRID_NOT_FOUND);
    expect(missing.className).toContain('text-muted-foreground');
    expect(missing.closest('button')).toBeNull();
  });

  it('when an open cell’s row is scrolled out of the rendered rows and back, then its quote is still open', async () => {
    const user = userEvent.setup();
    render(<GridTable grid={aContractGrid(2000)} />);
    const box = screen.getByTestId('evidence-grid-scroll');
    await user.click(screen.getByRole('button', { name: /^\$1,000: show the quote/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();

    box.scrollTop = 44 * 500;
    fireEvent.scroll(box);
    await waitFor(() => expect(screen.queryByText('Contract 0001.pdf')).toBeNull());
    box.scrollTop = 0;
    fireEvent.scroll(box);

    const popover = await screen.findByRole('dialog');
    expect(popover.querySelector('blockquote')?.textContent).toBe('“a total of $1,000”');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('when a cell is opened, then its quote and page show; an unverified one is marked', async () => {
    const user = userEvent.setup();
    const grid = aContractGrid(2);
    const first = grid.rows[0];
    if (first?.cells.c2)
      first.cells.c2 = { ...first.cells.c2, unverified: true, page: 4, pageCorrectedFrom: 2 };
    render(<GridTable grid={grid} />);

    await user.click(screen.getByRole('button', { name: /^\$1,000: show the quote/ }));

    const popover = await screen.findByRole('dialog');
    expect(popover.querySelector('blockquote')?.textContent).toBe('“a total of $1,000”');
    expect(within(popover).getByText('Page 4 (the model said page 2)')).toBeTruthy();
    expect(within(popover).getByText('Not found in the document')).toBeTruthy();
    expect(within(popover).queryByText('Verified')).toBeNull();
  });

  it('when a cell whose quote the check found is opened, then its popover marks the quote verified', async () => {
    const user = userEvent.setup();
    render(<GridTable grid={aContractGrid(2)} />);

    await user.click(screen.getByRole('button', { name: /^\$1,000: show the quote/ }));

    const popover = await screen.findByRole('dialog');
    expect(within(popover).getByText('Verified')).toBeTruthy();
    expect(within(popover).queryByText('Not found in the document')).toBeNull();
  });

  it('when a cell is opened, then its quote popover is named by the question and the document', async () => {
    const user = userEvent.setup();
    render(<GridTable grid={aContractGrid(2)} />);

    await user.click(screen.getByRole('button', { name: /^\$1,000: show the quote/ }));

    expect(
      await screen.findByRole('dialog', { name: 'What is the contract value? Contract 0001.pdf' }),
    ).toBeTruthy();
  });

  it('when a value column holding several currencies is sorted, then each currency sorts within itself and the header says so', async () => {
    const user = userEvent.setup();
    const grid = aContractGrid(4);
    ['EUR 12,000,', '$15,600', '£18,750', 'EUR 22,400'].forEach((value, i) => {
      const row = grid.rows[i];
      if (row) row.cells.c2 = { value, normalized: null, quote: value };
    });
    render(<GridTable grid={grid} />);

    await user.click(screen.getByRole('button', { name: 'What is the contract value?' }));

    const shown = bodyRows().map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(shown).toEqual(['EUR 12,000', 'EUR 22,400', '£18,750', '$15,600']);
    const header = screen.getByRole('columnheader', { name: /What is the contract value/ });
    expect(within(header).getByText('Sorted within each currency')).toBeTruthy();
  });
});
