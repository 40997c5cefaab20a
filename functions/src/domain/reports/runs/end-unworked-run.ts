import { RUN_STOPPED_MESSAGE } from '@quarry/contracts/research';
import type { Clock } from '../../../ports/clock.port';
import type { DocumentStore } from '../../../ports/document-store.port';
import { updateRunIn } from './run-patches';
import { getRun } from './run-reads';
import { isTerminal } from './run-record';

export type Settling =
  /** Over, gone, or ended now: no worker will call Gemini or Drive for it again. */
  | { kind: 'ended' }
  /** A live worker holds it until `leaseUntil`: it is asked to stop, as the Stop button asks. */
  | { kind: 'held'; leaseUntil: string };

/**
 * Ends a run nobody is working on, at once, for a deletion that cannot wait (docs/decisions/reading-economy.md).
 * Only a running run with a lease still held has a live worker; a pending one (its message queued
 * or lost), one paused by Gemini's daily limit (pending, its lease running until the reset) and one
 * whose worker died have none, so waiting for them to stop waits for nothing. Such a run ends as
 * stopped, its attempt raised: a late queue message, the tick's resume or recovery finds it over
 * (or, once deleted, missing) and calls nothing. A held run is asked to stop; once `deadline` has
 * passed (its worker had a whole lease to hear it), it is ended the same way and that worker is
 * fenced out at its next write or lease renewal.
 */
export async function endUnworkedRun(
  deps: { store: DocumentStore; clock: Clock },
  executionId: string,
  deadline: string | null,
): Promise<Settling> {
  return deps.store.runTransaction(async (tx): Promise<Settling> => {
    const doc = await getRun(tx, executionId);
    if (!doc || isTerminal(doc.executionStatus)) return { kind: 'ended' };
    const now = deps.clock.now().toISOString();
    const leased = doc.executionStatus === 'running' && doc.leaseUntil !== null && doc.leaseUntil > now;
    const waited = deadline !== null && deadline <= now;
    if (leased && !waited) {
      if (!doc.stopRequestedAt) updateRunIn(tx, executionId, { stopRequestedAt: now });
      return { kind: 'held', leaseUntil: doc.leaseUntil as string };
    }
    updateRunIn(tx, executionId, {
      executionStatus: 'failed',
      errorMessage: RUN_STOPPED_MESSAGE,
      stopRequestedAt: doc.stopRequestedAt ?? now,
      stoppedAt: now,
      attempt: (doc.attempt ?? 0) + 1,
      leaseUntil: null,
      pausedUntil: null,
      finishedAt: now,
      notificationOwed: false,
      deliveryOwed: false,
    });
    return { kind: 'ended' };
  });
}
