import { type ExtractAndQueryRequest, QUERY_TIMEOUT_MS } from '@quarry/contracts/research';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/hooks/use-toast';
import { type FakeHandler, fail, fakeApi, jsonResponse } from '@/testing/fake-api';
import { recordToasts } from '@/testing/toast-recorder';
import { brokenStreamAfter, streamOf } from '../testing/chat-fakes';
import {
  announceCompletion,
  type ExtractionProgress,
  runExtraction,
  TIMEOUT_MESSAGE,
} from './run-extraction';
import { READ_ON_DELAY_MS } from './run-stream-reader';

const request: ExtractAndQueryRequest = {
  userQuery: 'What was revenue?',
  selectedDocuments: [{ id: 'd1', name: 'Budget.pdf', mimeType: 'application/pdf' }],
  keywords: ['revenue'],
  negativeKeywords: ['draft'],
  deepResearch: true,
  enableIntroduction: true,
  enableConclusion: true,
  notifyOnCompletion: false,
};

const complete = {
  type: 'complete' as const,
  answer: '<p>Revenue was 4M [1]</p>',
  sessionId: 'session-9',
  documentsProcessed: 3,
  statusCounts: { data: 1, noData: 1, failed: 1 },
  documentNames: { data: [], noData: [], failed: [] },
};

const STREAM = 'GET /api/report-execution/exec-1/stream';
const started = {
  type: 'status',
  message: 'Starting analysis...',
  executionId: 'exec-1',
  sessionId: 'session-9',
};
const analyzed = (n: number, progress: number) => ({
  type: 'status',
  message: `Analyzed ${n} of 2`,
  progress,
});
const noWait = async () => undefined;

/** A streamed answer whose chunks are handed out one by one, cut mid-event. */
function streamed(events: unknown[], options: { endStream?: boolean } = {}): FakeHandler {
  const text = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
  const middle = Math.floor(text.length / 2);
  return () =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text.slice(0, middle)));
          controller.enqueue(new TextEncoder().encode(text.slice(middle)));
          if (options.endStream !== false) controller.close();
        },
      }),
      { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
    );
}

async function run(handler: FakeHandler, overrides: Partial<Parameters<typeof runExtraction>[1]> = {}) {
  const toasts = recordToasts();
  const api = fakeApi({ 'POST /api/query/extract-and-query': handler });
  const progress: ExtractionProgress[] = [];
  const result = await runExtraction(request, { onProgress: (step) => progress.push(step), ...overrides });
  return { result, progress, toasts, api };
}

describe('extraction run', () => {
  it('when the stream sends statuses and then completes, then each status is passed on and the completion is returned without a toast yet', async () => {
    const { result, progress, toasts, api } = await run(
      streamed([
        { type: 'status', message: 'Reading documents', progress: 20 },
        { type: 'json_debug', message: '{}' },
        complete,
      ]),
    );
    expect(progress).toEqual([{ message: 'Reading documents', progress: 20 }]);
    expect(result).toEqual({ kind: 'complete', event: complete });
    expect(toasts.all).toEqual([]);
    expect(api.callsTo('POST /api/query/extract-and-query')[0]?.body).toEqual(request);
  });

  it('when the stream names its run and Gemini asks to wait, then the place is passed on once and the wait with its status', async () => {
    const places: unknown[] = [];
    const quotaWait = { seconds: 17, retry: 1, of: 5, totalSeconds: 17 };
    const { progress } = await run(
      streamed([
        { type: 'status', message: 'Starting analysis...', executionId: 'exec-1', sessionId: 'session-9' },
        { type: 'status', message: 'Gemini asked us to wait 17 s, retry 1 of 5', quotaWait },
        complete,
      ]),
      { onStart: (place) => places.push(place) },
    );
    expect(places).toEqual([{ executionId: 'exec-1', sessionId: 'session-9' }]);
    expect(progress).toEqual([
      { message: 'Starting analysis...', progress: undefined },
      { message: 'Gemini asked us to wait 17 s, retry 1 of 5', progress: undefined, quotaWait },
    ]);
  });

  it('when the connection breaks after the stream named its run, then the page reads on from the last event it saw to the same completion, with no toast and nothing twice', async () => {
    const api = fakeApi({
      'POST /api/query/extract-and-query': brokenStreamAfter([started, analyzed(1, 40)], 1),
      [STREAM]: streamOf([analyzed(2, 85), complete], 3),
    });
    const toasts = recordToasts();
    const progress: ExtractionProgress[] = [];
    const result = await runExtraction(request, { onProgress: (step) => progress.push(step), sleep: noWait });
    expect(result).toEqual({ kind: 'complete', event: complete, resumed: true });
    expect(progress.map((step) => step.message)).toEqual([
      'Starting analysis...',
      'Analyzed 1 of 2',
      'Analyzed 2 of 2',
    ]);
    expect(api.callsTo(STREAM).map((call) => call.headers?.['last-event-id'])).toEqual(['2']);
    expect(api.callsTo('POST /api/query/extract-and-query')).toHaveLength(1);
    expect(toasts.all).toEqual([]);
  });

  it('when each response ends before the run does, then the page reads on each time from where it was and passes nothing on twice', async () => {
    const reads = [
      streamOf([analyzed(1, 40)], 2),
      // A repeat the page already has (id 2) is not shown again.
      streamOf([analyzed(1, 40), analyzed(2, 85)], 2),
      streamOf([complete], 4),
    ];
    const api = fakeApi({
      'POST /api/query/extract-and-query': streamOf([started], 1),
      [STREAM]: (call) => (reads.shift() ?? fail(500, { message: 'no more' }))(call),
    });
    const progress: ExtractionProgress[] = [];
    const result = await runExtraction(request, { onProgress: (step) => progress.push(step), sleep: noWait });
    expect(result).toEqual({ kind: 'complete', event: complete, resumed: true });
    expect(progress.map((step) => step.progress)).toEqual([undefined, 40, 85]);
    expect(api.callsTo(STREAM).map((call) => call.headers?.['last-event-id'])).toEqual(['1', '2', '3']);
  });

  it('when reading on meets a network failure or a server error, then the page waits and tries again', async () => {
    const reads: FakeHandler[] = [
      () => Promise.reject(new TypeError('network error')),
      fail(503, { message: 'Service Unavailable' }),
      streamOf([complete], 2),
    ];
    fakeApi({
      'POST /api/query/extract-and-query': brokenStreamAfter([started], 1),
      [STREAM]: (call) => (reads.shift() as FakeHandler)(call),
    });
    const waits: number[] = [];
    const result = await runExtraction(request, {
      onProgress: () => undefined,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result).toEqual({ kind: 'complete', event: complete, resumed: true });
    expect(waits).toEqual([READ_ON_DELAY_MS, READ_ON_DELAY_MS]);
  });

  it('when the run can no longer be read on (deleted meanwhile), then it is dropped for the page to follow, with no toast', async () => {
    fakeApi({
      'POST /api/query/extract-and-query': brokenStreamAfter([started], 1),
      [STREAM]: fail(404, { message: 'Report execution not found' }),
    });
    const toasts = recordToasts();
    const result = await runExtraction(request, { onProgress: () => undefined, sleep: noWait });
    expect(result).toEqual({ kind: 'dropped', place: { executionId: 'exec-1', sessionId: 'session-9' } });
    expect(toasts.all).toEqual([]);
  });

  it('when reading on is refused because the sign-in ended, then Session Expired asks to sign in again', async () => {
    fakeApi({
      'POST /api/query/extract-and-query': brokenStreamAfter([started], 1),
      [STREAM]: fail(401, { message: 'Login required', errorCode: 'LOGIN_REQUIRED' }),
    });
    const toasts = recordToasts();
    const result = await runExtraction(request, { onProgress: () => undefined, sleep: noWait });
    expect(result).toEqual({ kind: 'failed' });
    expect(toasts.titles()).toEqual(['Session Expired']);
  });

  it('when a completion is announced, then it is an outcome that lesser toasts do not replace', () => {
    announceCompletion(complete);
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Query Complete', outcome: true });
  });

  it('when a completion is announced, then Query Complete counts the outcomes', () => {
    const toasts = recordToasts();
    announceCompletion(complete);
    expect(toasts.all).toEqual([
      {
        title: 'Query Complete',
        description: 'Analyzed 3 documents: 1 with data, 1 without data, 1 failed',
        variant: undefined,
      },
    ]);
  });

  it('when the stream sends an error event, then Processing Error shows its message', async () => {
    const { result, toasts } = await run(streamed([{ type: 'error', message: 'Gemini is unavailable' }]));
    expect(result).toEqual({ kind: 'failed' });
    expect(toasts.all).toEqual([
      { title: 'Processing Error', description: 'Gemini is unavailable', variant: 'destructive' },
    ]);
  });

  it('when the stream error names the quota, then the run ends as a quota failure with the message', async () => {
    const message = 'You exceeded your current quota, please check your plan and billing details.';
    const { result } = await run(streamed([{ type: 'error', message }]));
    expect(result).toEqual({ kind: 'quota', message });
  });

  it('when the server answers 401, then Session Expired asks to refresh and sign in again', async () => {
    const { result, toasts } = await run(
      fail(401, { message: 'Login required', errorCode: 'LOGIN_REQUIRED' }),
    );
    expect(result).toEqual({ kind: 'failed' });
    expect(toasts.titles()).toEqual(['Session Expired']);
    expect(toasts.all[0]?.description).toMatch(/refresh the page and sign in again/);
  });

  it('when the server answers another error, then Processing Error shows the standard text', async () => {
    const { result, toasts } = await run(fail(500, { message: 'boom' }));
    expect(result).toEqual({ kind: 'failed' });
    expect(toasts.all).toEqual([
      {
        title: 'Processing Error',
        description: 'Failed to process your query. Please try again.',
        variant: 'destructive',
      },
    ]);
  });

  it('when the server refuses with a quota message, then the run ends as a quota failure', async () => {
    const { result } = await run(fail(429, { message: 'Gemini quota exceeded', errorCode: 'GEMINI_QUOTA' }));
    expect(result).toEqual({ kind: 'quota', message: 'Gemini quota exceeded' });
  });

  it('when a saved report runs and the stream reports an error, then the toast is titled Extraction Error', async () => {
    const { result, toasts } = await run(streamed([{ type: 'error', message: 'Drive file vanished' }]), {
      failureTitle: 'Extraction Error',
    });
    expect(result).toEqual({ kind: 'failed' });
    expect(toasts.all).toEqual([
      { title: 'Extraction Error', description: 'Drive file vanished', variant: 'destructive' },
    ]);
  });

  it('when the stream ends without an answer, then Processing Error shows', async () => {
    const { result, toasts } = await run(streamed([{ type: 'status', message: 'Reading' }]));
    expect(result).toEqual({ kind: 'failed' });
    expect(toasts.titles()).toEqual(['Processing Error']);
  });

  it('when notify is on and the server queues the report, then Report Queued names the e-mail address', async () => {
    const { result, toasts } = await run(() =>
      jsonResponse(200, {
        message: 'Queued',
        userEmail: 'ada@example.com',
        executionId: 'exec-1',
        sessionId: 'session-new',
      }),
    );
    expect(result).toEqual({ kind: 'queued', userEmail: 'ada@example.com', sessionId: 'session-new' });
    expect(toasts.titles()).toEqual(['Report Queued']);
    expect(toasts.all[0]?.description).toMatch(/e-mail will be sent to ada@example\.com/);
  });

  it('when the 2-hour limit passes, then the run is aborted with the timeout message', async () => {
    let fire: (() => void) | undefined;
    let limit = 0;
    const { result, toasts } = await run(
      streamed([{ type: 'status', message: 'Reading' }], { endStream: false }),
      {
        onProgress: () => fire?.(),
        startTimer: (onTimeout, ms) => {
          fire = onTimeout;
          limit = ms;
          return () => undefined;
        },
      },
    );
    expect(limit).toBe(QUERY_TIMEOUT_MS);
    expect(result).toEqual({ kind: 'failed' });
    expect(toasts.all).toEqual([
      { title: 'Processing Error', description: TIMEOUT_MESSAGE, variant: 'destructive' },
    ]);
  });

  it('when the page goes away mid-stream, then the run ends quietly', async () => {
    const page = new AbortController();
    const { result, toasts } = await run(
      streamed([{ type: 'status', message: 'Reading' }], { endStream: false }),
      {
        signal: page.signal,
        onProgress: () => page.abort(),
      },
    );
    expect(result).toEqual({ kind: 'cancelled' });
    expect(toasts.all).toEqual([]);
  });
});
