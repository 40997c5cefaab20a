import type { Clock } from '../../../ports/clock.port';
import type { DocumentStore } from '../../../ports/document-store.port';
import { endUnworkedRun } from '../../reports/runs/end-unworked-run';
import { findRuns } from '../../reports/runs/run-reads';
import { type JobContext, RetryLaterError } from '../run-account-job';

/** How long the deletion waits for the person's runs to stop before it looks again. */
export const SETTLE_WAIT_MS = 15_000;

/** The job's record of when its wait for live workers ends: the latest lease they held when asked. */
const STOP_BY = 'runsStopBy';

/**
 * Before the person's runs are deleted, none may still be worked on: a worker writing a checkpoint
 * after its run was deleted would leave a part of it behind. Every unfinished run of theirs (and
 * every run of their reports that a team member made) that no live worker holds (pending, queued,
 * paused by Gemini's daily limit, or left by a dead worker) is ended at once (end-unworked-run.ts).
 * One a worker holds is asked to stop, as the Stop button asks, and the job looks again shortly;
 * it waits at most until the leases those workers held when first asked run out, then ends what is
 * left. So a deletion waits minutes at the most, never for a paused run's reset (docs/decisions/accounts-and-data.md).
 */
export async function settleRuns(
  deps: { store: DocumentStore; clock: Clock },
  job: JobContext,
  uid: string,
): Promise<void> {
  const recorded = typeof job.job[STOP_BY] === 'string' ? (job.job[STOP_BY] as string) : null;
  const held: string[] = [];
  for (const field of ['ownerId', 'driveOwnerId']) {
    const open = await findRuns(deps.store, {
      where: [
        { field, op: '==', value: uid },
        { field: 'executionStatus', op: 'in', value: ['pending', 'running'] },
      ],
    });
    for (const run of open) {
      const settling = await endUnworkedRun(deps, run.id, recorded);
      if (settling.kind === 'held') held.push(settling.leaseUntil);
    }
  }
  if (held.length === 0) return;
  const stopBy = recorded ?? held.reduce((latest, lease) => (lease > latest ? lease : latest));
  if (!recorded) await job.record({ [STOP_BY]: stopBy });
  const left = Date.parse(stopBy) - deps.clock.now().getTime();
  throw new RetryLaterError(
    `${held.length} of the person's runs are stopping`,
    Math.min(SETTLE_WAIT_MS, left),
  );
}
