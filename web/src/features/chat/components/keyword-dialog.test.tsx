import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KeywordLists } from '../utils/keyword-list';
import { KeywordDialog } from './keyword-dialog';

function renderDialog(
  initial: KeywordLists = { positive: ['budget', 'forecast'], negative: [] },
  maxKeywords = 30,
) {
  const onSearch = vi.fn();
  const onCancel = vi.fn();
  render(
    <KeywordDialog
      initial={initial}
      maxKeywords={maxKeywords}
      searching={false}
      onSearch={onSearch}
      onCancel={onCancel}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Select Keywords' });
  return { onSearch, onCancel, dialog: within(dialog) };
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Keywords' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('keyword dialog', () => {
  it('when a keyword is excluded, then it shows with a leading minus and is searched as a negative keyword', async () => {
    const user = userEvent.setup();
    const { dialog, onSearch } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Exclude forecast' }));
    expect(chips()).toEqual(['budget', '-forecast']);
    await user.click(dialog.getByRole('button', { name: 'Search (1 keyword)' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ positive: ['budget'], negative: ['forecast'] });
  });

  it('when an excluded keyword is included again, then it turns back into a searched keyword', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog({ positive: ['budget'], negative: ['draft'] });
    await user.click(dialog.getByRole('button', { name: 'Include draft' }));
    expect(chips()).toEqual(['budget', 'draft']);
    expect(dialog.getByRole('button', { name: 'Search (2 keywords)' })).toBeTruthy();
  });

  it('when a keyword is typed and Enter pressed, or the plus button used, then it is added', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(dialog.getByRole('textbox', { name: 'New keyword' }), ' revenue {Enter}');
    await user.type(dialog.getByRole('textbox', { name: 'New keyword' }), '-draft');
    await user.click(dialog.getByRole('button', { name: 'Add keyword' }));
    expect(chips()).toEqual(['budget', 'forecast', 'revenue', '-draft']);
    expect((dialog.getByRole('textbox', { name: 'New keyword' }) as HTMLInputElement).value).toBe('');
  });

  it('when a keyword already in either list is typed, then it is refused with a message', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog({ positive: ['budget'], negative: ['draft'] });
    await user.type(dialog.getByRole('textbox', { name: 'New keyword' }), 'Draft{Enter}');
    expect(dialog.getByRole('alert').textContent).toBe('That keyword is already in the list.');
    expect(chips()).toEqual(['budget', '-draft']);
  });

  it("when the server's maximum is reached, then no keyword is added", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog({ positive: ['a', 'b'], negative: [] }, 2);
    await user.type(dialog.getByRole('textbox', { name: 'New keyword' }), 'c{Enter}');
    expect(dialog.getByRole('alert').textContent).toBe('You can use at most 2 keywords.');
    expect(chips()).toEqual(['a', 'b']);
  });

  it('when keywords are removed or cleared, then Search is disabled at zero keywords', async () => {
    const user = userEvent.setup();
    const { dialog, onSearch } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Remove budget' }));
    expect(chips()).toEqual(['forecast']);
    await user.click(dialog.getByRole('button', { name: 'Clear All' }));
    const search = dialog.getByRole('button', { name: 'Search (0 keywords)' });
    expect(search).toHaveProperty('disabled', true);
    await user.click(search);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('when only excluded keywords are left, then Search stays disabled', async () => {
    const { dialog } = renderDialog({ positive: [], negative: ['draft'] });
    expect(dialog.getByRole('button', { name: 'Search (0 keywords)' })).toHaveProperty('disabled', true);
  });

  it('when some keywords are excluded, then the counter and the Search button count the same keywords', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog({
      positive: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
      negative: ['draft'],
    });
    expect(dialog.getByText(/of at most 30 keywords/).textContent).toBe(
      '8 of at most 30 keywords, and 1 excluded',
    );
    expect(dialog.getByRole('button', { name: 'Search (8 keywords)' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Include draft' }));
    expect(dialog.getByText(/of at most 30 keywords/).textContent).toBe('9 of at most 30 keywords');
    expect(dialog.getByRole('button', { name: 'Search (9 keywords)' })).toBeTruthy();
  });

  it("when including an excluded keyword would pass the server's maximum, then it stays excluded and says why", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog({ positive: ['a', 'b'], negative: ['draft'] }, 2);
    await user.click(dialog.getByRole('button', { name: 'Include draft' }));
    expect(dialog.getByRole('alert').textContent).toBe('You can use at most 2 keywords.');
    expect(chips()).toEqual(['a', 'b', '-draft']);
  });

  it('when Cancel is pressed, then the dialog reports it', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('when the user clicks outside the dialog, then it stays open and nothing is cancelled', async () => {
    const { onCancel } = renderDialog();
    // Radix starts listening for outside clicks one task after the dialog opens.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.pointerDown(document.body);
    fireEvent.pointerUp(document.body);
    fireEvent.click(document.body);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Select Keywords' })).toBeTruthy();
  });
});
