import { DAILY_LIMIT_PAUSE_MESSAGE, RUN_STOPPED_MESSAGE } from '@quarry/contracts/research';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../../testing/browser-session';
import { gemini, moveClocks } from '../../../testing/emulator-controls';
import type { LocalStack } from '../../../testing/local-stack';
import { type NotesStack, startNotesStack } from '../../../testing/notes-stack';
import { until } from '../../../testing/poll';
import { TEST_GEMINI_KEY } from '../../../testing/sign-in-flow';
import { readEvents } from '../events/run-events';
import { readDocuments } from '../runs/run-parts';
import type { RunRecord } from '../runs/run-record';
import { RUNS as EXECUTIONS } from '../runs/stored-run';

/**
 * Gemini's daily limit met by a background run (docs/architecture/reading-economy.md, docs/decisions/reading-economy.md): it pauses
 * until midnight Pacific, saying when, and the tick resumes it from its checkpoints once both
 * clocks have passed the reset, with every document answered exactly once. Forty documents, two a
 * call, and a limit of eight calls a day: the run goes on over three Pacific days.
 */
const DOCUMENTS = 40;
const PER_DAY = 8;
/** Documents a call (packing.ts): 40 documents take 20 calls, more than two days' 8. */
const PER_CALL = 2;
let stack: LocalStack;
let maya: BrowserSession;
let notes: NotesStack | undefined;

beforeAll(async () => {
  notes = await startNotesStack({
    name: 'harbor-note',
    documents: DOCUMENTS,
    text: (n) =>
      `# Harbor note ${n}\n\nThe Harbor budget line ${n} was ${n * 1000} dollars, approved by the board.\n`,
    // No timer tick: the test runs it by moving the app's clock.
    app: {
      TICK_SECONDS: '3600',
      RESEARCH_CONCURRENCY: '4',
      RESEARCH_PACK_MAX_DOCUMENTS: String(PER_CALL),
    },
  });
  ({ stack, maya } = notes);
}, 90_000);
afterAll(async () => {
  await notes?.stop();
});

const read = async (id: string) => (await stack.app.deps.store.get<RunRecord>(EXECUTIONS, id)) as RunRecord;

async function runSavedReport(name: string, query: string): Promise<string> {
  const saved = await maya.call('POST', '/api/saved-reports', {
    reportName: name,
    query,
    keywords: ['Harbor'],
    deepResearch: false,
  });
  expect(saved.status).toBe(201);
  const queued = await maya.call('POST', '/api/report-executions', { savedReportId: saved.json.id });
  expect(queued.status).toBe(202);
  return String(queued.json.executionId);
}

async function pausedRun(id: string): Promise<RunRecord> {
  await until('the run to pause on the daily limit', async () => Boolean((await read(id)).pausedUntil));
  await stack.app.deps.localQueue.idle();
  return read(id);
}

describe('a background run that meets the daily limit', () => {
  it('when the limit is reached, then the run pauses until midnight Pacific, and after the reset the tick resumes it from its checkpoints until every document is answered exactly once', async () => {
    const url = stack.emulators.url;
    await gemini.reset(url);
    await gemini.settings(url, { rpdLimit: PER_DAY });
    const id = await runSavedReport('Harbor budget', 'What was the Harbor budget?');

    const paused = await pausedRun(id);
    const listed = await maya.call('GET', '/api/my-report-executions');
    const row = (listed.json.executions as { id: string }[]).find((e) => e.id === id);
    const { events } = await readEvents(stack.app.deps.store, id, 0, paused.eventSeq ?? 0);

    expect(paused).toMatchObject({ executionStatus: 'pending', lostLeases: 0, attempt: 1 });
    expect(paused.checkpoint.documentsDone).toBe(PER_DAY * PER_CALL);
    expect(paused.leaseUntil).toBe(paused.pausedUntil);
    // The next midnight Pacific (07:00 or 08:00 UTC), plus five minutes.
    expect(paused.pausedUntil).toMatch(/T0[78]:05:00\.000Z$/);
    expect(Date.parse(paused.pausedUntil as string) - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(row).toMatchObject({ executionStatus: 'running', pausedUntil: paused.pausedUntil });
    expect(events.at(-1)?.event).toMatchObject({
      type: 'status',
      message: DAILY_LIMIT_PAUSE_MESSAGE,
      pausedUntil: paused.pausedUntil,
    });

    let run = paused;
    let pauses = 0;
    while (run.pausedUntil) {
      pauses++;
      await moveClocks(stack.app.url, url, new Date(Date.parse(run.pausedUntil) + 60_000));
      await until('the run to end or pause again', async () => {
        const now = await read(id);
        return (
          now.executionStatus === 'success' || now.executionStatus === 'failed' || Boolean(now.pausedUntil)
        );
      });
      await stack.app.deps.localQueue.idle();
      run = await read(id);
    }

    expect(pauses).toBeGreaterThanOrEqual(2);
    expect(run).toMatchObject({ executionStatus: 'success', lostLeases: 0 });
    const documents = (await readDocuments(stack.app.deps.store, id, run)) ?? [];
    expect(documents).toHaveLength(DOCUMENTS);
    const answered = (await gemini.stats(url)).answeredByDocument;
    expect(documents.map((d) => answered[d.id])).toEqual(documents.map(() => 1));
    expect(run.completion?.statusCounts).toEqual({ data: DOCUMENTS, noData: 0, failed: 0 });
    // Its model use is every attempt's: each pack was paid once, whichever day answered it.
    expect(run.completion?.usage?.byStep.extraction.calls).toBe(DOCUMENTS / PER_CALL);
    // The 429s named the free tier and its daily limit: the key is known to be on it.
    const status = await maya.call('GET', '/api/user/gemini-tier');
    expect(status.json.geminiTier).toMatchObject({ freeTier: true, requestsPerDay: PER_DAY });
  }, 120_000);

  it('when its owner stops a paused run, then it ends at once as stopped, with no further call to Gemini', async () => {
    const url = stack.emulators.url;
    await gemini.reset(url);
    await gemini.settings(url, { rpdLimit: 2 });
    // Another question: the extraction cache holds the first one's answers.
    const id = await runSavedReport('Harbor approvals', 'Who approved the Harbor budget lines?');
    await pausedRun(id);
    const callsBefore = (await gemini.stats(url)).calls;

    const stop = await maya.call('POST', `/api/report-execution/${id}/stop`);
    await until('the run to end', async () => (await read(id)).executionStatus === 'failed');
    await stack.app.deps.localQueue.idle();

    expect(stop.json).toEqual({ stopping: true });
    expect(await read(id)).toMatchObject({ errorMessage: RUN_STOPPED_MESSAGE, pausedUntil: null });
    expect((await gemini.stats(url)).calls).toBe(callsBefore);
  }, 60_000);
});

describe('the key named free tier', () => {
  it('when a later 429 names a paid tier, then the key the daily limit named free tier is no longer so', async () => {
    const url = stack.emulators.url;
    await gemini.reset(url);
    await gemini.settings(url, { paidKeys: [TEST_GEMINI_KEY] });
    await gemini.fault(url, { kind: 'quota', count: 1, retryDelaySeconds: 0, task: 'extraction' });
    const id = await runSavedReport('Harbor, paid', 'Which Harbor lines were approved first?');
    await until('the run to end', async () => (await read(id)).executionStatus === 'success');
    await stack.app.deps.localQueue.idle();

    const status = await maya.call('GET', '/api/user/gemini-tier');

    expect(status.json.geminiTier).toMatchObject({ freeTier: false, requestsPerDay: null });
  }, 60_000);
});
