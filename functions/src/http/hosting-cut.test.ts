import type { ReportExecutionView } from '@quarry/contracts/reports';
import { runStreamPath } from '@quarry/contracts/research';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../testing/browser-session';
import { type CuttingProxy, startCuttingProxy } from '../testing/cutting-proxy';
import { gemini } from '../testing/emulator-controls';
import { parseEventBlocks } from '../testing/event-stream';
import { type LocalStack, startLocalStack } from '../testing/local-stack';
import { until } from '../testing/poll';
import { ReconnectingLiveReader } from '../testing/reconnecting-live';
import { supportedDocuments } from '../testing/reports-api';
import { followRunThroughCuts } from '../testing/run-follower';
import { readyCreator } from '../testing/sign-in-flow';
import { REQUEST_TIMEOUT, REQUEST_TIMEOUT_MESSAGE } from './middleware/response-deadline';

/**
 * Firebase Hosting cuts every request it proxies at 60 s (docs/architecture/platform.md). Here a proxy in front
 * of the app cuts every response after CUT_MS; a run that outlasts several cuts, and the live
 * channel, must go on through it as if nothing happened. Without a proxy, the app ends each stream
 * itself after RESPONSE_SECONDS, before any cut, and answers any request still unanswered then.
 */
const MAYA = 'maya.chen@northwind.test';
const CUT_MS = 2000;
const RESPONSE_SECONDS = 4;
const QUESTION = 'What are the payment terms with Kestrel?';

let stack: LocalStack;
let proxy: CuttingProxy;
let maya: BrowserSession;

beforeAll(async () => {
  stack = await startLocalStack({
    // One document at a time, so a slowed Gemini makes the run last several cuts.
    app: {
      RESPONSE_SECONDS: String(RESPONSE_SECONDS),
      RESEARCH_CONCURRENCY: '1',
      RESEARCH_MAX_CONCURRENCY: '1',
    },
  });
  proxy = await startCuttingProxy(stack.app.url, CUT_MS);
  maya = await readyCreator(stack, MAYA);
}, 90_000);
afterAll(async () => {
  if (stack) await gemini.reset(stack.emulators.url);
  await proxy?.close();
  await stack?.stop();
});

const page = () => ({ origin: stack.app.url, cookie: String(maya.cookie) });

const kestrelDocuments = () => supportedDocuments(maya, ['Kestrel']);

describe('a chat run behind a proxy that cuts every response', () => {
  it('when the run outlasts several cuts, then the page reads on to exactly one complete event, the stored report, with every event once and one run', async () => {
    const selectedDocuments = await kestrelDocuments();
    expect(selectedDocuments.length).toBeGreaterThanOrEqual(3);
    await gemini.settings(stack.emulators.url, { latencyMs: 1200 });
    const cutsBefore = proxy.cuts();

    const followed = await followRunThroughCuts(proxy.url, page(), {
      userQuery: QUESTION,
      selectedDocuments,
      deepResearch: true,
    });
    await gemini.settings(stack.emulators.url, { latencyMs: 0 });

    expect(proxy.cuts() - cutsBefore).toBeGreaterThanOrEqual(3);
    expect(followed.requests).toBeGreaterThanOrEqual(4);
    const ids = followed.events.map((e) => e.id);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
    const endings = followed.events.filter((e) => e.event.type === 'complete' || e.event.type === 'error');
    expect(endings.map((e) => e.event.type)).toEqual(['complete']);
    expect(followed.events.at(-1)?.event.type).toBe('complete');
    const progress = followed.events.flatMap((e) =>
      e.event.type === 'status' && e.event.progress !== undefined ? [e.event.progress] : [],
    );
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);

    const complete = endings[0]?.event;
    if (complete?.type !== 'complete') throw new Error('no complete event');
    const view = await maya.call('GET', `/api/report-execution/${complete.executionId}/view`);
    const stored = view.json.execution as ReportExecutionView;
    expect(complete.answer).toBe(stored.result);
    expect(complete.evidence).toEqual(stored.evidence);
    expect(complete.statusCounts.data + complete.statusCounts.noData + complete.statusCounts.failed).toBe(
      selectedDocuments.length,
    );
    const runs = (await maya.call('GET', '/api/my-report-executions')).json.executions as {
      reportDetails: { query: string };
    }[];
    expect(runs.filter((run) => run.reportDetails.query === QUESTION)).toHaveLength(1);

    // Read again uncut, the run's stream is the very one the page pieced together across the cuts.
    const uncut = await fetch(`${stack.app.url}${runStreamPath(String(complete.executionId))}`, {
      headers: page(),
    });
    expect(parseEventBlocks(await uncut.text())).toEqual(followed.events);
  }, 120_000);
});

describe('the live channel behind a proxy that cuts every response', () => {
  it('when signals come across several cuts, then the page reconnects and hears each one once, in order', async () => {
    const cutsBefore = proxy.cuts();
    const reader = new ReconnectingLiveReader(`${proxy.url}/api/events`, page());
    const created: string[] = [];
    try {
      await until('the page to listen', async () => reader.opened > 0);
      for (let i = 0; i < 12; i++) {
        const session = await maya.call('POST', '/api/chat/sessions', { title: `Cut ${i}`, chatData: [] });
        created.push(String(session.json.sessionId));
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
      await new Promise((resolve) => setTimeout(resolve, CUT_MS));
    } finally {
      await reader.stop();
    }
    expect(proxy.cuts() - cutsBefore).toBeGreaterThanOrEqual(3);
    const changes = reader.messages.filter((m) => m.event === 'change');
    expect(reader.messages.filter((m) => m.event === 'resync')).toEqual([]);
    expect(changes.filter((m) => m.signal?.topics.includes('sessions'))).toHaveLength(created.length);
    const sequence = changes.map((m) => Number(m.id?.split('-')[1]));
    expect(new Set(sequence).size).toBe(sequence.length);
    expect([...sequence].sort((a, b) => a - b)).toEqual(sequence);
  }, 60_000);
});

describe('streams without a proxy', () => {
  it('when nothing cuts them, then a run stream and the live channel each end by themselves while the run still waits', async () => {
    const selectedDocuments = (await kestrelDocuments()).slice(0, 2);
    await gemini.hold(stack.emulators.url, 0);
    try {
      const post = await maya.raw('POST', '/api/query/extract-and-query', {
        userQuery: 'Who signed the Kestrel agreement?',
        selectedDocuments,
        deepResearch: false,
      });
      const events = parseEventBlocks(await post.text());
      const live = await fetch(`${stack.app.url}/api/events`, { headers: page() });
      await live.text();
      // Both ended while every Gemini call was held: the app ended them, the run goes on.
      expect(events[0]?.event).toMatchObject({ type: 'status', message: 'Starting analysis...' });
      expect(events.some((e) => e.event.type === 'complete' || e.event.type === 'error')).toBe(false);
      expect((await gemini.holdStatus(stack.emulators.url)).holding).toBe(true);
      await gemini.release(stack.emulators.url);
      // Handed to the queue as its stream ended, the run goes on there to its end, once.
      const started = events[0]?.event;
      const id = started?.type === 'status' ? String(started.executionId) : '';
      await until('the handed-back run to end', async () => {
        const view = await maya.call('GET', `/api/report-execution/${id}/view`);
        return (view.json.execution as ReportExecutionView).executionStatus === 'success';
      });
    } finally {
      await gemini.release(stack.emulators.url);
    }
  }, 60_000);

  it('when a request is still unanswered at RESPONSE_SECONDS, then the app answers it itself with a message the page shows', async () => {
    await gemini.hold(stack.emulators.url, 0);
    try {
      const keywords = await maya.call('POST', '/api/query/generate-keywords', {
        query: 'What are the payment terms with Kestrel?',
      });
      expect(keywords.status).toBe(503);
      expect(keywords.json).toEqual({ message: REQUEST_TIMEOUT_MESSAGE, errorCode: REQUEST_TIMEOUT });
    } finally {
      await gemini.release(stack.emulators.url);
    }
    // The route's own answer, coming later, goes nowhere; the app serves on.
    expect((await maya.call('GET', '/api/user/profile')).status).toBe(200);
  }, 60_000);
});
