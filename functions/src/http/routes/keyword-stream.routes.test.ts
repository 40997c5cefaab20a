import { GEMINI_QUOTA, type StreamEvent } from '@quarry/contracts/research';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gemini } from '../../testing/emulator-controls';
import { readEventStream } from '../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { readyCreator } from '../../testing/sign-in-flow';

/**
 * POST /api/query/generate-keywords asked for as a stream (docs/decisions/research-pipeline.md): the keyword step
 * tells each wait Gemini asks for, gives up with the quota error within the response limit, and
 * stops calling Gemini when the page goes.
 */
let stack: LocalStack;
let cookie = '';

beforeAll(async () => {
  // A short response limit: a quota wait still going after 3 s gives up.
  stack = await startLocalStack({ app: { RESPONSE_SECONDS: '3' } });
  cookie = (await readyCreator(stack, 'maya.chen@northwind.test')).cookie ?? '';
}, 60_000);
afterAll(() => stack?.stop());
beforeEach(() => gemini.reset(stack.emulators.url));

function askForKeywords(body: unknown, signal?: AbortSignal) {
  return fetch(`${stack.app.url}/api/query/generate-keywords`, {
    method: 'POST',
    headers: {
      cookie,
      origin: stack.app.url,
      accept: 'text/event-stream',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

const keywordCalls = async () => (await gemini.stats(stack.emulators.url)).byTask.keywords ?? 0;

describe('the keyword step, streamed', () => {
  it('when Gemini answers, then the stream ends with the keywords and the most the person may keep', async () => {
    const events = await readEventStream(
      await askForKeywords({ query: 'When does the Kestrel agreement end?' }),
    );

    expect(events.at(-1)).toMatchObject({ type: 'keywords', maxKeywords: 30 });
  });

  it('when Gemini keeps answering 429, then each wait is told with its count and the step ends with the quota error', async () => {
    await gemini.fault(stack.emulators.url, {
      kind: 'quota',
      task: 'keywords',
      count: 50,
      retryDelaySeconds: 1,
    });

    const events = await readEventStream(
      await askForKeywords({ query: 'When does the Kestrel agreement end?' }),
    );

    const waits = events.filter((e): e is Extract<StreamEvent, { type: 'status' }> => e.type === 'status');
    expect(waits[0]).toMatchObject({
      message: 'Gemini asked us to wait 1 s, retry 1 of 5',
      quotaWait: { seconds: 1, retry: 1, of: 5 },
    });
    expect(waits.map((w) => w.quotaWait?.retry)).toEqual(waits.map((_, i) => i + 1));
    expect(events.at(-1)).toMatchObject({ type: 'error', errorCode: GEMINI_QUOTA });
  });

  it('when the page stops the step during a wait, then Gemini is not called again', async () => {
    await gemini.fault(stack.emulators.url, {
      kind: 'quota',
      task: 'keywords',
      count: 50,
      retryDelaySeconds: 1,
    });
    const page = new AbortController();
    const response = await askForKeywords({ query: 'When does the Kestrel agreement end?' }, page.signal);
    const reader = response.body?.getReader();
    // Read until the first wait is told, then leave.
    let text = '';
    while (!text.includes('quotaWait')) text += new TextDecoder().decode((await reader?.read())?.value);
    page.abort();
    const callsWhenStopped = await keywordCalls();

    // Longer than the waits Gemini asked for: a step still going would have called again by then.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    expect(await keywordCalls()).toBe(callsWhenStopped);
  });

  it('when the question is too long, then the answer is a 400 that says so in a sentence, and no stream starts', async () => {
    const response = await askForKeywords({ query: 'x'.repeat(10_001) });

    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'The question is too long: 10,001 characters, and the most is 10,000.',
    );
  });

  it("when the spec's JSON keyword call runs out of time while Gemini keeps answering 429, then it is answered with the timeout and Gemini is not called after", async () => {
    await gemini.fault(stack.emulators.url, {
      kind: 'quota',
      task: 'keywords',
      count: 50,
      retryDelaySeconds: 1,
    });
    const response = await fetch(`${stack.app.url}/api/query/generate-keywords`, {
      method: 'POST',
      headers: { cookie, origin: stack.app.url, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'When does the Kestrel agreement end?' }),
    });
    const callsWhenAnswered = await keywordCalls();

    // Longer than the waits Gemini asked for: a step still going would have called again by then.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    expect(response.status).toBe(503);
    expect(await keywordCalls()).toBe(callsWhenAnswered);
  });
});
