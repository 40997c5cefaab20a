import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../../ports/document-store.port';
import { deletionHarness } from '../../../testing/deletion-harness';
import { ADA } from '../../../testing/deletion-scenario';
import { FirestoreEmulator } from '../../../testing/firestore-emulator';
import { ManualClock } from '../../../testing/manual-clock';
import { tempStores } from '../../../testing/temp-stores';
import { resumePausedRuns } from '../../reports/execution/daily-pause';
import { recoverExecutions } from '../../reports/execution/recover-runs';
import { handleExecution } from '../../reports/execution/run-execution';
import type { ReportDeps } from '../../reports/report-deps';
import { isSuperseded, renewLease } from '../../reports/runs/run-lease';
import { RUNS as EXECUTIONS } from '../../reports/runs/stored-run';
import { ACCOUNT_JOBS, type AccountJobDoc, recoverAccountJobs } from '../account-jobs';
import { runAccountJob } from '../run-account-job';
import { deletionJobId, startAccountDeletion } from './start-deletion';

/**
 * An account deletion ends every run of the person's whatever its state, within minutes, and no
 * worker calls Gemini or Drive for any of them afterwards (docs/decisions/accounts-and-data.md): not a late queue
 * message, not the tick's resume of a paused run, not its recovery of an expired lease.
 */
const LEASE_MS = 120_000;
const MINUTE = 60_000;
const firestore = new FirestoreEmulator();
beforeAll(() => firestore.start());
afterAll(() => firestore.stop());
const sqlite = tempStores();

type State = 'pending' | 'running, a live lease' | 'paused on the daily quota' | 'left by a dead worker';

/** A run of Ada's saved report in each state, as the worker, the pause and the tick leave it. */
function runIn(state: State, clock: ManualClock): Record<string, unknown> {
  const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
  const base = {
    ownerId: ADA.uid,
    savedReportId: 'report-1',
    chatSessionId: null,
    triggerSource: 'manual',
    reportDetails: { query: 'What did the recall cost?', keywords: ['recall'], deselectedDocuments: [] },
    checkpoint: { documentsDone: 0 },
    notifyOnCompletion: true,
    lostLeases: 0,
    errorMessage: null,
    createdAt: at(-MINUTE),
  };
  if (state === 'pending')
    return { ...base, executionStatus: 'pending', attempt: 0, leaseUntil: at(LEASE_MS) };
  if (state === 'running, a live lease') {
    return { ...base, executionStatus: 'running', attempt: 1, leaseUntil: at(LEASE_MS) };
  }
  if (state === 'paused on the daily quota') {
    // pauseExecution: pending, its lease and pause running until the quota resets.
    const reset = at(23 * 60 * MINUTE);
    return { ...base, executionStatus: 'pending', attempt: 1, leaseUntil: reset, pausedUntil: reset };
  }
  return { ...base, executionStatus: 'running', attempt: 1, leaseUntil: at(-1) };
}

/** Workers and the tick, with Gemini and Drive behind a port that counts every call made to it. */
function worker(store: DocumentStore, clock: ManualClock, queued: string[]) {
  const calls: string[] = [];
  const counting = (port: string) =>
    new Proxy({}, { get: (_target, name) => () => void calls.push(`${port}.${String(name)}`) });
  const deps = {
    store,
    clock,
    leaseMs: LEASE_MS,
    research: { store, model: counting('gemini'), drive: counting('drive'), reader: counting('reader') },
    queue: { enqueue: async (id: string) => void queued.push(id) },
    changes: { publish: async () => {} },
    runEvents: { ring: () => {}, wait: async () => {} },
    onRunEnded: [],
    warn: () => {},
  } as unknown as ReportDeps;
  return { deps, calls };
}

const STATES: State[] = [
  'pending',
  'running, a live lease',
  'paused on the daily quota',
  'left by a dead worker',
];

describe.each([
  ['SQLite', () => sqlite()],
  ['Firestore (@firestore-emulator/server)', () => firestore.store('deletion-runs')],
])('an account deletion over runs in every state, on %s', (_name, open) => {
  it('when Ada deletes her account with a run pending, running, paused for the day, left by a dead worker and queued, then the deletion finishes within minutes and no worker calls Gemini or Drive for any of them', async () => {
    const store = open();
    const clock = new ManualClock();
    const harness = deletionHarness(store, clock);
    await store.set('users', ADA.uid, { email: ADA.email, name: 'Ada' });
    for (const state of STATES) await store.set(EXECUTIONS, `run ${state}`, runIn(state, clock));
    // Queued in the in-process queue: pending, its message waiting behind a busy worker.
    const queued = ['run pending'];
    const world = worker(store, clock, queued);
    const started = clock.now().getTime();
    const id = deletionJobId(ADA.uid);
    await startAccountDeletion(harness.deps, ADA.uid, ADA.email);

    // The live worker is stuck on a call and never hears the stop: the deletion waits its lease out.
    for (let look = 0; look < 20 && (await store.get(ACCOUNT_JOBS, id)); look++) {
      const job = await store.get<AccountJobDoc>(ACCOUNT_JOBS, id);
      if (job && job.leaseUntil > clock.now().toISOString()) {
        clock.advance(Date.parse(job.leaseUntil) - clock.now().getTime());
      }
      await recoverAccountJobs(harness.deps);
      await runAccountJob(harness.runDeps(), id);
    }
    const took = clock.now().getTime() - started;
    const stuckWorker = await renewLease(world.deps, {
      executionId: 'run running, a live lease',
      attempt: 1,
    }).then(
      () => 'renewed',
      (error: unknown) => (isSuperseded(error) ? 'fenced out' : String(error)),
    );
    // Afterwards: the waiting messages are taken, and a day later the tick resumes and recovers.
    for (const executionId of queued.splice(0)) await handleExecution(world.deps, executionId);
    clock.advance(24 * 60 * MINUTE);
    const resumed = await resumePausedRuns(world.deps);
    const recovered = await recoverExecutions(world.deps);
    for (const executionId of [...queued, ...STATES.map((state) => `run ${state}`)]) {
      await handleExecution(world.deps, executionId);
    }

    expect(await store.get(ACCOUNT_JOBS, id)).toBeNull();
    expect(took).toBeLessThanOrEqual(LEASE_MS + MINUTE);
    expect(await store.get('users', ADA.uid)).toBeNull();
    for (const state of STATES) expect(await store.get(EXECUTIONS, `run ${state}`), state).toBeNull();
    expect(stuckWorker).toBe('fenced out');
    expect(resumed).toEqual({ resumed: 0 });
    expect(recovered).toMatchObject({ requeued: 0, failed: 0 });
    expect(world.calls).toEqual([]);
  }, 60_000);
});
