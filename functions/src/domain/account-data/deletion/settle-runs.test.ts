import { describe, expect, it } from 'vitest';
import { deletionHarness } from '../../../testing/deletion-harness';
import { ADA } from '../../../testing/deletion-scenario';
import { ManualClock } from '../../../testing/manual-clock';
import { tempStores } from '../../../testing/temp-stores';
import { RUNS as EXECUTIONS } from '../../reports/runs/stored-run';
import { ACCOUNT_JOBS, type AccountJobDoc } from '../account-jobs';
import { runAccountJob } from '../run-account-job';
import { SETTLE_WAIT_MS } from './settle-runs';
import { deletionJobId, startAccountDeletion } from './start-deletion';

const openStore = tempStores();

/** A run of Ada's that a worker is on (its lease still held) or left (its lease run out). */
function run(clock: ManualClock, leaseMs: number) {
  return {
    ownerId: ADA.uid,
    executionStatus: 'running',
    createdAt: clock.now().toISOString(),
    leaseUntil: new Date(clock.now().getTime() + leaseMs).toISOString(),
  };
}

describe('runs still being worked on when an account is deleted', () => {
  it('when a worker still holds one of the runs, then the run is asked to stop and the job waits, without counting a failure, until it has ended', async () => {
    const store = openStore();
    const clock = new ManualClock();
    const harness = deletionHarness(store, clock);
    await store.set(EXECUTIONS, 'run-1', run(clock, 60_000));
    await store.set('users', ADA.uid, { email: ADA.email, name: 'Ada' });
    const id = deletionJobId(ADA.uid);
    await startAccountDeletion(harness.deps, ADA.uid, ADA.email);

    await runAccountJob(harness.runDeps(), id);
    const waiting = await store.get<AccountJobDoc>(ACCOUNT_JOBS, id);
    const stopping = await store.get<Record<string, unknown>>(EXECUTIONS, 'run-1');
    // The worker hears the stop and ends the run.
    await store.update(EXECUTIONS, 'run-1', { executionStatus: 'failed', leaseUntil: null });
    clock.advance(SETTLE_WAIT_MS);
    await runAccountJob(harness.runDeps(), id);

    expect(waiting).toMatchObject({ status: 'queued', attempts: 0, error: null });
    expect(waiting?.steps['settle-runs']).toBeUndefined();
    expect(waiting?.leaseUntil).toBe(new Date(clock.now().getTime()).toISOString());
    expect(stopping?.stopRequestedAt).toBeTruthy();
    expect(await store.get(EXECUTIONS, 'run-1')).toBeNull();
    expect(await store.get(ACCOUNT_JOBS, id)).toBeNull();
  });

  it('when a run has no worker any more (its lease ran out), then the deletion does not wait for it', async () => {
    const store = openStore();
    const clock = new ManualClock();
    const harness = deletionHarness(store, clock);
    await store.set(EXECUTIONS, 'run-1', run(clock, -1));
    await store.set('users', ADA.uid, { email: ADA.email, name: 'Ada' });
    const id = deletionJobId(ADA.uid);
    await startAccountDeletion(harness.deps, ADA.uid, ADA.email);

    await runAccountJob(harness.runDeps(), id);

    expect(await store.get(EXECUTIONS, 'run-1')).toBeNull();
    expect(await store.get(ACCOUNT_JOBS, id)).toBeNull();
  });
});
