import { GRID_NOT_FOUND } from '@quarry/contracts/grid';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aContractGrid } from '@/testing/grid-fixture';
import { fakeScreenWidth } from '@/testing/screen-width';
import { GridCards } from './grid-cards';
import { GridView } from './grid-view';

/** jsdom lays nothing out: the cards' box says it is 780 px tall and each card 260 px, room for three. */
function giveTheBoxAHeight() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(260);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(780);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Documents in the evidence grid' })).getAllByRole('article');

describe('the evidence grid on a phone', () => {
  beforeEach(giveTheBoxAHeight);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('when the screen is narrow, then each document is a card and there is no table; when it is wide, the table', async () => {
    const screenWidth = fakeScreenWidth(false);
    render(<GridView grid={aContractGrid(3)} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards()).toHaveLength(3);

    act(() => screenWidth.resize(true));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Documents in the evidence grid' })).toBeNull();
  });

  it('when a card shows, then it names its document and gives each column question with its value', () => {
    render(<GridCards grid={aContractGrid(5)} />);

    const first = cards()[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Contract 0001.pdf' })).toBeTruthy();
    const terms = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Who is the counterparty?',
      'What is the contract value?',
      'When does it renew?',
      'Can it be ended early?',
    ]);
    const values = within(first)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['Counterparty 1', '$1,000', '31 March 2027', 'No']);
  });

  it('when a value is tapped, then its quote and page open in a popover named for what it shows', async () => {
    const user = userEvent.setup();
    render(<GridCards grid={aContractGrid(2)} />);

    await user.click(
      screen.getByRole('button', {
        name: '$1,000: show the quote for "What is the contract value?" in Contract 0001.pdf',
      }),
    );

    const popover = await screen.findByRole('dialog');
    expect(popover.querySelector('blockquote')?.textContent).toBe('“a total of $1,000”');
    expect(within(popover).getByText('Page 1')).toBeTruthy();
  });

  it('when a document had no answer, then its card says not found with nothing to tap', () => {
    render(<GridCards grid={aContractGrid(5)} />);
    expect(screen.getByText('5 documents')).toBeTruthy();
    const fifth = cards().find((card) => within(card).queryByRole('heading', { name: 'Contract 0005.pdf' }));
    const missing = within(fifth as HTMLElement).getByText(GRID_NOT_FOUND);
    expect(missing.closest('button')).toBeNull();
  });

  it('when the grid has 2,000 documents, then only the cards in view are rendered', () => {
    render(<GridCards grid={aContractGrid(2000)} />);
    expect(cards().length).toBeGreaterThan(0);
    expect(cards().length).toBeLessThan(20);
  });
});
