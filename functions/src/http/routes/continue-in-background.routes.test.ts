import {
  ContinueInBackgroundResponse,
  continueInBackgroundPath,
  DAILY_LIMIT_MESSAGE,
  GEMINI_DAILY_QUOTA,
} from '@quarry/contracts/research';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import { RUNS as EXECUTIONS } from '../../domain/reports/runs/stored-run';
import type { BrowserSession } from '../../testing/browser-session';
import { gemini, mailbox, moveClocks } from '../../testing/emulator-controls';
import { readEventStream } from '../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { supportedDocuments } from '../../testing/reports-api';
import { readyCreator } from '../../testing/sign-in-flow';

/**
 * POST /api/report-execution/{id}/continue-in-background (docs/decisions/reading-economy.md): a chat run that
 * Gemini's daily limit ended goes on in the background, paused until the reset, and e-mails when
 * ready; asking again answers with the same run. Only its owner may ask.
 */
const MAYA = 'maya.chen@northwind.test';
let stack: LocalStack;
let maya: BrowserSession;
let sam: BrowserSession;
let admin: BrowserSession;

beforeAll(async () => {
  stack = await startLocalStack({
    // One document a call (packing off), so a day of one call reads exactly one document.
    app: { TICK_SECONDS: '3600', RESEARCH_CONCURRENCY: '1', RESEARCH_PACK_MAX_DOCUMENTS: '1' },
  });
  maya = await readyCreator(stack, MAYA);
  sam = await readyCreator(stack, 'sam.rivera@northwind.test');
  admin = await readyCreator(stack, 'admin@northwind.test');
}, 90_000);
afterAll(() => stack?.stop());

const read = async (id: string) => (await stack.app.deps.store.get<RunRecord>(EXECUTIONS, id)) as RunRecord;

/** A watched chat run over the Kestrel documents; its stream's events. */
async function chatRun(question: string) {
  const documents = await supportedDocuments(maya, ['Kestrel']);
  const response = await maya.raw('POST', '/api/query/extract-and-query', {
    userQuery: question,
    selectedDocuments: documents,
    deepResearch: false,
  });
  return { documents, events: await readEventStream(response) };
}

describe('continuing a chat run in the background', () => {
  it('when the daily limit ends a chat run, then its stream says so, and continuing it makes one background run that goes on after the reset, asks about no document twice and e-mails when ready', async () => {
    // Arrange: one call a day, so the second document meets the limit.
    const url = stack.emulators.url;
    await gemini.reset(url);
    await mailbox.clear(url);
    await gemini.settings(url, { rpdLimit: 1 });
    const { documents, events } = await chatRun('What are the payment terms with Kestrel?');
    const last = events.at(-1);
    expect(documents.length).toBeGreaterThan(1);
    expect(last).toMatchObject({
      type: 'error',
      message: DAILY_LIMIT_MESSAGE,
      errorCode: GEMINI_DAILY_QUOTA,
    });
    const ended = String((last as { executionId?: string }).executionId);
    const answeredInChat = (await gemini.stats(url)).answeredByDocument;
    expect(Object.keys(answeredInChat)).toHaveLength(1);

    // Act
    const first = await maya.call('POST', continueInBackgroundPath(ended));
    const again = await maya.call('POST', continueInBackgroundPath(ended));

    // Assert: one run, paused until the reset.
    expect(first.status).toBe(200);
    const continued = ContinueInBackgroundResponse.parse(first.json);
    expect(again.json).toEqual(first.json);
    expect(continued.userEmail).toBe(MAYA);
    expect(continued.pausedUntil).toMatch(/T0[78]:05:00\.000Z$/);
    const paused = await read(continued.executionId);
    expect(paused).toMatchObject({
      executionStatus: 'pending',
      pausedUntil: continued.pausedUntil,
      notifyOnCompletion: true,
      chatSessionId: (await read(ended)).chatSessionId,
    });

    // After the reset the tick sends it on; it ends with every document answered once.
    await gemini.settings(url, { rpdLimit: 100 });
    await moveClocks(stack.app.url, url, new Date(Date.parse(continued.pausedUntil) + 60_000));
    await until(
      'the background run to end',
      async () => (await read(continued.executionId)).executionStatus === 'success',
    );
    await stack.app.deps.localQueue.idle();
    // What the chat run read is not asked again (the extraction cache), and every document was read.
    const answered = (await gemini.stats(url)).answeredByDocument;
    for (const [id, count] of Object.entries(answeredInChat)) expect(answered[id]).toBe(count);
    expect((await read(continued.executionId)).completion?.documentsProcessed).toBe(documents.length);
    await until('the e-mail', async () =>
      (await mailbox.messagesTo(url, MAYA)).some((m) => m.text.includes(continued.executionId)),
    );
  }, 90_000);

  it('when the run did not end at the daily limit, then it cannot continue in the background (409) and nothing is made', async () => {
    const url = stack.emulators.url;
    await gemini.reset(url);
    const { events } = await chatRun('Who signed the Kestrel contract?');
    const complete = events.at(-1) as { type: string; executionId?: string };
    expect(complete.type).toBe('complete');

    const answer = await maya.call('POST', continueInBackgroundPath(String(complete.executionId)));

    expect(answer.status).toBe(409);
    expect((await read(String(complete.executionId))).continuedAs).toBeUndefined();
  }, 60_000);

  it('when anyone but its owner asks, then the run is not found for them (anonymous: sign-in required)', async () => {
    const url = stack.emulators.url;
    await gemini.reset(url);
    await gemini.settings(url, { rpdLimit: 1 });
    const { events } = await chatRun('When are Kestrel invoices due?');
    const ended = String((events.at(-1) as { executionId?: string }).executionId);

    const anonymous = await fetch(`${stack.app.url}${continueInBackgroundPath(ended)}`, {
      method: 'POST',
      headers: { origin: stack.app.url },
    });
    const another = await sam.call('POST', continueInBackgroundPath(ended));
    const administrator = await admin.call('POST', continueInBackgroundPath(ended));

    expect(anonymous.status).toBe(401);
    expect(another.status).toBe(404);
    expect(administrator.status).toBe(404);
    expect((await read(ended)).continuedAs).toBeUndefined();
  }, 60_000);
});
