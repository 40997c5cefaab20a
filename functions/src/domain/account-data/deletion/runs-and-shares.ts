import type { DocumentStore } from '../../../ports/document-store.port';
import { DELIVERIES } from '../../delivery/delivery-sends';
import { UNSUBSCRIBES } from '../../delivery/unsubscribes';
import { deleteRun } from '../../reports/delete-run';
import type { RunRecord } from '../../reports/runs/run-record';
import { SWEPT_RUNS } from '../../reports/runs/run-sweeps';
import { SKIPPED_RUNS } from '../../teams/scheduled-runs';
import { SHARED_REPORTS } from '../../teams/team-docs';
import { deleteWhere } from './paged-delete';

/** A run with its parts (reports/runs/run-parts.ts) and the team e-mails sent of it. */
async function deleteRunAndMails(store: DocumentStore, id: string, doc: RunRecord): Promise<void> {
  await deleteWhere(store, DELIVERIES, 'executionId', id);
  await deleteRun(store, id, doc);
}

/**
 * Every run the person made, and every run of their reports that team members made (those read
 * the person's Drive: they hold the person's documents), page by page.
 */
export async function deleteRunsOf(store: DocumentStore, uid: string, onPage: () => Promise<void>) {
  for (const field of ['ownerId', 'driveOwnerId']) {
    await deleteWhere(store, SWEPT_RUNS, field, uid, {
      remove: (doc) => deleteRunAndMails(store, doc.id, doc.data as RunRecord),
      onPage,
    });
  }
}

/**
 * A share with what hangs on it: its e-mails, who unsubscribed from them, its skipped runs. The
 * share goes last, so a deletion cut short finds it again and finishes.
 */
export async function deleteShare(store: DocumentStore, shareId: string): Promise<void> {
  for (const collection of [DELIVERIES, UNSUBSCRIBES, SKIPPED_RUNS]) {
    await deleteWhere(store, collection, 'sharedReportId', shareId);
  }
  await store.delete(SHARED_REPORTS, shareId);
}
