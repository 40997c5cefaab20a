import type { DocumentStore } from '../../ports/document-store.port';
import { EXECUTION_EVENTS, eventPageIds } from './events/run-events';
import { deleteGoogleDocsOf } from './export/google-doc-records';
import { deleteRunAndParts } from './runs/run-parts';
import type { RunRecord } from './runs/run-record';

/**
 * Deletes a run and everything stored of it across the stages: its record and parts (runs/), its
 * event log (events/), the records of its Google Docs (export/). It sits above the stages because
 * it reaches into each.
 */
export async function deleteRun(store: DocumentStore, executionId: string, doc: RunRecord): Promise<void> {
  await deleteRunAndParts(store, executionId, doc);
  await store.deleteMany(EXECUTION_EVENTS, eventPageIds(executionId, doc.eventSeq ?? 0));
  await deleteGoogleDocsOf(store, executionId);
}
