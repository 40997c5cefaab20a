import type { FoundDocument } from '@quarry/contracts/research';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentDialog } from './document-dialog';

const documents: FoundDocument[] = [
  { id: 'p1', name: 'Lease.pdf', mimeType: 'application/pdf', supported: true, badge: 'PDF' },
];

function renderDialog() {
  const onContinue = vi.fn();
  render(
    <MemoryRouter>
      <DocumentDialog documents={documents} onBack={vi.fn()} onContinue={onContinue} onCancel={vi.fn()} />
    </MemoryRouter>,
  );
  return { onContinue, user: userEvent.setup() };
}

const editor = () => within(screen.getByRole('dialog', { name: 'Add columns' }));

describe('adding columns to a run', () => {
  afterEach(cleanup);

  it('when columns are added with types and one removed, then Continue sends them with stable ids', async () => {
    const { onContinue, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add columns' }));
    await user.type(editor().getByLabelText('Column 1 question'), 'Who is the counterparty?');
    await user.click(editor().getByRole('button', { name: 'Add column' }));
    await user.type(editor().getByLabelText('Column 2 question'), 'Scratch');
    await user.click(editor().getByRole('button', { name: 'Add column' }));
    await user.type(editor().getByLabelText('Column 3 question'), 'What is the contract value?');
    await user.selectOptions(editor().getAllByLabelText('Type')[2] as HTMLElement, 'Number');
    await user.click(editor().getByRole('button', { name: 'Remove column 2' }));
    await user.click(editor().getByRole('button', { name: 'Save columns' }));

    await user.click(screen.getByRole('button', { name: 'Edit columns (2)' }));
    await user.click(editor().getByRole('button', { name: 'Add column' }));
    await user.type(editor().getByLabelText('Column 3 question'), 'When does it renew?');
    await user.selectOptions(editor().getAllByLabelText('Type')[2] as HTMLElement, 'Date');
    await user.click(editor().getByRole('button', { name: 'Save columns' }));
    await user.click(screen.getByRole('button', { name: /^Continue/ }));

    expect(onContinue).toHaveBeenCalledWith(expect.any(Array), [
      { id: 'c1', question: 'Who is the counterparty?', type: 'text' },
      { id: 'c3', question: 'What is the contract value?', type: 'number' },
      { id: 'c2', question: 'When does it renew?', type: 'date' },
    ]);
  });

  it('when a column question is left empty, then the editor says so and stays open', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add columns' }));
    await user.click(editor().getByRole('button', { name: 'Save columns' }));

    expect(await editor().findByText('Each column needs a short question')).toBeTruthy();
  });

  it('when twenty columns are there, then no more can be added', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add columns' }));
    for (let n = 2; n <= 20; n++) await user.click(editor().getByRole('button', { name: 'Add column' }));

    expect(editor().getAllByLabelText(/^Column \d+ question$/)).toHaveLength(20);
    expect(editor().getByRole('button', { name: 'Add column' }).hasAttribute('disabled')).toBe(true);
  });

  it('when no columns are added, then Continue sends none', async () => {
    const { onContinue, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    expect(onContinue).toHaveBeenCalledWith(expect.any(Array), []);
  });
});
