import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/hooks/use-toast';
import { fail, never, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { chatApi, summary } from '../testing/chat-fakes';
import { ChatPage } from './chat-page';

const loaded = {
  title: 'Lease review',
  messages: [
    { id: 'm1', role: 'user', content: 'Who signed the lease?', timestamp: '2026-01-15T09:00:00.000Z' },
    {
      id: 'm2',
      role: 'assistant',
      content: '<p>The lease was signed by Ada.</p>',
      timestamp: '2026-01-15T09:01:00.000Z',
    },
  ],
  searchTerms: '["lease","-draft"]',
  selectedFiles: '["doc-lease","doc-budget"]',
  selectedDirectories: '[{"id":"f1","name":"Contracts"}]',
};

function openChat(url = '/chat-interface') {
  const user = userEvent.setup();
  return { user, ...renderRoute(<ChatPage />, { path: '/chat-interface', url }) };
}

const sessionList = async () => within(await screen.findByRole('list', { name: 'Saved sessions' }));

/** An answer in the 'Delete Session' question. */
const confirmation = async (answer: 'Delete' | 'Cancel') =>
  within(await screen.findByRole('alertdialog', { name: 'Delete Session' })).getByRole('button', {
    name: answer,
  });

describe('chat sessions', () => {
  it('while the keys are being verified, then the page says so', async () => {
    chatApi({ 'GET /api/v1/check-gemini-key': never });
    openChat();
    expect(await screen.findByText('Verifying your keys...')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Question' })).toBeNull();
  });

  it('when a new session starts, then the context shows the chosen folders, no search terms and no documents', async () => {
    chatApi({}, { selectedDriveDirectories: [{ id: 'f1', name: 'Finance', path: '/Finance' }] });
    openChat();
    expect(await screen.findByText('Finance')).toBeTruthy();
    expect(screen.getByText('None yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose Google Drive directories' }).getAttribute('href')).toBe(
      '/google-drive',
    );
    expect(screen.getByRole('link', { name: 'View Reports' }).getAttribute('href')).toBe('/saved-reports');
  });

  it("when no folders are chosen, then the context says 'All directories'", async () => {
    chatApi();
    openChat();
    expect(await screen.findByText('All directories')).toBeTruthy();
  });

  it('when the address names a session, then it loads with Session Loaded for 3 s and the address returns to /chat-interface', async () => {
    const toasts = recordToasts();
    const api = chatApi({ 'GET /api/chat/sessions/s1/messages': ok(loaded) });
    const { router } = openChat('/chat-interface?sessionId=s1');
    expect(await screen.findByText('The lease was signed by Ada.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/chat-interface');
    expect(toasts.titles()).toContain('Session Loaded');
    expect(toastStore.getSnapshot()[0]?.duration).toBe(3000);
    expect(screen.getByText('Contracts')).toBeTruthy();
    expect(screen.getByText('lease, -draft')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    expect(api.callsTo('GET /api/chat/sessions/s1/messages')).toHaveLength(1);
  });

  it('when the session cannot be loaded, then Load Failed shows', async () => {
    const toasts = recordToasts();
    chatApi({ 'GET /api/chat/sessions/s1/messages': fail(404, { message: 'Not found' }) });
    openChat('/chat-interface?sessionId=s1');
    await waitFor(() =>
      expect(toasts.all.at(-1)).toEqual({
        title: 'Load Failed',
        description: 'Could not load chat session',
        variant: 'destructive',
      }),
    );
  });

  it('when a session with a new report is clicked, then it opens and its execution is marked viewed', async () => {
    const api = chatApi({
      'GET /api/chat/sessions': ok({
        sessions: [
          summary('s1', { title: 'Lease review', latestStatus: 'success', latestExecutionId: 'exec-7' }),
        ],
      }),
      'GET /api/chat/sessions/s1/messages': ok(loaded),
      'POST /api/report-executions/exec-7/mark-viewed': ok({ message: 'ok' }),
    });
    const { user } = openChat();
    const list = await sessionList();
    expect(list.getByRole('img', { name: 'New report ready to view' })).toBeTruthy();
    await user.click(list.getByRole('button', { name: /^Lease review/ }));
    expect(await screen.findByText('The lease was signed by Ada.')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('POST /api/report-executions/exec-7/mark-viewed')).toHaveLength(1),
    );
    await waitFor(() => expect(api.callsTo('GET /api/chat/sessions')).toHaveLength(2));
  });

  it('when a session without a new report is clicked, then nothing is marked viewed', async () => {
    const api = chatApi({
      'GET /api/chat/sessions': ok({
        sessions: [summary('s1', { title: 'Lease review', latestStatus: 'success', isViewed: true })],
      }),
      'GET /api/chat/sessions/s1/messages': ok(loaded),
    });
    const { user } = openChat();
    await user.click((await sessionList()).getByRole('button', { name: /^Lease review/ }));
    expect(await screen.findByText('The lease was signed by Ada.')).toBeTruthy();
    expect(api.calls.some((call) => call.url.includes('mark-viewed'))).toBe(false);
  });

  it('when the open session is deleted, then Session Deleted shows and a new session starts', async () => {
    const toasts = recordToasts();
    const api = chatApi({
      'GET /api/chat/sessions': ok({ sessions: [summary('s1', { title: 'Lease review' })] }),
      'GET /api/chat/sessions/s1/messages': ok(loaded),
      'DELETE /api/chat/sessions/s1': ok({ message: 'Deleted' }),
    });
    const { user } = openChat('/chat-interface?sessionId=s1');
    expect(await screen.findByText('The lease was signed by Ada.')).toBeTruthy();
    await user.click((await sessionList()).getByRole('button', { name: 'Delete session Lease review' }));
    await user.click(await confirmation('Delete'));
    await waitFor(() => expect(toasts.titles()).toContain('Session Deleted'));
    expect(screen.queryByText('The lease was signed by Ada.')).toBeNull();
    expect(screen.getByText('Ready to analyze your Google Drive documents')).toBeTruthy();
    expect(api.callsTo('DELETE /api/chat/sessions/s1')).toHaveLength(1);
  });

  it('when deleting is asked for and then cancelled, then the session stays and nothing is deleted', async () => {
    const api = chatApi({
      'GET /api/chat/sessions': ok({ sessions: [summary('s1', { title: 'Lease review' })] }),
      'DELETE /api/chat/sessions/s1': ok({ message: 'Deleted' }),
    });
    const { user } = openChat();
    await user.click((await sessionList()).getByRole('button', { name: 'Delete session Lease review' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Session' });
    expect(question.textContent).toContain('"Lease review"');
    await user.click(await confirmation('Cancel'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await sessionList()).getByRole('button', { name: /^Lease review/ })).toBeTruthy();
    expect(api.callsTo('DELETE /api/chat/sessions/s1')).toHaveLength(0);
  });

  it('when deleting fails, then Delete Failed shows', async () => {
    const toasts = recordToasts();
    chatApi({
      'GET /api/chat/sessions': ok({ sessions: [summary('s1', { title: 'Lease review' })] }),
      'DELETE /api/chat/sessions/s1': fail(500, { message: 'db' }),
    });
    const { user } = openChat();
    await user.click((await sessionList()).getByRole('button', { name: 'Delete session Lease review' }));
    await user.click(await confirmation('Delete'));
    await waitFor(() =>
      expect(toasts.all.at(-1)).toEqual({
        title: 'Delete Failed',
        description: 'Could not delete chat session',
        variant: 'destructive',
      }),
    );
  });

  it('when New Session is pressed, then the loaded conversation makes way for the welcome message', async () => {
    chatApi({ 'GET /api/chat/sessions/s1/messages': ok(loaded) });
    const { user } = openChat('/chat-interface?sessionId=s1');
    expect(await screen.findByText('The lease was signed by Ada.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Session' }));
    expect(screen.queryByText('The lease was signed by Ada.')).toBeNull();
    expect(screen.getByText('All directories')).toBeTruthy();
  });

  it('when the research switches are flipped, then each is saved as a preference', async () => {
    const api = chatApi();
    const { user } = openChat();
    const deep = await screen.findByRole('switch', { name: 'Deep Research' });
    await waitFor(() => expect(deep).toHaveProperty('checked', true));
    await user.click(deep);
    await user.click(screen.getByRole('switch', { name: 'Notify when Ready' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/user/preferences').map((call) => call.body)).toEqual([
        { deepResearch: false },
        { notifyOnCompletion: true },
      ]),
    );
    expect(deep).toHaveProperty('checked', false);
  });

  it('when saving a switch fails, then it flips back and Save Failed shows', async () => {
    const toasts = recordToasts();
    chatApi({ 'PUT /api/user/preferences': fail(500, { message: 'db' }) });
    const { user } = openChat();
    const deep = await screen.findByRole('switch', { name: 'Deep Research' });
    await waitFor(() => expect(deep).toHaveProperty('checked', true));
    await user.click(deep);
    await waitFor(() => expect(toasts.titles()).toContain('Save Failed'));
    expect(deep).toHaveProperty('checked', true);
  });
});
