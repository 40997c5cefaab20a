import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openExportMenu } from '@/testing/export-fakes';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { recordToasts } from '@/testing/toast-recorder';
import { takePendingGoogleDoc } from '../utils/pending-google-doc';

const doc = {
  fileId: 'f1',
  link: 'https://docs.google.com/document/d/f1/edit',
  name: 'Recall costs',
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe('Export menu: Google Docs', () => {
  it('when the save succeeds, then a toast and the view link to the new doc in a new tab', async () => {
    // Arrange
    const api = fakeApi({ 'POST /api/report-execution/e1/google-doc': ok(doc) });
    const toasts = recordToasts();
    const user = await openExportMenu();

    // Act
    await user.click(screen.getByRole('menuitem', { name: 'Google Docs' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));

    // Assert
    await waitFor(() => expect(toasts.titles()).toEqual(['Saved to Google Docs']));
    const links = await screen.findAllByRole('link', { name: 'Open in Google Docs' });
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(doc.link);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(api.callsTo('POST /api/report-execution/e1/google-doc')[0]?.body).toEqual({});
  });

  it('when the run was saved before, then its link shows without saving again', async () => {
    // Arrange
    const api = fakeApi({ 'GET /api/shared-report-execution/e1/google-doc': ok(doc) });

    // Act
    await openExportMenu({ shared: true });

    // Assert
    expect((await screen.findByRole('link', { name: 'Open in Google Docs' })).getAttribute('href')).toBe(
      doc.link,
    );
    expect(api.callsTo('POST /api/shared-report-execution/e1/google-doc')).toHaveLength(0);
  });

  it('when Drive file access was not granted yet, then the authorization starts and the save waits for the return', async () => {
    // Arrange
    const api = fakeApi({
      'POST /api/report-execution/e1/google-doc': fail(403, {
        errorCode: 'DRIVE_FILE_AUTH_REQUIRED',
        message: 'Quarry needs your permission to create files in your Google Drive.',
      }),
      'POST /api/auth/authorization-url': ok({
        url: new URL('#google-consent', window.location.href).href,
        state: 'st1',
        redirectUri: 'http://localhost/drive-file-callback',
      }),
    });
    const toasts = recordToasts();
    const user = await openExportMenu();

    // Act
    await user.click(screen.getByRole('menuitem', { name: 'Google Docs' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));

    // Assert
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    expect(api.callsTo('POST /api/auth/authorization-url')[0]?.body).toEqual({ purpose: 'drive-file' });
    expect(sessionStorage.getItem('oauth_state')).toBe('st1');
    expect(toasts.all).toEqual([]);
    expect(takePendingGoogleDoc('e1', false)).toBe(true);
  });

  it('when the page opens again after the authorization, then the waiting save is made once', async () => {
    // Arrange
    sessionStorage.setItem(
      'pending_google_doc',
      JSON.stringify({ returnTo: '/report-execution/e1', executionId: 'e1', shared: false }),
    );
    const api = fakeApi({ 'POST /api/report-execution/e1/google-doc': ok(doc) });

    // Act
    await openExportMenu();

    // Assert
    expect((await screen.findAllByRole('link', { name: 'Open in Google Docs' })).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/report-execution/e1/google-doc')).toHaveLength(1);
    expect(sessionStorage.getItem('pending_google_doc')).toBeNull();
  });

  it('when a team member has no Drive access, then Google Docs is unavailable and says why', async () => {
    // Arrange
    const api = fakeApi({ 'GET /api/v1/check-drive-token': ok({ token_exists: false }) });
    const user = await openExportMenu({ shared: true });

    // Act
    const item = await screen.findByRole('menuitem', { name: 'Google Docs' });
    await waitFor(() => expect(item.getAttribute('aria-disabled')).toBe('true'));
    await user.click(item);

    // Assert
    expect(item.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(item).getByText('Connect Google Drive first to save to Google Docs').id).toBe(
      item.getAttribute('aria-describedby'),
    );
    expect(api.callsTo('POST /api/shared-report-execution/e1/google-doc')).toHaveLength(0);
  });
});
