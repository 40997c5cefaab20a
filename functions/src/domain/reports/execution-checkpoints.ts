import type { DocumentStore } from '../../ports/document-store.port';
import type { DriveFile } from '../../ports/drive.port';
import type { ExtractionOutcome } from '../research/extract-document';
import {
  EXECUTION_RESULTS,
  EXECUTIONS,
  type ExecutionDocument,
  type ExecutionResultDoc,
  resultId,
} from './execution-doc';
import { fencedGet, type Lease, type LeaseDeps } from './execution-lease';

/** Progress while documents are read (the rest is writing the report), as runResearch streams it. */
const READ_START = 5;
const READ_END = 85;

function toOutcome(doc: ExecutionResultDoc): ExtractionOutcome {
  const file: DriveFile = doc.file;
  if (doc.status === 'data') return { file, status: 'data', findings: doc.findings };
  if (doc.status === 'noData') return { file, status: 'noData' };
  return { file, status: 'failed', reason: doc.reason ?? 'failed' };
}

/** The documents earlier attempts finished, by file id (a first attempt has none to read). */
export async function loadCheckpoints(
  store: DocumentStore,
  executionId: string,
  documents: ExecutionDocument[],
  documentsDone: number,
): Promise<Map<string, ExtractionOutcome>> {
  if (documentsDone === 0) return new Map();
  const docs = await store.getAll<ExecutionResultDoc>(
    EXECUTION_RESULTS,
    documents.map((d) => resultId(executionId, d.id)),
  );
  const done = new Map<string, ExtractionOutcome>();
  for (const doc of docs) if (doc) done.set(doc.fileId, toOutcome(doc));
  return done;
}

/**
 * Saves one document's outcome and counts it done on the execution, in one transaction fenced on
 * the lease: a resumed run skips it, and a superseded attempt cannot write it. The execution's
 * document list is not rewritten: each checkpoint writes the same small amount whatever the
 * number of documents (DESIGN section 9), where rewriting the list made a run's writes grow with
 * the square of its documents.
 */
export async function saveCheckpoint(
  deps: LeaseDeps,
  lease: Lease,
  ownerId: string,
  outcome: ExtractionOutcome,
): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    const doc = await fencedGet(tx, lease);
    const { id, name, mimeType, webViewLink, version } = outcome.file;
    // Saved before (a retried write): it counts once.
    const known = await tx.get(EXECUTION_RESULTS, resultId(lease.executionId, id));
    const done = (doc.checkpoint?.documentsDone ?? 0) + (known ? 0 : 1);
    const total = Math.max(1, doc.documents?.length ?? 1);
    const result: ExecutionResultDoc = {
      executionId: lease.executionId,
      ownerId,
      fileId: id,
      file: { id, name, mimeType, ...(webViewLink ? { webViewLink } : {}), ...(version ? { version } : {}) },
      status: outcome.status,
      findings: outcome.status === 'data' ? outcome.findings : [],
      reason: outcome.status === 'failed' ? outcome.reason : null,
    };
    tx.set(EXECUTION_RESULTS, resultId(lease.executionId, id), result);
    tx.update(EXECUTIONS, lease.executionId, {
      checkpoint: { documentsDone: done },
      progress: Math.round(READ_START + ((READ_END - READ_START) * Math.min(done, total)) / total),
    });
  });
}

/** Checkpoints are only for resuming; once the run has ended they go. */
export async function deleteCheckpoints(
  store: DocumentStore,
  executionId: string,
  documents: ExecutionDocument[] | null,
): Promise<void> {
  for (const document of documents ?? []) {
    await store.delete(EXECUTION_RESULTS, resultId(executionId, document.id));
  }
}
