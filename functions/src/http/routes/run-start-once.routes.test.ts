import crypto from 'node:crypto';
import type { StreamEvent } from '@quarry/contracts/research';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNS as EXECUTIONS } from '../../domain/reports/runs/stored-run';
import type { BrowserSession } from '../../testing/browser-session';
import { gemini } from '../../testing/emulator-controls';
import { type NumberedEvent, parseEventBlocks } from '../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { supportedDocuments } from '../../testing/reports-api';
import { readyCreator } from '../../testing/sign-in-flow';

/**
 * The chat's run start happens once per action (docs/decisions/security.md): a repeat of
 * POST /api/query/extract-and-query with the same Idempotency-Key, at once or after, attaches to
 * the run the first one started (its stored events, from the first) instead of starting another
 * that spends the person's quota again.
 */
let stack: LocalStack;
let maya: BrowserSession;
let sam: BrowserSession;
let documents: Awaited<ReturnType<typeof supportedDocuments>>;

type Complete = Extract<StreamEvent, { type: 'complete' }>;

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, 'maya.chen@northwind.test');
  sam = await readyCreator(stack, 'sam.outside@northwind.test');
  documents = await supportedDocuments(maya, ['Kestrel']);
}, 90_000);
afterAll(() => stack?.stop());

const start = (session: BrowserSession, userQuery: string, headers: Record<string, string> = {}) =>
  session.raw(
    'POST',
    '/api/query/extract-and-query',
    { userQuery, selectedDocuments: documents, deepResearch: false },
    headers,
  );
const eventsOf = async (response: Response) => parseEventBlocks(await response.text());
const completeOf = (events: NumberedEvent[]) => events.at(-1)?.event as Complete | undefined;
const runsAsking = async (question: string) =>
  (
    await stack.app.deps.store.query(EXECUTIONS, {
      where: [{ field: 'reportDetails.query', op: '==', value: question }],
    })
  ).map((d) => d.id);
const modelCalls = async () => (await gemini.stats(stack.emulators.url)).calls;
const callsOf = (complete: Complete | undefined) =>
  Object.values(complete?.usage?.byModel ?? {}).reduce((sum, tally) => sum + tally.calls, 0);

describe('starting a chat run twice with one Idempotency-Key', () => {
  it('when two starts with one key arrive at once, then one run is stored, both stream its events, and its model calls are made once', async () => {
    const question = 'When does the Kestrel agreement end, asked twice at once?';
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const callsBefore = await modelCalls();

    const [first, second] = await Promise.all([
      start(maya, question, headers),
      start(maya, question, headers),
    ]);
    const streams = await Promise.all([eventsOf(first), eventsOf(second)]);

    expect([first.status, second.status]).toEqual([200, 200]);
    const runs = await runsAsking(question);
    expect(runs).toHaveLength(1);
    expect(streams.map((events) => completeOf(events)?.executionId)).toEqual([runs[0], runs[0]]);
    expect(streams[1]).toEqual(streams[0]);
    expect([first, second].filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    expect((await modelCalls()) - callsBefore).toBe(callsOf(completeOf(streams[0]!)));
  });

  it('when the same start is sent again with its key after the run ended, then it streams that run again and starts none', async () => {
    const question = 'When does the Kestrel agreement end, asked again after?';
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const firstEvents = await eventsOf(await start(maya, question, headers));
    const callsBefore = await modelCalls();

    const again = await start(maya, question, headers);

    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await eventsOf(again)).toEqual(firstEvents);
    expect(await runsAsking(question)).toHaveLength(1);
    expect(await modelCalls()).toBe(callsBefore);
  });

  it("when 'Notify when Ready' is sent twice at once with one key, then one run is queued and both answers name it", async () => {
    const question = 'When does the Kestrel agreement end, queued twice?';
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const body = {
      userQuery: question,
      selectedDocuments: documents,
      deepResearch: false,
      notifyOnCompletion: true,
    };

    const answers = await Promise.all([
      maya.call('POST', '/api/query/extract-and-query', body, headers),
      maya.call('POST', '/api/query/extract-and-query', body, headers),
    ]);

    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    expect(answers[1]?.json).toEqual(answers[0]?.json);
    expect(await runsAsking(question)).toEqual([answers[0]?.json.executionId]);
  });

  it('when two starts carry different keys, then they are two runs', async () => {
    const question = 'When does the Kestrel agreement end, asked as two actions?';

    const answers = await Promise.all([
      start(maya, question, { 'Idempotency-Key': crypto.randomUUID() }),
      start(maya, question, { 'Idempotency-Key': crypto.randomUUID() }),
    ]);
    const ids = (await Promise.all(answers.map(eventsOf))).map((events) => completeOf(events)?.executionId);

    expect(new Set(ids).size).toBe(2);
    expect((await runsAsking(question)).sort()).toEqual([...ids].sort());
  });
});

describe('who may attach to a start, and with what', () => {
  it("when someone else sends the owner's key, or the key comes with another question or malformed, then nobody attaches: their own run, 422, 400", async () => {
    const question = 'When does the Kestrel agreement end, asked by Maya?';
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const mayas = completeOf(await eventsOf(await start(maya, question, headers)))?.executionId;

    const sams = await start(sam, question, headers);
    const otherQuestion = await start(maya, 'Who signed the Kestrel agreement?', headers);
    const malformed = await start(maya, question, { 'Idempotency-Key': 'short' });

    expect(sams.headers.get('idempotent-replayed')).toBeNull();
    const samsRun = (await eventsOf(sams))[0]?.event;
    expect(samsRun).toMatchObject({ type: 'status', executionId: expect.any(String) });
    expect(samsRun && 'executionId' in samsRun ? samsRun.executionId : undefined).not.toBe(mayas);
    expect(otherQuestion.status).toBe(422);
    expect(malformed.status).toBe(400);
    expect(await runsAsking('Who signed the Kestrel agreement?')).toEqual([]);
    expect(await runsAsking(question)).toHaveLength(2);
  });
});
