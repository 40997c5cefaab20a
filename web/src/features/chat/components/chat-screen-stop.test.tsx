import { RUN_STOPPED, RUN_STOPPED_MESSAGE } from '@quarry/contracts/research';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { chatApi } from '../testing/chat-fakes';
import { ChatPage } from './chat-page';

/** Waits on Gemini and Stop in the chat (docs/decisions/research-pipeline.md). */
const conversation = () => within(screen.getByRole('list', { name: 'Conversation' }));
const status = () => screen.getByRole('status').textContent;

async function openChat(api: ReturnType<typeof chatApi>) {
  const user = userEvent.setup();
  renderRoute(<ChatPage />, { path: '/chat-interface' });
  const question = (await screen.findByRole('textbox', { name: 'Question' })) as HTMLTextAreaElement;
  return { user, api, question };
}

/** An event stream the test writes to as it goes. */
function liveStream() {
  const send = { event: (_event: unknown) => {}, end: () => {} };
  const handler = () =>
    new Response(
      new ReadableStream({
        start(controller) {
          send.event = (event) =>
            controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`));
          send.end = () => controller.close();
        },
      }),
      { headers: { 'Content-Type': 'text/event-stream' } },
    );
  return { handler, send };
}

const wait = (retry: number) => ({
  type: 'status',
  message: `Gemini asked us to wait 17 s, retry ${retry} of 5`,
  quotaWait: { seconds: 17, retry, of: 5, totalSeconds: 17 * retry },
});

describe('waiting on Gemini and Stop', () => {
  it('when Gemini keeps the keyword step waiting, then the status says so with its count, and when it gives up the quota box and Query Error show', async () => {
    // Arrange
    const toasts = recordToasts();
    const keywords = liveStream();
    const { user, question } = await openChat(
      chatApi({ 'POST /api/query/generate-keywords': keywords.handler }),
    );
    // Act
    await user.type(question, 'What was our revenue?{Enter}');
    await waitFor(() => expect(status()).toBe('Studying your query...'));
    keywords.send.event(wait(1));
    // Assert: the wait and its count, and the seconds left beside it
    await waitFor(() => expect(status()).toBe('Gemini asked us to wait 17 s, retry 1 of 5'));
    expect(await screen.findByText('(trying again in 17 s)')).toBeTruthy();
    keywords.send.event(wait(2));
    await waitFor(() => expect(status()).toBe('Gemini asked us to wait 17 s, retry 2 of 5'));

    const message = 'Gemini kept asking us to wait.';
    keywords.send.event({ type: 'error', message, errorCode: 'GEMINI_QUOTA' });
    keywords.send.end();
    const box = within(await screen.findByRole('region', { name: 'Gemini Token Quota Error' }));
    expect(box.getByText(message)).toBeTruthy();
    await waitFor(() => expect(toasts.titles().at(-1)).toBe('Query Error'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when Stop is pressed while the keyword step waits, then the step ends, the question leaves the conversation and comes back to the box', async () => {
    const keywords = liveStream();
    const { user, question } = await openChat(
      chatApi({ 'POST /api/query/generate-keywords': keywords.handler }),
    );
    await user.type(question, 'What was our revenue?{Enter}');
    keywords.send.event(wait(1));
    await waitFor(() => expect(status()).toBe('Gemini asked us to wait 17 s, retry 1 of 5'));

    await user.click(screen.getByRole('button', { name: 'Stop' }));

    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(question.value).toBe('What was our revenue?');
    expect(conversation().queryByLabelText('Your question')).toBeNull();
  });

  it('when Stop is pressed while the report runs, then the server is asked to stop it and the conversation says it was stopped, not that it failed', async () => {
    const toasts = recordToasts();
    const run = liveStream();
    const api = chatApi({
      'POST /api/query/extract-and-query': run.handler,
      'POST /api/report-execution/run-1/stop': ok({ stopping: true }),
    });
    const { user, question } = await openChat(api);
    await user.type(question, 'What was our revenue?{Enter}');
    const keywords = within(await screen.findByRole('dialog', { name: 'Select Keywords' }));
    await user.click(keywords.getByRole('button', { name: /^Search/ }));
    const documents = within(await screen.findByRole('dialog', { name: 'Select Files/Documents' }));
    await user.click(documents.getByRole('button', { name: /^Continue/ }));
    run.send.event({
      type: 'status',
      message: 'Starting analysis...',
      executionId: 'run-1',
      sessionId: 's-1',
    });
    run.send.event(wait(1));
    await waitFor(() => expect(status()).toBe('Gemini asked us to wait 17 s, retry 1 of 5'));

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(api.callsTo('POST /api/report-execution/run-1/stop')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Stopping...' })).toHaveProperty('disabled', true);
    run.send.event({ type: 'error', message: RUN_STOPPED_MESSAGE, errorCode: RUN_STOPPED });
    run.send.end();

    expect(await conversation().findByText(RUN_STOPPED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(toasts.titles()).not.toContain('Processing Error');
  });

  it('when the server refuses the question, then its sentence is shown and the question comes back to the box', async () => {
    const toasts = recordToasts();
    const sentence = 'The question contains characters that cannot be stored.';
    const { user, question } = await openChat(
      chatApi({ 'POST /api/query/generate-keywords': fail(400, { message: sentence }) }),
    );

    await user.type(question, 'What was our revenue?{Enter}');

    await waitFor(() =>
      expect(toasts.all.at(-1)).toMatchObject({ title: 'Query Error', description: sentence }),
    );
    expect(question.value).toBe('What was our revenue?');
    expect(conversation().queryByLabelText('Your question')).toBeNull();
  });
});
