import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileResponse, openExportMenu, recordDownloads } from '@/testing/export-fakes';
import { fail, fakeApi, never } from '@/testing/fake-api';
import { recordToasts } from '@/testing/toast-recorder';

describe('Export menu', () => {
  it('when opened, then it offers the six exports in the order of the issue', async () => {
    // Arrange
    fakeApi({});

    // Act
    await openExportMenu();

    // Assert
    expect(screen.getByRole('button', { name: 'Export' }).getAttribute('aria-haspopup')).toBe('menu');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'PDF',
      'Word (.docx)',
      'Markdown',
      'Google Docs',
      'Evidence table (CSV)',
      'Evidence table (Excel)',
    ]);
  });

  it("when the owner chooses PDF, then the owner's PDF is fetched and saved under the server's name", async () => {
    // Arrange
    const api = fakeApi({
      'GET /api/report-execution/e1/export/pdf': () => fileResponse('%PDF-1.7', 'Recall costs – 品質.pdf'),
    });
    const saved = recordDownloads();
    const user = await openExportMenu();

    // Act
    await user.click(screen.getByRole('menuitem', { name: 'PDF' }));

    // Assert
    await waitFor(() => expect(saved).toEqual(['Recall costs – 品質.pdf']));
    expect(api.callsTo('GET /api/report-execution/e1/export/pdf')).toHaveLength(1);
  });

  it("when a team member chooses Evidence table (Excel), then the shared view's file is fetched", async () => {
    // Arrange
    const api = fakeApi({
      'GET /api/shared-report-execution/e1/export/xlsx': () => fileResponse('PK', 'Recall costs.xlsx'),
    });
    const saved = recordDownloads();
    const user = await openExportMenu({ shared: true });

    // Act
    await user.click(screen.getByRole('menuitem', { name: 'Evidence table (Excel)' }));

    // Assert
    await waitFor(() => expect(saved).toEqual(['Recall costs.xlsx']));
    expect(api.callsTo('GET /api/shared-report-execution/e1/export/xlsx')).toHaveLength(1);
    expect(api.callsTo('GET /api/report-execution/e1/export/xlsx')).toHaveLength(0);
  });

  it('when a file is being written, then its item shows it is busy and no other export starts', async () => {
    // Arrange
    fakeApi({ 'GET /api/report-execution/e1/export/docx': never });
    const user = await openExportMenu();

    // Act
    await user.click(screen.getByRole('menuitem', { name: 'Word (.docx)' }));

    // Assert
    const item = await screen.findByRole('menuitem', { name: 'Word (.docx)' });
    await waitFor(() => expect(item.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('status').textContent).toBe('Writing the Word (.docx)...');
    expect(screen.getByRole('menuitem', { name: 'Markdown' }).getAttribute('aria-disabled')).toBe('true');
  });

  it("when the export fails, then the error toast carries the server's message and nothing is saved", async () => {
    // Arrange
    const message = 'This report has not finished, so there is nothing to export yet.';
    fakeApi({ 'GET /api/report-execution/e1/export/md': fail(409, { message }) });
    const saved = recordDownloads();
    const toasts = recordToasts();
    const user = await openExportMenu();

    // Act
    await user.click(screen.getByRole('menuitem', { name: 'Markdown' }));

    // Assert
    await waitFor(() =>
      expect(toasts.all).toEqual([{ title: 'Error', description: message, variant: 'destructive' }]),
    );
    expect(saved).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('when a download has finished, then the menu has closed and one click on Export opens it again', async () => {
    // Arrange
    fakeApi({
      'GET /api/report-execution/e1/export/pdf': () => fileResponse('%PDF-1.7', 'Recall costs.pdf'),
    });
    const saved = recordDownloads();
    const user = await openExportMenu();
    await user.click(screen.getByRole('menuitem', { name: 'PDF' }));
    await waitFor(() => expect(saved).toEqual(['Recall costs.pdf']));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // Act
    await user.click(screen.getByRole('button', { name: 'Export' }));

    // Assert
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'PDF' }).getAttribute('aria-busy')).toBeNull();
  });
});
