import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/hooks/use-toast';
import { type FakeHandler, fail, jsonResponse, never, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { chatApi, foundDocuments, streamOf } from '../testing/chat-fakes';
import { ChatPage } from './chat-page';

const finance = { id: 'f1', name: 'Finance', path: '/Finance' };
const draft = {
  id: 'doc-draft',
  name: 'Budget DRAFT v2',
  mimeType: 'application/pdf',
  supported: true,
  badge: 'PDF',
} as const;

function runUrl(changes: Record<string, string> = {}) {
  const params = new URLSearchParams({
    query: 'What was our revenue?',
    keywords: '["revenue","budget"]',
    negativeKeywords: '["draft"]',
    deselectedDocuments: '[{"id":"doc-lease","name":"Lease.pdf"}]',
    directories: JSON.stringify([finance]),
    deepResearch: 'false',
    reportName: 'Revenue report',
    autoRun: 'true',
    ...changes,
  });
  return `/chat-interface?${params.toString()}`;
}

function openRun(url: string, handlers: Record<string, FakeHandler> = {}, notifyOnCompletion = false) {
  const api = chatApi(
    { 'POST /api/query/search-documents': ok({ documents: [...foundDocuments, draft] }), ...handlers },
    { notifyOnCompletion },
  );
  const view = renderRoute(<ChatPage />, { path: '/chat-interface', url });
  return { api, ...view };
}

const conversation = () => within(screen.getByRole('list', { name: 'Conversation' }));
const budget = { id: 'doc-budget', name: 'Budget 2024', mimeType: 'application/vnd.google-apps.spreadsheet' };

describe('running a saved report from the address', () => {
  it('when a parameter is malformed, then Invalid Report Parameters shows, nothing runs and the address is reset', async () => {
    const toasts = recordToasts();
    const { api, router } = openRun(runUrl({ keywords: 'revenue' }));
    await waitFor(() => expect(toasts.titles()).toContain('Invalid Report Parameters'));
    expect(toasts.all.at(-1)?.variant).toBe('destructive');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/chat-interface');
    expect(api.callsTo('PUT /api/user/preferences')).toHaveLength(0);
    expect(api.callsTo('POST /api/query/search-documents')).toHaveLength(0);
    expect(api.callsTo('POST /api/query/extract-and-query')).toHaveLength(0);
    expect(conversation().queryByLabelText('Your question')).toBeNull();
  });

  it('when autoRun is on, then preferences are written, the search runs and extraction reads only the documents the report keeps', async () => {
    const toasts = recordToasts();
    const { api, router } = openRun(runUrl());
    expect(await screen.findByRole('heading', { name: 'Revenue' })).toBeTruthy();
    expect(conversation().getByLabelText('Your question').textContent).toBe('What was our revenue?');
    await waitFor(() => expect(router.state.location.search).toBe(''));

    expect(api.callsTo('PUT /api/user/preferences').map((call) => call.body)).toEqual([
      { deepResearch: false, selectedDriveDirectories: [finance] },
    ]);
    expect(api.callsTo('POST /api/query/search-documents').map((call) => call.body)).toEqual([
      { keywords: ['revenue', 'budget'], negativeKeywords: ['draft'] },
    ]);
    expect(api.callsTo('POST /api/query/generate-keywords')).toHaveLength(0);
    expect(api.callsTo('POST /api/query/extract-and-query')[0]?.body).toEqual({
      userQuery: 'What was our revenue?',
      selectedDocuments: [budget],
      keywords: ['revenue', 'budget'],
      negativeKeywords: ['draft'],
      deepResearch: false,
      enableIntroduction: true,
      enableConclusion: true,
      notifyOnCompletion: false,
    });
    expect(toasts.all[1]).toEqual({
      title: 'Running Saved Report',
      description: 'Revenue report',
      variant: undefined,
    });
    await waitFor(() => expect(toasts.titles().at(-1)).toBe('Query Complete'));
    expect(await screen.findByText('Finance')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Report' })).toBeTruthy();
  });

  it('while the search runs, then the running toast shows for 4 s and the status says the Drive is being searched', async () => {
    openRun(runUrl(), { 'POST /api/query/search-documents': never });
    expect(await screen.findByText('Searching your Google Drive...')).toBeTruthy();
    await waitFor(() => expect(toastStore.getSnapshot()[0]?.title).toBe('Running Saved Report'));
    expect(toastStore.getSnapshot()[0]?.duration).toBe(4000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when autoRun is off, then the document dialog opens with only the kept documents ticked', async () => {
    const { api } = openRun(runUrl({ autoRun: 'false' }));
    const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
    expect(documents.getByRole('checkbox', { name: 'Budget 2024' })).toHaveProperty('checked', true);
    expect(documents.getByRole('checkbox', { name: 'Lease.pdf' })).toHaveProperty('checked', false);
    expect(documents.getByRole('checkbox', { name: 'Budget DRAFT v2' })).toHaveProperty('checked', false);
    await userEvent.setup().click(documents.getByRole('button', { name: 'Continue (1 document)' }));
    await screen.findByRole('heading', { name: 'Revenue' });
    expect(api.callsTo('POST /api/query/extract-and-query')[0]?.body).toMatchObject({
      selectedDocuments: [budget],
      deepResearch: false,
    });
  });

  it('when the saved report has grid columns, then the chat run asks them of its documents, as a run from Saved Reports does', async () => {
    const columns = [
      { id: 'c1', question: 'What is the contract value?', type: 'number' },
      { id: 'c2', question: 'When does it renew?', type: 'date' },
    ];
    const { api } = openRun(runUrl({ columns: JSON.stringify(columns) }));

    await screen.findByRole('heading', { name: 'Revenue' });

    expect(api.callsTo('POST /api/query/extract-and-query')[0]?.body).toMatchObject({
      selectedDocuments: [budget],
      columns,
    });
  });

  it('when a saved report with grid columns opens the document dialog, then its columns are there to keep or change', async () => {
    const columns = [{ id: 'c1', question: 'What is the contract value?', type: 'number' }];
    const { api } = openRun(runUrl({ autoRun: 'false', columns: JSON.stringify(columns) }));
    const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));

    expect(documents.getByRole('button', { name: 'Edit columns (1)' })).toBeTruthy();
    await userEvent.setup().click(documents.getByRole('button', { name: 'Continue (1 document)' }));
    await screen.findByRole('heading', { name: 'Revenue' });
    expect(api.callsTo('POST /api/query/extract-and-query')[0]?.body).toMatchObject({ columns });
  });

  it('when the search fails, then Report Execution Failed shows the message and nothing is extracted', async () => {
    const toasts = recordToasts();
    const { api } = openRun(runUrl(), {
      'POST /api/query/search-documents': fail(502, { message: 'Drive is unavailable' }),
    });
    await waitFor(() =>
      expect(toasts.all.at(-1)).toEqual({
        title: 'Report Execution Failed',
        description: 'Drive is unavailable',
        variant: 'destructive',
      }),
    );
    expect(api.callsTo('POST /api/query/extract-and-query')).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send question' })).toBeTruthy());
  });

  it('when the extraction of an auto-run fails, then the toast is titled Extraction Error', async () => {
    const toasts = recordToasts();
    openRun(runUrl(), {
      'POST /api/query/extract-and-query': streamOf([{ type: 'error', message: 'Extraction broke' }]),
    });
    await waitFor(() =>
      expect(toasts.all.at(-1)).toEqual({
        title: 'Extraction Error',
        description: 'Extraction broke',
        variant: 'destructive',
      }),
    );
  });

  it('when notify is on, then the auto-run is queued like a normal question', async () => {
    const { api } = openRun(
      runUrl({ directories: '[]' }),
      {
        'POST /api/query/extract-and-query': () =>
          jsonResponse(200, {
            message: 'Queued',
            userEmail: 'ada@example.com',
            executionId: 'exec-1',
            sessionId: 'session-new',
          }),
      },
      true,
    );
    expect(await screen.findByText(/An e-mail will be sent to ada@example\.com/)).toBeTruthy();
    expect(api.callsTo('POST /api/query/extract-and-query')[0]?.body).toMatchObject({
      notifyOnCompletion: true,
    });
    expect(api.callsTo('PUT /api/user/preferences')[0]?.body).toEqual({
      deepResearch: false,
      selectedDriveDirectories: [],
    });
  });
});
