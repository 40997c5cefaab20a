import type { DocumentStore, TransactionContext } from '../../../ports/document-store.port';
import type { RunRecord, WatchOutcome } from './run-record';
import { RUNS } from './stored-run';

/**
 * What other areas may do to a run, each named for what it does. The run's own stages (in
 * domain/reports) change it through run-patches.ts and the worker's lease (run-lease.ts).
 */

/** Creates a run: a chat's, a saved report's, a scheduled share's, a watched re-run, a share's copy. */
export function createRun(store: DocumentStore, id: string, run: RunRecord): Promise<void> {
  return store.set(RUNS, id, run);
}

/** The same inside a transaction that first read whether the run exists (one run per occurrence). */
export function createRunIn(tx: TransactionContext, id: string, run: RunRecord): void {
  tx.set(RUNS, id, run);
}

/** Stores how a watched run compared with the one before it (the caller read that none is stored). */
export function recordWatchOutcome(tx: TransactionContext, id: string, outcome: WatchOutcome): void {
  tx.update(RUNS, id, { watchOutcome: outcome });
}

/** 'Email Sent' on /my-reports and /report-monitoring: when the run's first e-mail went out. */
export function recordFirstMail(tx: TransactionContext, id: string, run: RunRecord | null, sentAt: string) {
  if (run && !run.notificationSentAt) tx.update(RUNS, id, { notificationSentAt: sentAt });
}

/** Nothing of the run's e-mails may still go: it stops being owed. */
export function settleDeliveries(store: DocumentStore, id: string, at: string): Promise<void> {
  return store.update(RUNS, id, { deliveryOwed: false, deliveredAt: at });
}

/** Nobody is left to tell (the owner or the team is gone): the run stops being owed, unsent. */
export function dropDeliveries(store: DocumentStore, id: string): Promise<void> {
  return store.update(RUNS, id, { deliveryOwed: false });
}
