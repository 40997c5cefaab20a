import type { Clock } from '../../../ports/clock.port';
import type { DocumentStore } from '../../../ports/document-store.port';
import { ACCOUNT_JOBS } from '../account-jobs';
import { DATA_EXPORTS, type DataExportDoc } from './data-exports';
import { deleteChunks } from './export-chunks';

/**
 * Removes a download: its record first (nothing offers it any more), then its zip's chunks, then its
 * job (a worker still building it loses its lease at its next write and stops).
 */
export async function removeDataExport(store: DocumentStore, id: string): Promise<void> {
  await store.delete(DATA_EXPORTS, id);
  await deleteChunks(store, id);
  await store.delete(ACCOUNT_JOBS, id);
}

/**
 * The tick: downloads whose time is over (DATA_EXPORT_HOURS after they were built, or a day after a
 * build that never ended began) are deleted with their chunks, within a minute of it.
 */
export async function sweepDataExports(deps: {
  store: DocumentStore;
  clock: Clock;
}): Promise<{ removed: number }> {
  const now = deps.clock.now().toISOString();
  let removed = 0;
  for (;;) {
    const due = await deps.store.query<DataExportDoc>(DATA_EXPORTS, {
      where: [{ field: 'removeAt', op: '<=', value: now }],
      limit: 20,
    });
    for (const { id } of due) await removeDataExport(deps.store, id);
    removed += due.length;
    if (due.length < 20) return { removed };
  }
}
