import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, jsonResponse, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { brokenStreamAfter, chatApi, completeEvent, streamOf } from '../testing/chat-fakes';
import { ChatPage } from './chat-page';

const VIEW = 'GET /api/report-execution/exec-1/view';
const MESSAGES = 'GET /api/chat/sessions/session-new/messages';
const at = '2026-01-15T09:00:00.000Z';
const report = { id: 'report-exec-1', role: 'assistant', content: completeEvent.answer, timestamp: at };

/** The session as the server keeps it: created for the question, the report filed once the run is done. */
const stored = (done: boolean) => ({
  title: 'What was our revenue?',
  messages: [
    { id: 'question-exec-1', role: 'user', content: 'What was our revenue?', timestamp: at },
    ...(done ? [report] : []),
  ],
  searchTerms: '["revenue","budget","-draft"]',
  selectedFiles: '["doc-budget"]',
  selectedDirectories: '[]',
  latestExecutionId: 'exec-1',
  latestStatus: done ? 'success' : 'running',
});

/** A stream that names its run, reports progress, then stays open until the page goes away. */
const hangingStream: FakeHandler = () => {
  const events = [
    { type: 'status', message: 'Starting analysis...', executionId: 'exec-1', sessionId: 'session-new' },
    { type: 'status', message: 'Reading 1 document...', progress: 20 },
  ];
  const text = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
  return new Response(
    new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode(text)) }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
};

const openChat = () => renderRoute(<ChatPage />, { path: '/chat-interface' });

/** Asks, excludes 'draft', leaves Lease.pdf out and starts the run. */
async function startRun(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'What was our revenue?{Enter}');
  const keywords = within(await screen.findByRole('dialog', { name: 'Select Keywords' }));
  await user.click(keywords.getByRole('button', { name: 'Exclude draft' }));
  await user.click(keywords.getByRole('button', { name: 'Search (2 keywords)' }));
  const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
  await user.click(documents.getByRole('checkbox', { name: 'Lease.pdf' }));
  await user.click(documents.getByRole('button', { name: 'Continue (1 document)' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reading 1 document...'));
}

describe('reloading the chat while a report runs', () => {
  it('when the page is reloaded mid-run, then the same session comes back with the run’s progress, then its report, saveable, and nothing runs twice', async () => {
    let done = false;
    const api = chatApi({
      'POST /api/query/extract-and-query': hangingStream,
      [MESSAGES]: () => jsonResponse(200, stored(done)),
      [VIEW]: () =>
        jsonResponse(200, {
          execution: {
            executionStatus: done ? 'success' : 'running',
            progress: done ? 100 : 40,
            errorMessage: null,
          },
        }),
      'POST /api/report-executions/exec-1/mark-viewed': ok({ message: 'ok' }),
      'POST /api/saved-reports': ok({ id: 'r1', message: 'Saved' }),
    });
    const user = userEvent.setup();
    const first = openChat();
    await startRun(user);
    first.unmount();

    openChat();
    const progress = () => screen.getByRole('progressbar', { name: 'Analysis progress' });
    await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByRole('status').textContent).toBe('Your report is still being written...');
    const conversation = within(screen.getByRole('list', { name: 'Conversation' }));
    expect(conversation.getAllByText('What was our revenue?')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send question' })).toHaveProperty('disabled', true);

    done = true;
    expect(await screen.findByRole('heading', { name: 'Revenue' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(api.callsTo('POST /api/query/extract-and-query')).toHaveLength(1);
    await waitFor(() =>
      expect(api.callsTo('POST /api/report-executions/exec-1/mark-viewed')).toHaveLength(1),
    );

    // What the tab knew before the reload is kept with the report, so it can be saved as asked.
    await waitFor(() => expect(api.callsTo('PUT /api/chat/sessions/session-new')).toHaveLength(1));
    const kept = api.callsTo('PUT /api/chat/sessions/session-new')[0]?.body as {
      chatData: Record<string, unknown>[];
    };
    expect(kept.chatData.map((message) => message.id)).toEqual(['question-exec-1', 'report-exec-1']);
    await user.click(screen.getByRole('button', { name: 'Save Report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save Report' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/saved-reports')).toHaveLength(1));
    expect(api.callsTo('POST /api/saved-reports')[0]?.body).toMatchObject({
      query: 'What was our revenue?',
      keywords: ['revenue', 'budget'],
      negativeKeywords: ['draft'],
      deselectedDocuments: [{ id: 'doc-lease', name: 'Lease.pdf' }],
      selectedDirectories: [],
    });
  }, 15_000);

  it('when the connection is cut mid-run, then the page reads the run on to its report, once, and marks it seen', async () => {
    const toasts = recordToasts();
    const api = chatApi({
      'POST /api/query/extract-and-query': brokenStreamAfter(
        [
          {
            type: 'status',
            message: 'Starting analysis...',
            executionId: 'exec-1',
            sessionId: 'session-new',
          },
        ],
        1,
      ),
      'GET /api/report-execution/exec-1/stream': streamOf(
        [
          { type: 'status', message: 'Analyzed 1 of 1: Budget 2024', progress: 85 },
          { ...completeEvent, sessionId: 'session-new', executionId: 'exec-1' },
        ],
        2,
      ),
      [MESSAGES]: ok(stored(true)),
      'PUT /api/chat/sessions/session-new': ok({ sessionId: 'session-new' }),
      'POST /api/report-executions/exec-1/mark-viewed': ok({ message: 'ok' }),
    });
    const user = userEvent.setup();
    openChat();
    await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'What was our revenue?{Enter}');
    const keywords = within(await screen.findByRole('dialog', { name: 'Select Keywords' }));
    await user.click(keywords.getByRole('button', { name: /^Search/ }));
    const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
    await user.click(documents.getByRole('button', { name: /^Continue/ }));
    expect(await screen.findByRole('heading', { name: 'Revenue' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save Report' })).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('POST /api/report-executions/exec-1/mark-viewed')).toHaveLength(1),
    );
    expect(toasts.titles()).not.toContain('Processing Error');
    expect(api.callsTo('POST /api/query/extract-and-query')).toHaveLength(1);
    expect(api.callsTo('GET /api/report-execution/exec-1/stream')[0]?.headers?.['last-event-id']).toBe('1');
    expect(api.callsTo(VIEW)).toHaveLength(0);
  });

  it('when the run failed while the page was away, then its error shows and nothing runs again', async () => {
    const toasts = recordToasts();
    const api = chatApi({
      'POST /api/query/extract-and-query': hangingStream,
      [MESSAGES]: ok({ ...stored(false), latestStatus: 'failed' }),
      [VIEW]: ok({
        execution: {
          executionStatus: 'failed',
          progress: 30,
          errorMessage: 'The report could not be written.',
        },
      }),
    });
    const user = userEvent.setup();
    const first = openChat();
    await startRun(user);
    first.unmount();

    openChat();
    await waitFor(() =>
      expect(toasts.all.at(-1)).toEqual({
        title: 'Processing Error',
        description: 'The report could not be written.',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('button', { name: 'Send question' })).toBeTruthy();
    expect(sessionStorage.getItem('quarry.chat.activeSession')).toBe('{"sessionId":"session-new"}');
    expect(api.callsTo('POST /api/query/extract-and-query')).toHaveLength(1);
  });

  it('when a session whose report is still queued is opened, then the page follows it instead of asking again', async () => {
    const api = chatApi({
      'GET /api/chat/sessions/s1/messages': ok({ ...stored(false), latestStatus: 'pending' }),
      'GET /api/report-execution/exec-1/view': ok({
        execution: { executionStatus: 'pending', progress: 0, errorMessage: null },
      }),
    });
    renderRoute(<ChatPage />, { path: '/chat-interface', url: '/chat-interface?sessionId=s1' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your report is queued and will start shortly...'),
    );
    expect(api.callsTo('POST /api/query/extract-and-query')).toHaveLength(0);
  });

  it('when New Session is pressed, then the tab forgets the old session and a reload starts fresh', async () => {
    const api = chatApi({ 'GET /api/chat/sessions/s1/messages': ok(stored(true)) });
    const user = userEvent.setup();
    const first = renderRoute(<ChatPage />, { path: '/chat-interface', url: '/chat-interface?sessionId=s1' });
    expect(await screen.findByRole('heading', { name: 'Revenue' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Session' }));
    first.unmount();
    openChat();
    expect(await screen.findByText('Ready to analyze your Google Drive documents')).toBeTruthy();
    expect(api.callsTo('GET /api/chat/sessions/s1/messages')).toHaveLength(1);
  });

  it('when the page is reloaded after an answer, then the same session comes back', async () => {
    const api = chatApi({ 'GET /api/chat/sessions/s1/messages': ok(stored(true)) });
    const first = renderRoute(<ChatPage />, { path: '/chat-interface', url: '/chat-interface?sessionId=s1' });
    expect(await screen.findByRole('heading', { name: 'Revenue' })).toBeTruthy();
    first.unmount();
    openChat();
    expect(await screen.findByRole('heading', { name: 'Revenue' })).toBeTruthy();
    expect(api.callsTo('GET /api/chat/sessions/s1/messages')).toHaveLength(2);
  });
});
