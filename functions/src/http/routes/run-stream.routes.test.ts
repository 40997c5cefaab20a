import { runStreamPath } from '@quarry/contracts/research';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXECUTION_EVENTS } from '../../domain/reports/events/run-events';
import type { BrowserSession } from '../../testing/browser-session';
import { type NumberedEvent, parseEventBlocks } from '../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { supportedDocuments } from '../../testing/reports-api';
import { readyCreator } from '../../testing/sign-in-flow';

/**
 * GET /api/report-execution/{id}/stream (docs/architecture/platform.md): a run's stream read again from after
 * the last event a page saw, by the run's owner only.
 */
let stack: LocalStack;
let maya: BrowserSession;
let sam: BrowserSession;
let executionId = '';
let first: NumberedEvent[] = [];

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, 'maya.chen@northwind.test');
  sam = await readyCreator(stack, 'sam.outside@northwind.test');
  const response = await maya.raw('POST', '/api/query/extract-and-query', {
    userQuery: 'When does the Kestrel agreement end?',
    selectedDocuments: await supportedDocuments(maya, ['Kestrel']),
    deepResearch: false,
  });
  first = parseEventBlocks(await response.text());
  const complete = first.at(-1)?.event;
  executionId = complete?.type === 'complete' ? String(complete.executionId) : '';
}, 90_000);
afterAll(() => stack?.stop());

function events(session: BrowserSession, id: string, lastEventId?: string, query = '') {
  return fetch(`${stack.app.url}${runStreamPath(id)}${query}`, {
    headers: {
      ...(session.cookie ? { cookie: session.cookie } : {}),
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
  });
}

describe('GET /api/report-execution/{id}/stream', () => {
  it('when the owner reads a finished run again from the start, then it is the stream the run first sent, numbered 1, 2, 3... and ending with its complete event', async () => {
    expect(first.map((e) => e.id)).toEqual(Array.from({ length: first.length }, (_, i) => i + 1));
    expect(first[0]?.event).toMatchObject({ type: 'status', message: 'Starting analysis...', executionId });
    expect(first.at(-1)?.event.type).toBe('complete');

    const again = await events(maya, executionId);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toContain('text/event-stream');
    expect(parseEventBlocks(await again.text())).toEqual(first);
  });

  it('when the page sends the last id it saw, by header or by ?after=, then exactly the events after it come, the complete event once', async () => {
    const middle = Math.floor(first.length / 2);
    const byHeader = parseEventBlocks(await (await events(maya, executionId, String(middle))).text());
    expect(byHeader).toEqual(first.slice(middle));
    const byQuery = parseEventBlocks(
      await (await events(maya, executionId, undefined, `?after=${middle}`)).text(),
    );
    expect(byQuery).toEqual(first.slice(middle));
    const afterTheEnd = await events(maya, executionId, String(first.length));
    expect(parseEventBlocks(await afterTheEnd.text())).toEqual([]);
  });

  it('when another person, or anyone for a run that does not exist, asks for the events, then it is not found and nothing streams', async () => {
    for (const [session, id] of [
      [sam, executionId],
      [maya, 'no-such-run'],
    ] as const) {
      const response = await events(session, id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Report execution not found' });
    }
  });

  it('when Last-Event-ID or ?after= is not an event number, then it answers 400 with a message and reads nothing', async () => {
    const bad = ['-1', 'abc', '1.5', '1e3', '', '9'.repeat(16), '<script>', '1; 2'];
    // A header cannot carry a leading space or an emoji; a query can.
    const responses = [
      ...(await Promise.all(bad.filter(Boolean).map((value) => events(maya, executionId, value)))),
      ...(await Promise.all(
        [...bad, ' 7', '😀'].map((value) =>
          events(maya, executionId, undefined, `?after=${encodeURIComponent(value)}`),
        ),
      )),
    ];
    for (const response of responses) {
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(
        'The event number (Last-Event-ID or ?after=) must be the id of an event this run sent.',
      );
    }
    const twice = await events(maya, executionId, undefined, '?after=1&after=2');
    expect(twice.status).toBe(400);
  });

  it('when the run is deleted (Clear All), then its event log goes with it', async () => {
    const { store } = stack.app.deps;
    const logged = { where: [{ field: 'executionId', op: '==' as const, value: executionId }] };
    expect(await store.count(EXECUTION_EVENTS, logged)).toBeGreaterThan(0);
    await maya.call('DELETE', '/api/my-report-executions/clear-all');
    expect(await store.count(EXECUTION_EVENTS, logged)).toBe(0);
    expect((await events(maya, executionId)).status).toBe(404);
  });
});
