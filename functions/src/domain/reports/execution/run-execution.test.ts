import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../../testing/browser-session';
import { gemini } from '../../../testing/emulator-controls';
import type { LocalStack } from '../../../testing/local-stack';
import { type NotesStack, startNotesStack } from '../../../testing/notes-stack';
import { until } from '../../../testing/poll';
import { claimExecution } from '../runs/run-lease';
import { readDocuments, readReport, writeDocuments } from '../runs/run-parts';
import { EXECUTION_RESULTS, type RunRecord } from '../runs/run-record';
import { RUNS as EXECUTIONS } from '../runs/stored-run';
import { afterEnd } from './finish-run';
import { recoverExecutions } from './recover-runs';
import { runClaimed } from './run-execution';

/**
 * Fencing and resume in one process (docs/architecture/runs.md): a worker stuck on the model loses its
 * lease, the tick hands the run to a new attempt, the old worker is fenced out and the new one
 * resumes from the checkpoints without asking the model about any document twice. Documents share
 * calls two by two (docs/decisions/reading-economy.md): each document is checkpointed when its call ends.
 */
const DOCUMENTS = 6;
const PER_CALL = 2;
let stack: LocalStack;
let maya: BrowserSession;
let notes: NotesStack | undefined;

beforeAll(async () => {
  notes = await startNotesStack({
    name: 'ridgeline-note',
    documents: DOCUMENTS,
    text: (n) =>
      `# Ridgeline note ${n}\n\nThe Ridgeline budget line ${n} was ${n * 1000} dollars, approved by the board.\n`,
    // A short lease so the stale worker learns quickly that it lost the run; no timer tick, the
    // test runs the tick's recovery itself.
    app: {
      EXECUTION_LEASE_SECONDS: '3',
      TICK_SECONDS: '3600',
      RESEARCH_CONCURRENCY: String(DOCUMENTS),
      RESEARCH_PACK_MAX_DOCUMENTS: String(PER_CALL),
    },
  });
  ({ stack, maya } = notes);
}, 90_000);
afterAll(async () => {
  await notes?.stop();
});

/** The run's record, with its documents and report as stored beside it. */
async function read(id: string) {
  const { store } = stack.app.deps;
  const doc = (await store.get<RunRecord>(EXECUTIONS, id)) as RunRecord;
  return { ...doc, documents: await readDocuments(store, id, doc), report: await readReport(store, id, doc) };
}

describe('a run whose worker lost its lease', () => {
  it('when the lease lapses mid-run and the tick re-queues it, then a new attempt resumes from the checkpoints and no document is answered twice', async () => {
    const url = stack.emulators.url;
    const { store, reports } = stack.app.deps;
    const saved = await maya.call('POST', '/api/saved-reports', {
      reportName: 'Ridgeline budget',
      query: 'What was the Ridgeline budget?',
      keywords: ['Ridgeline'],
      deepResearch: false,
    });
    expect(saved.status).toBe(201);
    await gemini.reset(url);
    await gemini.hold(url, 1);
    const queued = await maya.call('POST', '/api/report-executions', { savedReportId: saved.json.id });
    expect(queued.status).toBe(202);
    const id = String(queued.json.executionId);

    await until(
      'two documents to be checkpointed',
      async () => (await read(id)).checkpoint.documentsDone >= 2,
    );
    // Calls, each carrying PER_CALL documents.
    const inFlight = (DOCUMENTS - 2) / PER_CALL;
    await until(
      'the other documents to wait on the model',
      async () => (await gemini.holdStatus(url)).held === inFlight,
    );
    const stuck = await read(id);
    expect(stuck.documents).toHaveLength(DOCUMENTS);
    expect(stuck.attempt).toBe(1);
    // A document's outcome is its checkpoint, beside the run (the run's own record stays the same size).
    const checkpointed = (
      await store.query<{ fileId: string }>(EXECUTION_RESULTS, {
        where: [{ field: 'executionId', op: '==', value: id }],
      })
    ).map((result) => result.data.fileId);
    expect(checkpointed).toHaveLength(2);
    expect(stuck.checkpoint.documentsDone).toBe(2);
    // The extraction cache would also spare the model those two documents; without it, only the
    // checkpoints can.
    for (const { id: cached } of await store.query('extractions')) await store.delete('extractions', cached);

    // What a crash leaves: a lease in the past. The live worker may renew it in between; then again.
    await until('the tick to re-queue the run', async () => {
      await store.update(EXECUTIONS, id, { leaseUntil: new Date(Date.now() - 60_000).toISOString() });
      return (await recoverExecutions(reports)).requeued === 1;
    });
    // The old worker is fenced out at its next renewal and drops its calls; a new one claims the run.
    await until('a new attempt to claim the run', async () => {
      const run = await read(id);
      return run.executionStatus === 'running' && run.attempt > stuck.attempt + 1;
    });
    await until(
      'the old attempt to drop its calls',
      async () => (await gemini.holdStatus(url)).abandoned === inFlight,
    );
    await gemini.release(url);
    await stack.app.deps.localQueue.idle();

    const ended = await read(id);
    expect(ended.executionStatus).toBe('success');
    expect(ended.attempt).toBeGreaterThan(stuck.attempt);
    expect(ended.report?.result).toContain('Sources');
    const answered = (await gemini.stats(url)).answeredByDocument;
    const documentIds = (ended.documents ?? []).map((d) => d.id);
    expect(documentIds.map((d) => answered[d])).toEqual(documentIds.map(() => 1));
    expect(checkpointed.map((d) => answered[d])).toEqual([1, 1]);
  }, 90_000);
});

describe('a run handed back before a time limit', () => {
  it('when a cloud invocation nears its deadline, then the run goes back to the queue without spending an attempt and the next claim finishes it from the checkpoints', async () => {
    const url = stack.emulators.url;
    const { reports, localQueue } = stack.app.deps;
    // The test plays the worker itself: the local one takes no new work from here on.
    localQueue.stop();
    const saved = await maya.call('POST', '/api/saved-reports', {
      reportName: 'Ridgeline budget, handed back',
      query: 'Which Ridgeline budget lines did the board approve?',
      keywords: ['Ridgeline'],
      deepResearch: false,
    });
    const queued = await maya.call('POST', '/api/report-executions', { savedReportId: saved.json.id });
    const id = String(queued.json.executionId);
    await gemini.reset(url);
    await gemini.hold(url, 1);

    const first = await claimExecution(reports, id);
    if (first.kind !== 'claimed') throw new Error(`expected a claim, got ${first.kind}`);
    const nearLimit = new AbortController();
    const running = runClaimed(reports, first.lease, { handBack: nearLimit.signal });
    await until(
      'two documents to be checkpointed',
      async () => (await read(id)).checkpoint.documentsDone >= 2,
    );
    await until('the others to wait on the model', async () => (await gemini.holdStatus(url)).held > 0);
    nearLimit.abort();
    expect(await running).toEqual({ kind: 'handedBack' });
    expect(await read(id)).toMatchObject({
      executionStatus: 'pending',
      lostLeases: 0,
      attempt: first.lease.attempt,
    });
    await gemini.release(url);

    const second = await claimExecution(reports, id);
    if (second.kind !== 'claimed') throw new Error(`expected a claim, got ${second.kind}`);
    expect((await runClaimed(reports, second.lease)).kind).toBe('ended');
    const done = await read(id);
    expect(done).toMatchObject({ executionStatus: 'success', lostLeases: 0 });
    const answered = (await gemini.stats(url)).answeredByDocument;
    expect((done.documents ?? []).map((d) => answered[d.id])).toEqual(done.documents?.map(() => 1));
  }, 120_000);
});

describe('a run deleted as it ends', () => {
  it('when the run is deleted between its end and the steps after it, then those steps finish and its checkpoints are gone', async () => {
    const { store, reports } = stack.app.deps;
    const id = 'deleted-as-it-ends';
    const ended = {
      ownerId: 'maya',
      createdAt: '2026-11-26T10:00:00.000Z',
      viewedAt: null,
      executionStatus: 'failed',
      triggerSource: 'saved_report',
      chatSessionId: null,
      documentCount: 1,
      deliveryOwed: false,
      notificationOwed: false,
      checkpoint: { documentsDone: 1 },
    } as unknown as RunRecord;
    await store.runTransaction(async (tx) => {
      writeDocuments(tx, id, ended, [
        { id: 'doc-1', name: 'Budget.md', mimeType: 'text/markdown', status: 'pending' },
      ]);
    });
    await store.set(EXECUTION_RESULTS, `${id}_doc-1`, { executionId: id, fileId: 'doc-1' });
    await expect(afterEnd(reports, id, ended, false)).resolves.toBeUndefined();
    expect(await store.get(EXECUTION_RESULTS, `${id}_doc-1`)).toBeNull();
  });
});
