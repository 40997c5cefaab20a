import type { ExtractAndQueryRequest } from '@quarry/contracts/research';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fakeApi } from '@/testing/fake-api';
import { recordToasts } from '@/testing/toast-recorder';
import { streamOf } from '../testing/chat-fakes';
import { runExtraction, START_TRIES } from './run-extraction';
import { READ_ON_DELAY_MS } from './run-stream-reader';

/**
 * The run's start names the person's action with an Idempotency-Key (docs/decisions/security.md): a start
 * the network cut before the stream named its run is sent again with the same key, and the server
 * attaches to the run the first send started instead of starting another.
 */
const request: ExtractAndQueryRequest = {
  userQuery: 'What was revenue?',
  selectedDocuments: [{ id: 'd1', name: 'Budget.pdf', mimeType: 'application/pdf' }],
  keywords: ['revenue'],
  negativeKeywords: [],
  deepResearch: false,
  enableIntroduction: true,
  enableConclusion: true,
  notifyOnCompletion: false,
};
const START = 'POST /api/query/extract-and-query';
const started = {
  type: 'status',
  message: 'Starting analysis...',
  executionId: 'exec-1',
  sessionId: 'session-9',
};
const complete = {
  type: 'complete' as const,
  answer: '<p>Revenue was 4M [1]</p>',
  executionId: 'exec-1',
  sessionId: 'session-9',
  documentsProcessed: 1,
  statusCounts: { data: 1, noData: 0, failed: 0 },
  documentNames: { data: [], noData: [], failed: [] },
};
const networkDown: FakeHandler = () => Promise.reject(new TypeError('network error'));
const keysSent = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo(START).map((call) => call.headers?.['idempotency-key']);

describe('starting a run under one Idempotency-Key per action', () => {
  it('when two questions are asked one after the other, then each start carries a key of its own', async () => {
    const api = fakeApi({ [START]: streamOf([started, complete], 1) });

    await runExtraction(request, { onProgress: () => undefined });
    await runExtraction(request, { onProgress: () => undefined });

    const keys = keysSent(api);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('when the network cuts the start before the stream names its run, then the start is sent again with the same key and the run it reaches completes', async () => {
    const sends = [networkDown, streamOf([started, complete], 1)];
    const api = fakeApi({ [START]: (call) => (sends.shift() as FakeHandler)(call) });
    const waits: number[] = [];

    const result = await runExtraction(request, {
      onProgress: () => undefined,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });

    expect(result).toEqual({ kind: 'complete', event: complete });
    const keys = keysSent(api);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(waits).toEqual([READ_ON_DELAY_MS]);
  });

  it('when every send of the start is cut, then it is given up after the last try with the standard toast', async () => {
    const toasts = recordToasts();
    const api = fakeApi({ [START]: networkDown });

    const result = await runExtraction(request, {
      onProgress: () => undefined,
      sleep: async () => undefined,
    });

    expect(result).toEqual({ kind: 'failed' });
    expect(new Set(keysSent(api)).size).toBe(1);
    expect(keysSent(api)).toHaveLength(START_TRIES);
    expect(toasts.all.map((t) => t.description)).toEqual(['Failed to process your query. Please try again.']);
  });
});
