import type { RunUsage } from '@quarry/contracts/usage';
import type { DocumentStore } from '../../../ports/document-store.port';
import type { DriveFile } from '../../../ports/drive.port';
import type { ExtractionOutcome } from '../../research/extraction/extract-document';
import { fencedGet, type Lease, type LeaseDeps } from '../runs/run-lease';
import { updateRunIn } from '../runs/run-patches';
import {
  EXECUTION_RESULTS,
  type ExecutionDocument,
  type ExecutionResultDoc,
  resultId,
} from '../runs/run-record';

/** Saved outcomes read back at once (loadCheckpoints). */
const LOAD_PAGE = 500;

/** Progress while documents are read (the rest is writing the report), as runResearch streams it. */
const READ_START = 5;
const READ_END = 85;

function toOutcome(doc: ExecutionResultDoc): ExtractionOutcome {
  const file: DriveFile = doc.file;
  const cells = doc.cells ? { cells: doc.cells } : {};
  if (doc.status === 'data') return { file, status: 'data', findings: doc.findings, ...cells };
  if (doc.status === 'noData') return { file, status: 'noData', ...cells };
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
  const done = new Map<string, ExtractionOutcome>();
  // In pages: what the store answers for a page (its text, its parsed records) is dropped before
  // the next is read, so only the outcomes stay (docs/decisions/performance.md, "The 1 GiB worker").
  for (let start = 0; start < documents.length; start += LOAD_PAGE) {
    const ids = documents.slice(start, start + LOAD_PAGE).map((d) => resultId(executionId, d.id));
    for (const doc of await store.getAll<ExecutionResultDoc>(EXECUTION_RESULTS, ids)) {
      if (doc) done.set(doc.fileId, toOutcome(doc));
    }
  }
  return done;
}

export function resultOf(
  executionId: string,
  ownerId: string,
  outcome: ExtractionOutcome,
): ExecutionResultDoc {
  const { id, name, mimeType, webViewLink, version, titles } = outcome.file;
  return {
    executionId,
    ownerId,
    fileId: id,
    file: {
      id,
      name,
      mimeType,
      ...(webViewLink ? { webViewLink } : {}),
      ...(version ? { version } : {}),
      ...(titles ? { titles } : {}),
    },
    status: outcome.status,
    findings: outcome.status === 'data' ? outcome.findings : [],
    ...(outcome.status !== 'failed' && outcome.cells ? { cells: outcome.cells } : {}),
    reason: outcome.status === 'failed' ? outcome.reason : null,
  };
}

/**
 * Saves documents' outcomes and counts them done on the execution, in one transaction fenced on
 * the lease: a resumed run skips them, and a superseded attempt cannot write them. The execution's
 * document list is not rewritten: a checkpoint writes the same small amount whatever the number of
 * documents (docs/architecture/testing.md), where rewriting the list made a run's writes grow with the square
 * of its documents.
 */
export async function saveCheckpoints(
  deps: LeaseDeps,
  lease: Lease,
  ownerId: string,
  outcomes: ExtractionOutcome[],
  /** The model use of every attempt so far, saved with the outcomes it paid for. */
  usage?: Pick<RunUsage, 'byStep' | 'byModel'>,
): Promise<void> {
  if (outcomes.length === 0) return;
  await deps.store.runTransaction(async (tx) => {
    const doc = await fencedGet(tx, lease);
    // Saved before (a retried write): each counts once.
    const ids = outcomes.map((outcome) => resultId(lease.executionId, outcome.file.id));
    const known = await Promise.all(ids.map((id) => tx.get(EXECUTION_RESULTS, id)));
    const done = (doc.checkpoint?.documentsDone ?? 0) + known.filter((k) => !k).length;
    const total = Math.max(1, doc.documentCount ?? doc.documents?.length ?? 1);
    outcomes.forEach((outcome, index) => {
      tx.set(EXECUTION_RESULTS, ids[index] as string, resultOf(lease.executionId, ownerId, outcome));
    });
    updateRunIn(tx, lease.executionId, {
      checkpoint: { documentsDone: done, ...(usage ? { usage } : {}) },
      progress: Math.round(READ_START + ((READ_END - READ_START) * Math.min(done, total)) / total),
    });
  });
}

/**
 * Outcomes are saved in batches (a WriteBatcher), so a run of 2,000 documents makes about 40
 * checkpoint writes, not 2,000 (docs/architecture/testing.md). A whole batch is one transaction: at most this
 * many outcomes, or this long after the first. A crash loses at most one batch, which the next
 * attempt reads again (from the extraction cache).
 */
export const CHECKPOINT_BATCH = { maxItems: 50, maxDelayMs: 1000 };
