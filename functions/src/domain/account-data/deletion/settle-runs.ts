import type { DocumentStore } from '../../../ports/document-store.port';
import { EXECUTIONS, type ReportExecutionDoc } from '../../reports/execution-doc';
import { RetryLaterError } from '../run-account-job';

/** How long the deletion waits for the person's runs to stop before it looks again. */
export const SETTLE_WAIT_MS = 15_000;

/**
 * Before the person's runs are deleted, none may still be worked on: a worker writing a checkpoint
 * after its run was deleted would leave a part of it behind. Every unfinished run of theirs (and
 * every run of their reports that a team member made) is asked to stop, as the Stop button asks;
 * while any still has a worker holding its lease, the job waits and looks again. A run whose lease
 * has run out has no worker (a paused one, or one whose worker died): it is deleted as it is, and
 * a worker that claims it later finds nothing to do.
 */
export async function settleRuns(store: DocumentStore, uid: string, now: Date): Promise<void> {
  let busy = 0;
  for (const field of ['ownerId', 'driveOwnerId']) {
    const open = await store.query<ReportExecutionDoc>(EXECUTIONS, {
      where: [
        { field, op: '==', value: uid },
        { field: 'executionStatus', op: 'in', value: ['pending', 'running'] },
      ],
    });
    for (const run of open) {
      if (!run.data.stopRequestedAt) {
        await store.update(EXECUTIONS, run.id, { stopRequestedAt: now.toISOString() }).catch(() => undefined);
      }
      if (run.data.leaseUntil && run.data.leaseUntil > now.toISOString()) busy += 1;
    }
  }
  if (busy > 0) throw new RetryLaterError(`${busy} of the person's runs are stopping`, SETTLE_WAIT_MS);
}
