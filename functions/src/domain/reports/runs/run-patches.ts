import type { DocumentStore, TransactionContext } from '../../../ports/document-store.port';
import { RUNS, type StoredRun } from './stored-run';

/**
 * The run's own stages (domain/reports: execution, events, reactions, views) change its record
 * field by field; a dependency rule keeps this file to them. Other areas call run-writes.ts.
 */
export type RunPatch = Partial<StoredRun>;

export function updateRun(store: DocumentStore, id: string, patch: RunPatch): Promise<void> {
  return store.update(RUNS, id, patch);
}

export function updateRunIn(tx: TransactionContext, id: string, patch: RunPatch): void {
  tx.update(RUNS, id, patch);
}

/** The record itself; its parts and events go first (reports/delete-run.ts). */
export function deleteRunRecord(store: DocumentStore, id: string): Promise<void> {
  return store.delete(RUNS, id);
}
