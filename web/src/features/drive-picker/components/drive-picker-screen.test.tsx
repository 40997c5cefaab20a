import { FOLDER_MIME_TYPE } from '@quarry/contracts/drive';
import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startAuthorization } from '@/lib/authorization';
import { type FakeHandler, fail, fakeApi, jsonResponse, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { DrivePickerScreen } from './drive-picker-screen';

vi.mock('@/lib/authorization', () => ({ startAuthorization: vi.fn(async () => undefined) }));

const structure = {
  id: 'root',
  name: 'Root Directory',
  mimeType: FOLDER_MIME_TYPE,
  children: [
    {
      id: 'f1',
      name: 'Finance',
      mimeType: FOLDER_MIME_TYPE,
      children: [{ id: 'f2', name: 'Invoices', mimeType: FOLDER_MIME_TYPE, children: [] }],
    },
    { id: 'h1', name: 'HR', mimeType: FOLDER_MIME_TYPE, children: [] },
  ],
};

const HR = { id: 'h1', name: 'HR', path: '/HR' };
const INVOICES = { id: 'f2', name: 'Invoices', path: '/Finance/Invoices' };

function renderPicker(handlers: Record<string, FakeHandler> = {}, selectedDriveDirectories = [HR]) {
  vi.mocked(startAuthorization).mockClear();
  const preferences = { ...DEFAULT_PREFERENCES, selectedDriveDirectories };
  const api = fakeApi({
    'GET /api/v1/check-drive-token': ok({ token_exists: true }),
    'GET /api/google-drive/structure': ok({ structure }),
    'GET /api/user/preferences': ok({ preferences }),
    'PUT /api/user/preferences': ({ body }) =>
      jsonResponse(200, { preferences: { ...preferences, ...(body as object) } }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderRoute(<DrivePickerScreen />, { path: '/google-drive' });
  return { api, user };
}

describe('drive folder picker', () => {
  it('when it opens, then the saved directories are listed with a count and ticked in the tree under Root Directory', async () => {
    renderPicker();
    expect(await screen.findByRole('heading', { name: 'Selected Directories (1)' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Root Directory' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'HR' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('checkbox', { name: 'Invoices' })).toBeNull();
  });

  it('when folders are expanded and ticked and the choice saved, then the directories with their paths are stored', async () => {
    const toasts = recordToasts();
    const { api, user } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Expand Finance' }));
    await user.click(screen.getByRole('checkbox', { name: 'Invoices' }));
    await user.click(screen.getByRole('checkbox', { name: 'HR' }));
    expect(screen.getByRole('heading', { name: 'Selected Directories (1)' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Selected directories' })).getByText('Invoices'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Selected Directories' }));
    await waitFor(() => expect(toasts.titles()).toEqual(['Directories Saved']));
    expect(api.callsTo('PUT /api/user/preferences').map((call) => call.body)).toEqual([
      { selectedDriveDirectories: [{ id: 'f2', name: 'Invoices', path: '/Finance/Invoices' }] },
    ]);
  });

  it('when saving fails, then Save Failed shows', async () => {
    const toasts = recordToasts();
    const { user } = renderPicker({ 'PUT /api/user/preferences': fail(500, { message: 'db' }) });
    await screen.findByRole('checkbox', { name: 'HR' });
    await user.click(screen.getByRole('button', { name: 'Save Selected Directories' }));
    await waitFor(() =>
      expect(toasts.all).toEqual([
        {
          title: 'Save Failed',
          description: 'Could not save your selected directories',
          variant: 'destructive',
        },
      ]),
    );
  });

  it('when the structure fails because the authorization expired, then it is retried once, the upgrade is announced and Drive re-authorization starts', async () => {
    const toasts = recordToasts();
    const { api } = renderPicker({
      'GET /api/google-drive/structure': fail(403, { message: 'Drive authorization expired' }),
    });
    await waitFor(() => expect(toasts.titles()).toEqual(['Upgrading Drive Authorization']), {
      timeout: 4000,
    });
    expect(api.callsTo('GET /api/google-drive/structure')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Re-authorize Google Drive' })).toBeTruthy();
    await waitFor(() => expect(startAuthorization).toHaveBeenCalledExactlyOnceWith('drive'), {
      timeout: 4000,
    });
  });

  it('when the structure fails for another reason, then only the re-authorize button is offered', async () => {
    const toasts = recordToasts();
    const { user } = renderPicker({
      'GET /api/google-drive/structure': fail(500, { message: 'Internal error' }),
    });
    const button = await screen.findByRole(
      'button',
      { name: 'Re-authorize Google Drive' },
      { timeout: 4000 },
    );
    expect(toasts.titles()).toEqual([]);
    await user.click(button);
    expect(startAuthorization).toHaveBeenCalledExactlyOnceWith('drive');
  });

  it('when there is no Drive token, then the tree is not asked for and re-authorizing is offered', async () => {
    const { api } = renderPicker({ 'GET /api/v1/check-drive-token': ok({ token_exists: false }) });
    expect(await screen.findByRole('button', { name: 'Re-authorize Google Drive' })).toBeTruthy();
    expect(api.callsTo('GET /api/google-drive/structure')).toHaveLength(0);
  });

  it('when the token check fails, then the error toast shows', async () => {
    const toasts = recordToasts();
    renderPicker({ 'GET /api/v1/check-drive-token': fail(500, { message: 'db' }) });
    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Error', description: 'Failed to check Drive token status', variant: 'destructive' },
      ]),
    );
  });

  it('when a saved folder sits deep in the tree, then the folders above it open on load and it shows ticked', async () => {
    const { user } = renderPicker({}, [INVOICES, HR]);
    const invoices = await screen.findByRole('checkbox', { name: 'Invoices' });
    expect(invoices).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'HR' })).toHaveProperty('checked', true);
    const finance = screen.getByRole('button', { name: 'Collapse Finance' });
    expect(finance.getAttribute('aria-expanded')).toBe('true');
    await user.click(finance);
    expect(screen.queryByRole('checkbox', { name: 'Invoices' })).toBeNull();
  });

  it('when a folder is removed from the selected list, then it is unticked in the tree and saving stores the rest', async () => {
    const toasts = recordToasts();
    const { api, user } = renderPicker({}, [INVOICES, HR]);
    await screen.findByRole('checkbox', { name: 'Invoices' });
    const list = within(screen.getByRole('list', { name: 'Selected directories' }));
    await user.click(list.getByRole('button', { name: 'Remove Invoices' }));
    expect(screen.getByRole('heading', { name: 'Selected Directories (1)' })).toBeTruthy();
    expect(list.queryByText('Invoices')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).toHaveProperty('checked', false);
    await user.click(screen.getByRole('button', { name: 'Save Selected Directories' }));
    await waitFor(() => expect(toasts.titles()).toEqual(['Directories Saved']));
    expect(api.callsTo('PUT /api/user/preferences').map((call) => call.body)).toEqual([
      { selectedDriveDirectories: [HR] },
    ]);
  });
});
