import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { chatApi, completeEvent, streamOf } from '../testing/chat-fakes';
import { ChatPage } from './chat-page';

async function openChat(api = chatApi()) {
  const user = userEvent.setup();
  const view = renderRoute(<ChatPage />, { path: '/chat-interface' });
  const question = await screen.findByRole('textbox', { name: 'Question' });
  return { user, api, question, ...view };
}

async function askAndOpenKeywords(user: ReturnType<typeof userEvent.setup>, question: HTMLElement) {
  await user.type(question, 'What was our revenue?{Enter}');
  return within(await screen.findByRole('dialog', { name: 'Select Keywords' }));
}

const conversation = () => within(screen.getByRole('list', { name: 'Conversation' }));

describe('chat query flow', () => {
  it('when a question goes through keywords, documents and the stream, then the answer is shown sanitized and the session saved', async () => {
    const toasts = recordToasts();
    const { user, api, question } = await openChat();
    expect(conversation().getByText('Ready to analyze your Google Drive documents')).toBeTruthy();

    const keywords = await askAndOpenKeywords(user, question);
    await user.click(keywords.getByRole('button', { name: 'Exclude draft' }));
    await user.click(keywords.getByRole('button', { name: 'Search (2 keywords)' }));

    const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
    await user.click(documents.getByRole('button', { name: 'Continue (2 documents)' }));

    const answer = await screen.findByRole('heading', { name: 'Revenue' });
    expect(answer.closest('li')?.querySelector('script')).toBeNull();
    // The answer shows through the shared report view: its citation opens the evidence.
    await user.click(screen.getByRole('button', { name: 'Source 1: Budget 2024' }));
    const source = within(await screen.findByRole('dialog', { name: 'Source 1: Budget 2024' }));
    expect(source.getByText('Page 2')).toBeTruthy();
    expect(source.getByRole('link', { name: 'Open document' }).getAttribute('target')).toBe('_blank');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(toasts.titles()).toEqual(['Encryption Active', 'Session Saved', 'Query Complete']),
    );

    expect(api.callsTo('POST /api/query/search-documents')[0]?.body).toEqual({
      keywords: ['revenue', 'budget'],
      negativeKeywords: ['draft'],
    });
    expect(api.callsTo('POST /api/query/extract-and-query')[0]?.body).toEqual({
      userQuery: 'What was our revenue?',
      selectedDocuments: [
        { id: 'doc-budget', name: 'Budget 2024', mimeType: 'application/vnd.google-apps.spreadsheet' },
        { id: 'doc-lease', name: 'Lease.pdf', mimeType: 'application/pdf' },
      ],
      keywords: ['revenue', 'budget'],
      negativeKeywords: ['draft'],
      deepResearch: true,
      enableIntroduction: true,
      enableConclusion: true,
      notifyOnCompletion: false,
    });
    expect(api.callsTo('POST /api/chat/generate-title')[0]?.body).toEqual({
      firstMessage: 'What was our revenue?',
    });
    const saved = api.callsTo('POST /api/chat/sessions')[0]?.body as Record<string, unknown>;
    expect(saved.title).toBe('Revenue question');
    expect((saved.chatData as { role: string }[]).map((message) => message.role)).toEqual([
      'assistant',
      'user',
      'assistant',
    ]);
    expect(saved.searchTerms).toEqual(['revenue', 'budget', '-draft']);
    expect(saved.selectedFiles).toEqual(['doc-budget', 'doc-lease']);
    await waitFor(() =>
      expect(api.callsTo('POST /api/chat/capture-session-directories')[0]?.body).toEqual({
        sessionId: 'session-new',
      }),
    );
    expect(screen.getByText('revenue, budget, -draft')).toBeTruthy();
  });

  it('when the stream ends with a document failed, then the answer says how many were read and why, and the session keeps it', async () => {
    // Arrange
    const summary = '1 of 2 documents read; 1 failed: Gemini was unavailable';
    const partial = {
      ...completeEvent,
      statusCounts: { data: 1, noData: 0, failed: 1 },
      documentsOutcome: { total: 2, read: 1, failed: 1, summary },
    };
    const { user, api, question } = await openChat(
      chatApi({ 'POST /api/query/extract-and-query': streamOf([partial]) }),
    );

    // Act
    const keywords = await askAndOpenKeywords(user, question);
    await user.click(keywords.getByRole('button', { name: 'Search (3 keywords)' }));
    const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
    await user.click(documents.getByRole('button', { name: 'Continue (2 documents)' }));

    // Assert
    const note = await conversation().findByText(summary);
    expect(note.closest('li')?.getAttribute('aria-label')).toBe('Answer');
    await waitFor(() => expect(api.callsTo('POST /api/chat/sessions')).toHaveLength(1));
    const saved = api.callsTo('POST /api/chat/sessions')[0]?.body as {
      chatData: { documentsOutcome?: unknown }[];
    };
    expect(saved.chatData.at(-1)?.documentsOutcome).toEqual(partial.documentsOutcome);
  });

  it('when a second question follows in the same session, then the session is updated, not created, and directories are not captured again', async () => {
    const { user, api, question } = await openChat();
    for (const round of [1, 2]) {
      const keywords = await askAndOpenKeywords(user, question);
      await user.click(keywords.getByRole('button', { name: /^Search/ }));
      const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
      await user.click(documents.getByRole('button', { name: /^Continue/ }));
      await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Revenue' })).toHaveLength(round));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send question' })).toBeTruthy());
    }
    await waitFor(() => expect(api.callsTo('PUT /api/chat/sessions/session-new')).toHaveLength(1));
    expect(api.callsTo('POST /api/chat/sessions')).toHaveLength(1);
    expect(api.callsTo('POST /api/chat/generate-title')).toHaveLength(1);
    expect(api.callsTo('POST /api/chat/capture-session-directories')).toHaveLength(1);
    expect(api.callsTo('POST /api/query/extract-and-query')[1]?.body).toMatchObject({
      chatSessionId: 'session-new',
    });
  });

  it('while keywords are being generated, then the status says so and nothing else can be sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, question } = await openChat(
      chatApi({
        'POST /api/query/generate-keywords': () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    await user.type(question, 'What was our revenue?{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe('Studying your query...');
    await user.type(question, 'Another{Enter}');
    expect(conversation().getAllByLabelText('Your question')).toHaveLength(1);
    answer(jsonResponse(200, { keywords: ['revenue'], maxKeywords: 30 }));
    expect(await screen.findByRole('dialog', { name: 'Select Keywords' })).toBeTruthy();
  });

  it('when Back is pressed in the document dialog, then the keyword dialog returns with the searched keywords', async () => {
    const { user, question } = await openChat();
    const keywords = await askAndOpenKeywords(user, question);
    await user.click(keywords.getByRole('button', { name: 'Remove budget' }));
    await user.click(keywords.getByRole('button', { name: 'Search (2 keywords)' }));
    const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
    await user.click(documents.getByRole('button', { name: 'Back' }));
    const again = within(await screen.findByRole('dialog', { name: 'Select Keywords' }));
    expect(again.getByRole('button', { name: 'Search (2 keywords)' })).toBeTruthy();
    expect(again.queryByRole('button', { name: 'Remove budget' })).toBeNull();
  });

  it('when Cancel is pressed in the keyword dialog, then the query is dropped and a new one can be sent', async () => {
    const { user, api, question } = await openChat();
    const keywords = await askAndOpenKeywords(user, question);
    await user.click(keywords.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/query/search-documents')).toHaveLength(0);
    await askAndOpenKeywords(user, question);
    expect(api.callsTo('POST /api/query/generate-keywords')).toHaveLength(2);
  });

  it('when keyword generation hits the Gemini quota, then the red quota box shows the server message with a way to raise the quota', async () => {
    const toasts = recordToasts();
    const message = 'You exceeded your current quota, please check your plan and billing details.';
    const { user, question } = await openChat(
      chatApi({ 'POST /api/query/generate-keywords': fail(429, { message, errorCode: 'GEMINI_QUOTA' }) }),
    );
    await user.type(question, 'What was our revenue?{Enter}');
    const box = within(await screen.findByRole('region', { name: 'Gemini Token Quota Error' }));
    expect(box.getByText(message)).toBeTruthy();
    expect(box.getByRole('link', { name: 'Increase your Quota' }).getAttribute('href')).toBe('/quota-help');
    expect(box.getByText(/wait until tomorrow/)).toBeTruthy();
    await waitFor(() =>
      expect(toasts.all.at(-1)).toEqual({
        title: 'Query Error',
        description: message,
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the Drive grant has expired during search, then Google Drive Access Expired shows and the keywords stay open', async () => {
    const toasts = recordToasts();
    const { user, question } = await openChat(
      chatApi({
        'POST /api/query/search-documents': fail(401, { message: 'Drive access expired', needsReauth: true }),
      }),
    );
    const keywords = await askAndOpenKeywords(user, question);
    await user.click(keywords.getByRole('button', { name: /^Search/ }));
    await waitFor(() => expect(toasts.titles().at(-1)).toBe('Google Drive Access Expired'));
    expect(screen.getByRole('dialog', { name: 'Select Keywords' })).toBeTruthy();
  });

  it('when the search fails otherwise, then Search Error shows the server message', async () => {
    const toasts = recordToasts();
    const { user, question } = await openChat(
      chatApi({ 'POST /api/query/search-documents': fail(502, { message: 'Drive is unavailable' }) }),
    );
    const keywords = await askAndOpenKeywords(user, question);
    await user.click(keywords.getByRole('button', { name: /^Search/ }));
    await waitFor(() =>
      expect(toasts.all.at(-1)).toEqual({
        title: 'Search Error',
        description: 'Drive is unavailable',
        variant: 'destructive',
      }),
    );
  });

  it('when notify is on and the report is queued, then a message names the e-mail address, nothing streams and the server session is saved', async () => {
    const toasts = recordToasts();
    const { user, api, question } = await openChat(
      chatApi(
        {
          'POST /api/query/extract-and-query': () =>
            jsonResponse(200, {
              message: 'Queued',
              userEmail: 'ada@example.com',
              executionId: 'exec-1',
              sessionId: 'session-new',
            }),
        },
        { notifyOnCompletion: true },
      ),
    );
    const keywords = await askAndOpenKeywords(user, question);
    await user.click(keywords.getByRole('button', { name: /^Search/ }));
    const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
    await user.click(documents.getByRole('button', { name: /^Continue/ }));
    expect(await conversation().findByText(/An e-mail will be sent to ada@example\.com/)).toBeTruthy();
    expect(api.callsTo('POST /api/query/extract-and-query')[0]?.body).toMatchObject({
      notifyOnCompletion: true,
    });
    await waitFor(() => expect(toasts.titles()).toContain('Report Queued'));
    // The server filed the queued report in a session of its own; the chat saves into that one.
    await waitFor(() => expect(api.callsTo('PUT /api/chat/sessions/session-new')).toHaveLength(1));
    expect(api.callsTo('POST /api/chat/sessions')).toHaveLength(0);
  });

  it('when the stream reports a quota error, then the quota box is appended', async () => {
    const { user, question } = await openChat(
      chatApi({
        'POST /api/query/extract-and-query': streamOf([{ type: 'error', message: 'Gemini quota exhausted' }]),
      }),
    );
    const keywords = await askAndOpenKeywords(user, question);
    await user.click(keywords.getByRole('button', { name: /^Search/ }));
    const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
    await user.click(documents.getByRole('button', { name: /^Continue/ }));
    const box = within(await screen.findByRole('region', { name: 'Gemini Token Quota Error' }));
    expect(box.getByText('Gemini quota exhausted')).toBeTruthy();
  });

  it("when Gemini's daily quota ends the run, then the quota box offers to continue in the background, which asks the server once and says when it goes on", async () => {
    // Arrange
    const toasts = recordToasts();
    const message = "Gemini's daily quota for your key is used up: it resets at midnight Pacific time.";
    const { user, api, question } = await openChat(
      chatApi({
        'POST /api/query/extract-and-query': streamOf([
          { type: 'error', message, errorCode: 'GEMINI_DAILY_QUOTA', executionId: 'run-7' },
        ]),
        'POST /api/report-execution/run-7/continue-in-background': ok({
          executionId: 'run-8',
          pausedUntil: new Date(2026, 0, 16, 0, 5).toISOString(),
          userEmail: 'maya@example.com',
        }),
      }),
    );
    const keywords = await askAndOpenKeywords(user, question);
    await user.click(keywords.getByRole('button', { name: /^Search/ }));
    const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
    await user.click(documents.getByRole('button', { name: /^Continue/ }));
    const box = within(await screen.findByRole('region', { name: 'Gemini Token Quota Error' }));
    expect(box.getByText(message)).toBeTruthy();

    // Act
    await user.dblClick(box.getByRole('button', { name: 'Continue in the background' }));

    // Assert
    expect(await box.findByRole('status')).toHaveProperty(
      'textContent',
      'This report goes on in the background at Jan 16, 12:05 AM (your time). You will get an e-mail when it is ready.',
    );
    expect(api.callsTo('POST /api/report-execution/run-7/continue-in-background')).toHaveLength(1);
    await waitFor(() => expect(toasts.titles()).toContain('Report Continues Later'));
  });

  it('while the answer streams, then each status message shows with its progress bar', async () => {
    let finish: () => void = () => undefined;
    const status = `data: ${JSON.stringify({ type: 'status', message: 'Reading 2 documents', progress: 40 })}\n\n`;
    const { user, question } = await openChat(
      chatApi({
        'POST /api/query/extract-and-query': () =>
          new Response(
            new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode(status));
                finish = () => controller.close();
              },
            }),
            { headers: { 'Content-Type': 'text/event-stream' } },
          ),
      }),
    );
    const keywords = await askAndOpenKeywords(user, question);
    await user.click(keywords.getByRole('button', { name: /^Search/ }));
    const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
    await user.click(documents.getByRole('button', { name: /^Continue/ }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reading 2 documents'));
    expect(screen.getByRole('progressbar', { name: 'Analysis progress' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(screen.getByRole('button', { name: 'New Session' })).toHaveProperty('disabled', true);
    finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
