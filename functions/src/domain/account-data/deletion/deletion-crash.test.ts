import { afterAll, describe, expect, it } from 'vitest';
import { deletionHarness } from '../../../testing/deletion-harness';
import { ADA, BOB, CY, KEPT, namesAda, seedCast } from '../../../testing/deletion-scenario';
import { ManualClock } from '../../../testing/manual-clock';
import { sqliteWithDump } from '../../../testing/sqlite-dump';
import { tempDir } from '../../../testing/temp-dir';
import { ACCOUNT_JOB_LEASE_MS, ACCOUNT_JOBS, recoverAccountJobs } from '../account-jobs';
import { type AccountJobHandler, type JobContext, LeaseLostError, runAccountJob } from '../run-account-job';
import { deletionJobId, startAccountDeletion } from './start-deletion';

/**
 * A deletion killed midway finishes exactly once (docs/decisions/accounts-and-data.md): the worker dies after a
 * part's work and before its record, or after the first member's e-mail; its lease runs out, the
 * tick hands the job to another worker, which goes on from where the first stopped.
 */
const temp = tempDir();
afterAll(() => temp.remove());

/** Ends the worker like a killed process: runAccountJob gives up quietly and the job stays 'running'. */
class Killed extends LeaseLostError {}

function killedAt(point: string): (handler: AccountJobHandler) => AccountJobHandler {
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    throw new Killed();
  };
  return (handler) => async (job: JobContext) => {
    const step = job.step.bind(job);
    const once = job.once.bind(job);
    Object.assign(job, {
      step: (name: string, work: () => Promise<unknown>) =>
        step(name, async () => {
          const result = await work();
          if (name === point) kill();
          return result;
        }),
      once: async (name: string, work: () => Promise<void>) => {
        const ran = await once(name, work);
        if (point === 'first e-mail' && ran) kill();
        return ran;
      },
    });
    await handler(job);
  };
}

describe('a deletion killed midway', () => {
  it.each(['stripe', 'first e-mail', 'teams', 'runs', 'records', 'user'])(
    'when the worker dies at %s and the tick recovers the job, then it finishes once: one cancellation, one e-mail each, nothing left',
    async (point) => {
      const { store, dump } = sqliteWithDump(temp.dir);
      const clock = new ManualClock();
      const harness = deletionHarness(store, clock);
      await seedCast(store, clock, harness);
      const id = deletionJobId(ADA.uid);
      await startAccountDeletion(harness.deps, ADA.uid, ADA.email);

      await runAccountJob(harness.runDeps(killedAt(point)), id);
      const stopped = await store.get(ACCOUNT_JOBS, id);
      clock.advance(ACCOUNT_JOB_LEASE_MS + 1);
      const recovered = await recoverAccountJobs(harness.deps);
      await runAccountJob(harness.runDeps(), id);

      expect(stopped).toMatchObject({ status: 'running', attempts: 1 });
      expect(recovered).toEqual({ requeued: 1 });
      expect(harness.queued).toEqual([id, id]);
      expect(harness.billing.calls.sort()).toEqual(['cancel sub_ada', 'detach pm_ada_1', 'detach pm_ada_2']);
      expect(harness.sent.map((mail) => mail.to[0]).sort()).toEqual([BOB.email, CY.email]);
      const left = [...(await dump())].filter(([key, data]) => namesAda(key, data));
      expect(left.map(([key]) => key.split('/')[0]).sort()).toEqual([...KEPT].sort());
      await store.close();
    },
    30_000,
  );
});
