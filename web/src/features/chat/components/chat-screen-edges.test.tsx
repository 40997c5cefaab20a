import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { chatApi, completeEvent, streamOf, summary } from '../testing/chat-fakes';
import { ChatPage } from './chat-page';

const conversation = () => within(screen.getByRole('list', { name: 'Conversation' }));

async function openChat(api = chatApi()) {
  const user = userEvent.setup();
  renderRoute(<ChatPage />, { path: '/chat-interface' });
  const question = await screen.findByRole('textbox', { name: 'Question' });
  return { user, api, question };
}

/** Asks and goes through both dialogs with what they offer. */
async function runQuery(user: ReturnType<typeof userEvent.setup>, question: HTMLElement) {
  await user.type(question, 'What was our revenue?{Enter}');
  const keywords = within(await screen.findByRole('dialog', { name: 'Select Keywords' }));
  await user.click(keywords.getByRole('button', { name: /^Search/ }));
  const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
  await user.click(documents.getByRole('button', { name: /^Continue/ }));
}

const savedSessionCalls = (api: ReturnType<typeof chatApi>) =>
  api.calls.filter((call) => call.url.startsWith('/api/chat/sessions') && call.method !== 'GET');

describe('the edges of the chat', () => {
  it.each([
    [
      'Cancel is pressed',
      async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
        user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape is pressed', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])(
    'when %s in the keyword dialog, then the question leaves the conversation and nothing is saved',
    async (_how, dismiss) => {
      const { user, api, question } = await openChat();
      await user.type(question, 'What was our revenue?{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Select Keywords' });
      await dismiss(user, dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(conversation().queryByLabelText('Your question')).toBeNull();
      expect(conversation().getByText('Ready to analyze your Google Drive documents')).toBeTruthy();
      expect(savedSessionCalls(api)).toEqual([]);
      expect(api.callsTo('GET /api/chat/sessions')).toHaveLength(1);
      expect(api.callsTo('POST /api/chat/generate-title')).toHaveLength(0);
    },
  );

  it('when Escape closes the document dialog, then the question leaves the conversation too', async () => {
    const { user, api, question } = await openChat();
    await user.type(question, 'What was our revenue?{Enter}');
    const keywords = within(await screen.findByRole('dialog', { name: 'Select Keywords' }));
    await user.click(keywords.getByRole('button', { name: /^Search/ }));
    await screen.findByRole('dialog', { name: 'Select Files/Documents' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(conversation().queryByLabelText('Your question')).toBeNull();
    expect(savedSessionCalls(api)).toEqual([]);
  });

  it('when Gemini keeps the run waiting past 60 s in all, then the quota box shows while the run goes on, with the same wait and count as the status line, and goes once the report comes', async () => {
    const wait = (seconds: number, retry: number, totalSeconds: number) => ({
      type: 'status',
      message: `Gemini asked us to wait ${seconds} s, retry ${retry} of 5`,
      quotaWait: { seconds, retry, of: 5, totalSeconds },
    });
    const send: { event: (event: unknown) => void; end: () => void } = {
      event: () => undefined,
      end: () => undefined,
    };
    const api = chatApi({
      'POST /api/query/extract-and-query': () =>
        new Response(
          new ReadableStream({
            start(controller) {
              send.event = (event) =>
                controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`));
              send.end = () => controller.close();
              send.event({ type: 'status', message: 'Reading 2 documents...', progress: 30 });
              send.event(wait(17, 1, 17));
            },
          }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        ),
    });
    const { user, question } = await openChat(api);
    await runQuery(user, question);
    const status = () => screen.getByRole('status').textContent;
    await waitFor(() => expect(status()).toBe('Gemini asked us to wait 17 s, retry 1 of 5'));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    expect(screen.queryByRole('region', { name: 'Gemini Token Quota Error' })).toBeNull();

    send.event(wait(45, 2, 62));
    const box = within(await screen.findByRole('region', { name: 'Gemini Token Quota Error' }));
    expect(box.getByText('Gemini asked us to wait 45 s, retry 2 of 5')).toBeTruthy();
    expect(box.getByRole('link', { name: 'Increase your Quota' }).getAttribute('href')).toBe('/quota-help');
    expect(status()).toBe('Gemini asked us to wait 45 s, retry 2 of 5');

    send.event(wait(30, 9, 92));
    await waitFor(() => expect(status()).toBe('Gemini asked us to wait 30 s, retry 9 of 5'));
    const shownBox = within(screen.getByRole('region', { name: 'Gemini Token Quota Error' }));
    expect(shownBox.getByText('Gemini asked us to wait 30 s, retry 9 of 5')).toBeTruthy();
    send.event(completeEvent);
    send.end();
    expect(await screen.findByRole('heading', { name: 'Revenue' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Gemini Token Quota Error' })).toBeNull();
  });

  it('when an answer completes, then it is saved with its evidence and the query that produced it', async () => {
    const { user, api, question } = await openChat();
    await runQuery(user, question);
    await waitFor(() => expect(api.callsTo('POST /api/chat/sessions')).toHaveLength(1));
    const saved = api.callsTo('POST /api/chat/sessions')[0]?.body as { chatData: Record<string, unknown>[] };
    const answer = saved.chatData.at(-1);
    expect(answer?.evidence).toEqual(completeEvent.evidence);
    expect(answer?.completedQuery).toEqual({
      query: 'What was our revenue?',
      keywords: ['revenue', 'budget', 'draft'],
      negativeKeywords: [],
      deselectedDocuments: [],
      directories: [],
      deepResearch: true,
      enableIntroduction: true,
      enableConclusion: true,
    });
  });

  it('when a session is opened from the list, then its last completed answer can be saved with the query, exclusions and folders it was asked with', async () => {
    const completedQuery = {
      query: 'Who signed the lease?',
      keywords: ['lease'],
      negativeKeywords: ['draft'],
      deselectedDocuments: [{ id: 'doc-budget', name: 'Budget 2024' }],
      directories: [{ id: 'f1', name: 'Contracts' }],
    };
    const at = '2026-01-15T09:00:00.000Z';
    const api = chatApi({
      'GET /api/chat/sessions': ok({ sessions: [summary('s1', { title: 'Lease review' })] }),
      'GET /api/chat/sessions/s1/messages': ok({
        title: 'Lease review',
        messages: [
          { id: 'm1', role: 'user', content: 'Who signed the lease?', timestamp: at },
          { id: 'm2', role: 'assistant', content: '<p>Ada signed.</p>', timestamp: at, completedQuery },
        ],
        searchTerms: '["lease","-draft"]',
        selectedFiles: '["doc-lease"]',
        selectedDirectories: '[{"id":"f1","name":"Contracts"}]',
      }),
      'POST /api/saved-reports': ok({ id: 'r1', message: 'Saved' }),
    });
    const { user } = await openChat(api);
    const list = within(await screen.findByRole('list', { name: 'Saved sessions' }));
    await user.click(list.getByRole('button', { name: /^Lease review/ }));
    await user.click(await screen.findByRole('button', { name: 'Save Report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save Report' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/saved-reports')).toHaveLength(1));
    expect(api.callsTo('POST /api/saved-reports')[0]?.body).toMatchObject({
      reportName: 'Who signed the lease?',
      query: 'Who signed the lease?',
      keywords: ['lease'],
      negativeKeywords: ['draft'],
      deselectedDocuments: [{ id: 'doc-budget', name: 'Budget 2024' }],
      selectedDirectories: [{ id: 'f1', name: 'Contracts' }],
    });
  });

  it('when the stream names its session at the start, then the first save goes to that session', async () => {
    const api = chatApi({
      'POST /api/query/extract-and-query': streamOf([
        { type: 'status', message: 'Starting analysis...', executionId: 'exec-1', sessionId: 'session-new' },
        completeEvent,
      ]),
    });
    const { user, question } = await openChat(api);
    await runQuery(user, question);
    await waitFor(() => expect(api.callsTo('PUT /api/chat/sessions/session-new')).toHaveLength(1));
    expect(api.callsTo('POST /api/chat/sessions')).toHaveLength(0);
    expect(sessionStorage.getItem('quarry.chat.activeSession')).toBe('{"sessionId":"session-new"}');
  });
});
