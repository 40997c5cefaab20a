import { DRIVE_FOLDER_NOT_FOUND_MESSAGE } from '@quarry/contracts/exports';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openExportMenu } from '@/testing/export-fakes';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { takePendingGoogleDocAction } from '../utils/pending-google-doc';
import { ExportMenu } from './export-menu';

const PICKER = 'http://127.0.0.1:9100/picker';
const FOLDER = 'application/vnd.google-apps.folder';
const SAVE = 'POST /api/report-execution/e1/google-doc';
const doc = {
  fileId: 'f1',
  link: 'https://docs.google.com/document/d/f1/edit',
  name: 'Recall costs',
  createdAt: '2026-11-27T10:00:00.000Z',
};
const publicConfig = {
  recaptchaSiteKey: 'k',
  recaptchaScriptUrl: 'http://127.0.0.1:9100/recaptcha/api.js',
  cardForm: { kind: 'emulator-page', setupPageUrl: 'http://127.0.0.1:9100/stripe/setup' },
  folderPicker: { kind: 'emulator-page', pickerUrl: PICKER },
};
const token = { accessToken: 'ya29.picker', expiresAt: '2026-11-27T11:00:00.000Z' };

/** Opens 'Google Docs' from the menu; answers the save dialog. */
async function openSaveDialog(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /api/public-config': ok(publicConfig), ...handlers });
  const user = await openExportMenu();
  await user.click(screen.getByRole('menuitem', { name: 'Google Docs' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save to Google Docs' });
  return { api, user, dialog };
}

/** The emulator's page answering from its frame, as it does with postMessage. */
async function pickerAnswers(data: unknown, origin = new URL(PICKER).origin) {
  const frame = (await screen.findByTitle('Google Drive folders')) as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
  });
  return frame;
}

describe('Save to Google Docs: the folder', () => {
  it('when nothing was chosen before, then the dialog names "Quarry reports" and Save saves there', async () => {
    // Arrange
    const toasts = recordToasts();
    const { api, user, dialog } = await openSaveDialog({ [SAVE]: ok(doc) });

    // Act
    expect(within(dialog).getByText('Quarry reports')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Assert
    await waitFor(() => expect(toasts.titles()).toEqual(['Saved to Google Docs']));
    expect(api.callsTo(SAVE)[0]?.body).toEqual({});
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when a folder is chosen in the picker, then its name shows, Save saves into it, and it is the default next time', async () => {
    // Arrange
    const { api, user, dialog } = await openSaveDialog({
      'POST /api/auth/picker-token': ok(token),
      [SAVE]: ok(doc),
    });

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Choose a folder…' }));
    const frame = await pickerAnswers({
      action: 'picked',
      docs: [{ id: 'folder-1', name: 'Suppliers', mimeType: FOLDER }],
    });
    const again = await screen.findByRole('dialog', { name: 'Save to Google Docs' });
    await within(again).findByText('Suppliers');
    await user.click(within(again).getByRole('button', { name: 'Save' }));

    // Assert
    const address = new URL(frame.src);
    expect(`${address.origin}${address.pathname}`).toBe(PICKER);
    expect(address.searchParams.get('token')).toBe(token.accessToken);
    expect(address.searchParams.get('origin')).toBe(window.location.origin);
    await waitFor(() => expect(api.callsTo(SAVE)[0]?.body).toEqual({ folderId: 'folder-1' }));
    expect(JSON.parse(localStorage.getItem('google_docs_folder') ?? 'null')).toEqual({
      id: 'folder-1',
      name: 'Suppliers',
    });
  });

  it('when the picker is cancelled or another page posts a message, then the folder stays as it was', async () => {
    // Arrange
    const { user, dialog } = await openSaveDialog({ 'POST /api/auth/picker-token': ok(token) });
    await user.click(within(dialog).getByRole('button', { name: 'Choose a folder…' }));

    // Act
    await pickerAnswers(
      { action: 'picked', docs: [{ id: 'evil', name: 'Elsewhere', mimeType: FOLDER }] },
      'https://evil.example',
    );
    await pickerAnswers({ action: 'cancel' });

    // Assert
    const again = await screen.findByRole('dialog', { name: 'Save to Google Docs' });
    expect(within(again).getByText('Quarry reports')).toBeTruthy();
    expect(within(again).queryByText('Elsewhere')).toBeNull();
    expect(localStorage.getItem('google_docs_folder')).toBeNull();
  });

  it('when choosing needs the permission to create files, then Google is asked and the dialog comes back after', async () => {
    // Arrange
    const { api, user, dialog } = await openSaveDialog({
      'POST /api/auth/picker-token': fail(403, {
        errorCode: 'DRIVE_FILE_AUTH_REQUIRED',
        message: 'Quarry needs your permission to create files in your Google Drive.',
      }),
      'POST /api/auth/authorization-url': ok({
        url: new URL('#google-consent', window.location.href).href,
        state: 'st1',
        redirectUri: 'http://localhost/drive-file-callback',
      }),
    });

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Choose a folder…' }));

    // Assert
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    expect(api.callsTo('POST /api/auth/authorization-url')[0]?.body).toEqual({ purpose: 'drive-file' });
    expect(takePendingGoogleDocAction('e1', false)).toMatchObject({ next: 'choose-folder' });
  });

  it('when the page opens again after that permission, then the save dialog shows, without saving', async () => {
    // Arrange
    sessionStorage.setItem(
      'pending_google_doc',
      JSON.stringify({
        returnTo: '/report-execution/e1',
        executionId: 'e1',
        shared: false,
        next: 'choose-folder',
      }),
    );
    const api = fakeApi({ 'GET /api/public-config': ok(publicConfig) });

    // Act
    renderRoute(<ExportMenu executionId="e1" />, {
      path: '/report-execution/:id',
      url: '/report-execution/e1',
    });

    // Assert
    expect(await screen.findByRole('dialog', { name: 'Save to Google Docs' })).toBeTruthy();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('when the remembered folder can no longer be used, then the error shows, nothing is lost and the dialog falls back to "Quarry reports"', async () => {
    // Arrange
    localStorage.setItem('google_docs_folder', JSON.stringify({ id: 'gone-1', name: 'Old folder' }));
    const toasts = recordToasts();
    const { api, user, dialog } = await openSaveDialog({
      [SAVE]: fail(404, { errorCode: 'DRIVE_FOLDER_NOT_FOUND', message: DRIVE_FOLDER_NOT_FOUND_MESSAGE }),
    });
    expect(within(dialog).getByText('Old folder')).toBeTruthy();

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Assert
    await waitFor(() =>
      expect(toasts.all).toMatchObject([{ title: 'Error', description: DRIVE_FOLDER_NOT_FOUND_MESSAGE }]),
    );
    expect(api.callsTo(SAVE)[0]?.body).toEqual({ folderId: 'gone-1' });
    expect(await within(dialog).findByText('Quarry reports')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Save to Google Docs' })).toBe(dialog);
    expect(localStorage.getItem('google_docs_folder')).toBeNull();
  });
});
