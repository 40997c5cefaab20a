import { describe, expect, it } from 'vitest';
import { type FakeHandler, fail, fakeApi, ok } from '@/testing/fake-api';
import {
  FOLLOW_INTERVAL_MS,
  followRun,
  QUEUED_MESSAGE,
  SETTLE_ATTEMPTS,
  WRITING_MESSAGE,
} from './follow-run';
import type { ExtractionProgress } from './run-extraction';

const VIEW = 'GET /api/report-execution/exec-1/view';
const MESSAGES = 'GET /api/chat/sessions/s1/messages';

const view = (executionStatus: string, progress: number, errorMessage: string | null = null) => ({
  execution: { executionStatus, progress, errorMessage },
});

const session = (latestStatus: string, withReport: boolean) => ({
  title: 'Revenue',
  messages: withReport
    ? [
        {
          id: 'report-exec-1',
          role: 'assistant',
          content: '<p>4M</p>',
          timestamp: '2026-01-15T09:01:00.000Z',
        },
      ]
    : [],
  searchTerms: '[]',
  selectedFiles: '[]',
  selectedDirectories: '[]',
  latestExecutionId: 'exec-1',
  latestStatus,
});

/** Answers each call with the next body in turn, the last one from then on. */
function inTurn(...answers: FakeHandler[]): FakeHandler {
  let call = 0;
  return (request) => {
    const answer = answers[Math.min(call, answers.length - 1)] as FakeHandler;
    call += 1;
    return answer(request);
  };
}

async function follow(handlers: Record<string, FakeHandler>, signal = new AbortController().signal) {
  const api = fakeApi(handlers);
  const progress: ExtractionProgress[] = [];
  const pauses: number[] = [];
  const result = await followRun('exec-1', 's1', {
    signal,
    onProgress: (step) => progress.push(step),
    sleep: async (ms) => {
      pauses.push(ms);
    },
  });
  return { api, result, progress, pauses };
}

describe('following a run the page does not stream', () => {
  it('when the run is queued, then runs and succeeds, then its progress shows every 2 s and the session comes back once the report is filed and settled', async () => {
    const { result, progress, pauses, api } = await follow({
      [VIEW]: inTurn(ok(view('pending', 0)), ok(view('running', 40)), ok(view('success', 100))),
      [MESSAGES]: inTurn(ok(session('running', true)), ok(session('success', true))),
    });
    expect(progress).toEqual([
      { message: QUEUED_MESSAGE, progress: 0 },
      { message: WRITING_MESSAGE, progress: 40 },
    ]);
    expect(pauses.every((ms) => ms === FOLLOW_INTERVAL_MS)).toBe(true);
    expect(result.kind).toBe('success');
    expect(result.kind === 'success' && result.session.latestStatus).toBe('success');
    expect(api.callsTo(MESSAGES)).toHaveLength(2);
    expect(api.calls.some((call) => call.url.includes('extract-and-query'))).toBe(false);
  });

  it('when the run failed, then its error message is the result', async () => {
    const { result } = await follow({ [VIEW]: ok(view('failed', 30, 'Gemini refused the key')) });
    expect(result).toEqual({ kind: 'failed', message: 'Gemini refused the key' });
  });

  it('when the server stumbles once, then following goes on; when the run is gone, it stops', async () => {
    const stumbled = await follow({
      [VIEW]: inTurn(fail(503, { message: 'busy' }), ok(view('success', 100))),
      [MESSAGES]: ok(session('success', true)),
    });
    expect(stumbled.result.kind).toBe('success');
    const gone = await follow({ [VIEW]: fail(404, { message: 'Report execution not found' }) });
    expect(gone.result).toEqual({ kind: 'stopped' });
  });

  it('when the session never settles, then the session is shown as it is after the last attempt', async () => {
    const { result, api } = await follow({
      [VIEW]: ok(view('success', 100)),
      [MESSAGES]: ok(session('running', false)),
    });
    expect(result.kind).toBe('success');
    expect(api.callsTo(MESSAGES)).toHaveLength(SETTLE_ATTEMPTS);
  });

  it('when the page moves on, then following stops without another question', async () => {
    const page = new AbortController();
    const api = fakeApi({ [VIEW]: ok(view('running', 10)) });
    const result = await followRun('exec-1', 's1', {
      signal: page.signal,
      onProgress: () => page.abort(),
    });
    expect(result).toEqual({ kind: 'stopped' });
    expect(api.callsTo(VIEW)).toHaveLength(1);
  });
});
