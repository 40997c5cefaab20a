import type { Emit } from '../../research/emit';
import { searchDocuments } from '../../research/search/search-documents';
import type { ReportDeps } from '../report-deps';
import { fencedGet, type Lease } from '../runs/run-lease';
import { writeDocuments } from '../runs/run-parts';
import { updateRunIn } from '../runs/run-patches';
import type { ExecutionDocument, RunRecord } from '../runs/run-record';

/**
 * A saved report's documents for this run: a fresh search with its keywords in its directories,
 * minus the documents it excludes and the types nobody can read. Saved beside the execution (fenced),
 * so a resumed run reads exactly the same documents.
 */
export async function resolveDocuments(
  deps: ReportDeps,
  lease: Lease,
  doc: RunRecord,
  emit: Emit,
): Promise<ExecutionDocument[]> {
  emit({ type: 'status', message: 'Searching your Google Drive...', progress: 2 });
  const details = doc.reportDetails;
  // A shared report searches its owner's Drive, whoever runs it (docs/architecture/teams-and-sharing.md).
  const found = await searchDocuments(deps.research, doc.driveOwnerId ?? doc.ownerId, {
    keywords: details.keywords,
    negativeKeywords: details.negativeKeywords,
    directories: details.directories,
  });
  const excluded = new Set(details.deselectedDocuments.map((d) => d.id));
  const documents: ExecutionDocument[] = found
    .filter((d) => d.supported && !excluded.has(d.id))
    .map(({ id, name, mimeType, version }) => ({
      id,
      name,
      mimeType,
      ...(version ? { version } : {}),
      status: 'pending',
    }));
  await deps.store.runTransaction(async (tx) => {
    const run = await fencedGet(tx, lease);
    updateRunIn(tx, lease.executionId, writeDocuments(tx, lease.executionId, run, documents));
  });
  return documents;
}
