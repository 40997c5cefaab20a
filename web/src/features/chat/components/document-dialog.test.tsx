import type { FoundDocument } from '@quarry/contracts/research';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DocumentDialog } from './document-dialog';

const documents: FoundDocument[] = [
  {
    id: 'b1',
    name: 'Budget 2024',
    mimeType: 'application/vnd.google-apps.spreadsheet',
    webViewLink: 'https://docs.google.com/spreadsheets/d/b1/edit',
    supported: true,
    badge: 'Spreadsheet',
  },
  {
    id: 'd1',
    name: 'Board deck',
    mimeType: 'application/vnd.google-apps.presentation',
    webViewLink: 'https://docs.google.com/presentation/d/d1/edit',
    supported: false,
    badge: 'Presentation',
  },
  { id: 'p1', name: 'Lease.pdf', mimeType: 'application/pdf', supported: true, badge: 'PDF' },
];

function renderDialog(list = documents) {
  const onContinue = vi.fn();
  const onBack = vi.fn();
  render(
    <MemoryRouter>
      <DocumentDialog documents={list} onBack={onBack} onContinue={onContinue} onCancel={vi.fn()} />
    </MemoryRouter>,
  );
  return {
    onContinue,
    onBack,
    dialog: within(screen.getByRole('dialog', { name: 'Select Files/Documents' })),
  };
}

describe('document dialog', () => {
  it('when it opens, then it counts the matches, warns about unsupported files and selects every supported one', () => {
    const { dialog } = renderDialog();
    expect(dialog.getByText('Found 3 documents matching your keywords')).toBeTruthy();
    expect(dialog.getByText('1 file(s) not supported - convert to PDF for compatibility')).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: 'Select All (2 supported)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(dialog.getByText('2 selected')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Continue (2 documents)' })).toHaveProperty('disabled', false);
  });

  it('when a file type is not supported, then it cannot be selected and says how to make it compatible', () => {
    const { dialog } = renderDialog();
    const deck = dialog.getByRole('checkbox', { name: 'Board deck' });
    expect(deck).toHaveProperty('disabled', true);
    expect(deck).toHaveProperty('checked', false);
    expect(dialog.getByText('Presentation (Not Supported)')).toBeTruthy();
    expect(dialog.getByText('File Type Not Supported by Quarry')).toBeTruthy();
    expect(dialog.getByText('Output this file to PDF to make it Compatible')).toBeTruthy();
  });

  it('when documents are listed, then each shows its type badge and a source link opening in a new tab', () => {
    const { dialog } = renderDialog();
    expect(dialog.getByText('Spreadsheet')).toBeTruthy();
    expect(dialog.getByText('PDF')).toBeTruthy();
    const link = dialog.getByRole('link', { name: 'Open Budget 2024 in Google Drive' });
    expect(link.getAttribute('href')).toBe('https://docs.google.com/spreadsheets/d/b1/edit');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('when one document is unticked, then Continue sends only the others', async () => {
    const user = userEvent.setup();
    const { dialog, onContinue } = renderDialog();
    await user.click(dialog.getByRole('checkbox', { name: 'Budget 2024' }));
    expect(dialog.getByText('1 selected')).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: 'Select All (2 supported)' })).toHaveProperty(
      'checked',
      false,
    );
    await user.click(dialog.getByRole('button', { name: 'Continue (1 document)' }));
    expect(onContinue).toHaveBeenCalledExactlyOnceWith(
      [{ id: 'p1', name: 'Lease.pdf', mimeType: 'application/pdf' }],
      [],
    );
  });

  it('when Select All is unticked, then nothing is selected and Continue is disabled', async () => {
    const user = userEvent.setup();
    const { dialog, onContinue } = renderDialog();
    await user.click(dialog.getByRole('checkbox', { name: 'Select All (2 supported)' }));
    expect(dialog.getByText('0 selected')).toBeTruthy();
    const next = dialog.getByRole('button', { name: 'Continue (0 documents)' });
    expect(next).toHaveProperty('disabled', true);
    await user.click(dialog.getByRole('checkbox', { name: 'Select All (2 supported)' }));
    expect(dialog.getByText('2 selected')).toBeTruthy();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('when Back is pressed, then the dialog reports it', async () => {
    const user = userEvent.setup();
    const { dialog, onBack } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('when nothing matched, then it says so and Continue is disabled', () => {
    const { dialog } = renderDialog([]);
    expect(dialog.getByText('Found 0 documents matching your keywords')).toBeTruthy();
    expect(dialog.queryByText(/not supported - convert to PDF/)).toBeNull();
    expect(dialog.getByRole('button', { name: 'Continue (0 documents)' })).toHaveProperty('disabled', true);
  });

  it('when the search found nothing, then the dialog suggests fewer keywords, no exclusions or other folders instead of an empty list', async () => {
    const user = userEvent.setup();
    const { dialog, onBack } = renderDialog([]);
    expect(dialog.getByText(/No documents in your Google Drive match these keywords/)).toBeTruthy();
    expect(dialog.getByText(/fewer or broader keywords/)).toBeTruthy();
    expect(dialog.getByText(/remove excluded \(red\) keywords/)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Choose other folders' }).getAttribute('href')).toBe(
      '/google-drive',
    );
    expect(dialog.queryByRole('list', { name: 'Documents' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
