import type { ReportEvidence } from '@quarry/contracts/report';
import { RUN_STOPPED_MESSAGE } from '@quarry/contracts/research';
import type { RunUsage } from '@quarry/contracts/usage';
import type { EvidenceRow } from '../../research/extraction/evidence-table';
import type { ResearchSummary } from '../../research/run-summary';
import type { DocumentTitles } from '../../research/writing/hide-names';
import { unlessDeleted } from '../../shared/store-errors';
import type { ReportDeps } from '../report-deps';
import { fencedGet, type Lease, Superseded } from '../runs/run-lease';
import { deleteCheckpoints, readDocuments, type StoredReport, storeReport } from '../runs/run-parts';
import { updateRun, updateRunIn } from '../runs/run-patches';
import { getRun } from '../runs/run-reads';
import type { RunRecord } from '../runs/run-record';

/** A run (or a shard of one) past QUERY_TIMEOUT_MS ends failed with these words. */
export const TIMEOUT_MESSAGE = 'Query timeout - please try with fewer documents';

export type Ending =
  | {
      kind: 'success';
      answer: string;
      /** The same report without document names or links, for team views that hide them. */
      answerWithoutDocuments: string;
      /** Kept beside the report HTML, once (not in `completion`). */
      evidence: ReportEvidence | null;
      /** Every document's outcome and findings (the evidence table), kept beside the report too. */
      table?: EvidenceRow[];
      /** The titles the documents' files gave themselves, by id (hide-names.ts), kept with the report. */
      documentTitles?: DocumentTitles;
      summary: Omit<ResearchSummary, 'answer' | 'evidence'>;
    }
  | { kind: 'failed'; message: string }
  /** Its owner stopped it (docs/decisions/research-pipeline.md): nothing of it is kept but what it spent. */
  | { kind: 'stopped'; usage: RunUsage };

export function reportOf(ending: Extract<Ending, { kind: 'success' }>): StoredReport {
  return {
    result: ending.answer,
    resultWithoutDocuments: ending.answerWithoutDocuments,
    evidence: ending.evidence,
    documentNames: ending.summary.documentNames,
    ...(ending.documentTitles && Object.keys(ending.documentTitles).length > 0
      ? { documentTitles: ending.documentTitles }
      : {}),
  };
}

function storedCompletion(summary: Extract<Ending, { kind: 'success' }>['summary'], executionId: string) {
  const { documentNames: _names, ...kept } = summary;
  return { ...kept, executionId };
}

/**
 * Ends the run (fenced on the lease): its result or error, and whether an e-mail is owed. Returns
 * the ended document; throws Superseded if another attempt owns the run.
 */
export async function endExecution(deps: ReportDeps, lease: Lease, ending: Ending): Promise<RunRecord> {
  const patch: Partial<RunRecord> =
    ending.kind === 'success'
      ? {
          executionStatus: 'success',
          progress: 100,
          // Beside the record, in parts written first: a report's coverage grows with its documents.
          ...(await storeReportOf(deps, lease, reportOf(ending), ending.table ?? [])),
          completion: storedCompletion(ending.summary, lease.executionId),
        }
      : ending.kind === 'stopped'
        ? stoppedPatch(ending.usage, lease.executionId, deps.clock.now().toISOString())
        : { executionStatus: 'failed', errorMessage: ending.message };
  const stopped = ending.kind === 'stopped';
  return deps.store.runTransaction(async (tx) => {
    const doc = await fencedGet(tx, lease);
    const now = deps.clock.now().toISOString();
    const ended = {
      ...patch,
      leaseUntil: null,
      finishedAt: now,
      // Whoever stopped a run knows how it ended: no e-mail, no delivery.
      notificationOwed: doc.notifyOnCompletion && !stopped,
      // A scheduled run is delivered to its team (docs/architecture/schedules-and-delivery.md), success or failure; a watched
      // run (docs/decisions/watching.md) to whoever it owes 'what changed', once compared.
      deliveryOwed: (doc.triggerSource === 'scheduled' || doc.triggerSource === 'watch') && !stopped,
    };
    updateRunIn(tx, lease.executionId, ended);
    return { ...doc, ...ended };
  });
}

/**
 * A stopped run: failed, saying so, with no report; its completion holds only the tokens it spent
 * (with no document counted), so the usage views and the spend alert see what was really spent.
 */
function stoppedPatch(usage: RunUsage, executionId: string, now: string): Partial<RunRecord> {
  return {
    executionStatus: 'failed',
    errorMessage: RUN_STOPPED_MESSAGE,
    stoppedAt: now,
    completion: {
      documentsProcessed: 0,
      statusCounts: { data: 0, noData: 0, failed: 0 },
      usage,
      executionId,
    },
  };
}

/** Writes the report's parts for this attempt; a run taken from it, or deleted, writes none. */
async function storeReportOf(deps: ReportDeps, lease: Lease, report: StoredReport, table: EvidenceRow[]) {
  const run = await getRun(deps.store, lease.executionId);
  if (!run || run.attempt !== lease.attempt || run.executionStatus !== 'running') {
    throw new Superseded(lease.executionId);
  }
  return storeReport(deps.store, lease.executionId, lease.attempt, run, report, table);
}

/**
 * What follows an ended run, each step safe to repeat: it counts as opened if its owner watched
 * it end, it announces its end to whatever reacts (run-ended.ts; composition lists them), and its
 * checkpoints go.
 */
export async function afterEnd(
  deps: ReportDeps,
  executionId: string,
  doc: RunRecord,
  seen: boolean,
  /** The report just written, when the caller has it (otherwise it is read if needed). */
  written?: StoredReport,
) {
  // Watched to the end (the chat stream): the report counts as opened.
  if (seen && !doc.viewedAt) {
    await updateRun(deps.store, executionId, { viewedAt: deps.clock.now().toISOString() });
  }
  const ended = { executionId, run: doc, seen, ...(written ? { written } : {}) };
  for (const react of deps.onRunEnded) await react(deps, ended);
  if ((doc.checkpoint?.documentsDone ?? 0) > 0 || doc.documents) {
    await deleteCheckpoints(deps.store, executionId, await readDocuments(deps.store, executionId, doc));
    // None left: deleting the run later has no checkpoints to look for.
    await updateRun(deps.store, executionId, { checkpoint: { documentsDone: 0 } }).catch(unlessDeleted);
  }
}
