import type { ReportExecutionSummary, ReportExecutionView } from '@quarry/contracts/reports';
import { type RunUsage, totalTokens } from '@quarry/contracts/usage';
import { CHAT_SESSIONS, type ChatSessionDoc } from '../../chat/chat-sessions';
import { AppError } from '../../shared/app-error';
import { deleteRun } from '../delete-run';
import { shownStatus } from '../execution/daily-pause';
import { visibleColumns } from '../export/visible-table';
import type { ReportDeps } from '../report-deps';
import { runsReallyMade } from '../runs/counted-runs';
import { runNameOf } from '../runs/run-name';
import { readReport } from '../runs/run-parts';
import { updateRun } from '../runs/run-patches';
import { findRuns, getRun } from '../runs/run-reads';
import { documentsOutcomeOf, hasGridOf, isTerminal, type RunRecord } from '../runs/run-record';
import { shownReport } from '../saved/document-privacy';
import { documentViewOf, ownerOf } from '../saved/document-view';
import { SAVED_REPORTS, type SavedReportDoc } from '../saved/saved-reports';

/** The history shows a person's newest runs; older ones stay readable by link until retention. */
const HISTORY_LIMIT = 500;

type Deps = Pick<ReportDeps, 'store' | 'clock' | 'chat' | 'changes' | 'viewers'>;

async function ownExecution(deps: Deps, uid: string, id: string): Promise<RunRecord> {
  const doc = await getRun(deps.store, id);
  if (!doc || doc.ownerId !== uid) throw AppError.notFound('Report execution not found');
  return doc;
}

async function mine(deps: Deps, uid: string) {
  return findRuns(deps.store, {
    where: [{ field: 'ownerId', op: '==', value: uid }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: HISTORY_LIMIT,
  });
}

/** A run's model use in a line of the history: calls, tokens and estimated cost. */
function runTotals(usage: RunUsage) {
  const all = Object.values(usage.byModel);
  return {
    calls: all.reduce((sum, t) => sum + t.calls, 0),
    tokens: all.reduce((sum, t) => sum + totalTokens(t), 0),
    estimatedCostUsd: usage.estimatedCostUsd,
  };
}

/** The history shows what a run searched for; the documents it left out are not part of that. */
function withoutExclusions({ deselectedDocuments: _, ...details }: RunRecord['reportDetails']) {
  return details;
}

/**
 * What the history shows a run searched for. The column questions are the report owner's words and
 * may name a document: for a run of another's report they are hidden as the run's grid hides them
 * for this person (document-view.ts; from its report's names; a run without a report names none yet).
 */
async function shownDetails(
  deps: Deps,
  uid: string,
  { id, data }: { id: string; data: RunRecord },
  report: SavedReportDoc | null,
) {
  const details = withoutExclusions(data.reportDetails);
  if (!details.columns?.length || ownerOf(report, data) === uid) return details;
  const stored = await readReport(deps.store, id, data);
  if (!stored) return details;
  const { hide } = shownReport(stored, await documentViewOf(deps, uid, data, stored, report));
  return { ...details, columns: visibleColumns(details.columns, hide) };
}

/** GET /api/my-report-executions: names come from the live report or session when they still exist. */
export async function listMyExecutions(deps: Deps, uid: string): Promise<ReportExecutionSummary[]> {
  // A chat answer shared with a team is copied to it (share-from-chat); the history shows it once.
  const docs = runsReallyMade(await mine(deps, uid));
  const reportIds = [...new Set(docs.flatMap((d) => (d.data.savedReportId ? [d.data.savedReportId] : [])))];
  const sessionIds = [...new Set(docs.flatMap((d) => (d.data.chatSessionId ? [d.data.chatSessionId] : [])))];
  const reports = await deps.store.getAll<SavedReportDoc>(SAVED_REPORTS, reportIds);
  const sessions = await deps.store.getAll<ChatSessionDoc>(CHAT_SESSIONS, sessionIds);
  const reportOf = new Map(reportIds.map((id, i) => [id, reports[i] ?? null]));
  const details = await Promise.all(
    docs.map((doc) => shownDetails(deps, uid, doc, reportOf.get(doc.data.savedReportId ?? '') ?? null)),
  );
  const sessionTitles = new Map(sessionIds.map((id, i) => [id, sessions[i]?.title]));
  return docs.map(({ id, data }, index) => ({
    id,
    ...shownStatus(data),
    progress: data.progress,
    savedReportId: data.savedReportId,
    savedReportName: data.savedReportId
      ? (reportOf.get(data.savedReportId)?.reportName ?? data.savedReportName)
      : data.savedReportName,
    chatSessionTitle: data.chatSessionId
      ? (sessionTitles.get(data.chatSessionId) ?? data.chatSessionTitle)
      : data.chatSessionTitle,
    chatSessionId: data.chatSessionId,
    triggerSource: data.triggerSource,
    createdAt: data.createdAt,
    finishedAt: data.finishedAt,
    notificationSentAt: data.notificationSentAt,
    viewedAt: data.viewedAt,
    ...(data.completion?.usage ? { usage: runTotals(data.completion.usage) } : {}),
    errorMessage: data.errorMessage,
    documentsOutcome: documentsOutcomeOf(data),
    watchOutcome: data.watchOutcome?.kind ?? null,
    reportDetails: details[index] ?? withoutExclusions(data.reportDetails),
  }));
}

/** GET /api/report-execution/{id}/view: one of the person's own runs, with its report. */
export async function viewExecution(deps: Deps, uid: string, id: string): Promise<ReportExecutionView> {
  const doc = await ownExecution(deps, uid, id);
  const report = await readReport(deps.store, id, doc);
  const visible = report && shownReport(report, await documentViewOf(deps, uid, doc, report));
  const shown = shownStatus(doc);
  return {
    id,
    reportName: runNameOf(doc),
    ...shown,
    status: shown.executionStatus,
    progress: doc.progress,
    triggerSource: doc.triggerSource,
    chatSessionId: doc.chatSessionId,
    createdAt: doc.createdAt,
    executedAt: doc.finishedAt,
    result: visible?.result ?? null,
    evidence: visible?.evidence ?? null,
    errorMessage: doc.errorMessage,
    documentsOutcome: documentsOutcomeOf(doc),
    viewedAt: doc.viewedAt,
    hasGrid: hasGridOf(doc),
  };
}

/** The person opened the report: viewedAt is set once, and its session's green dot goes. */
export async function markViewed(deps: Deps, uid: string, id: string): Promise<void> {
  const doc = await ownExecution(deps, uid, id);
  if (!doc.viewedAt) await updateRun(deps.store, id, { viewedAt: deps.clock.now().toISOString() });
  if (doc.chatSessionId) await deps.chat.markViewed(doc.chatSessionId, id);
}

/**
 * 'Clear All': deletes the person's finished runs. Runs still pending or running (or owing their
 * e-mail) are kept, so a report being written is not lost to a click.
 */
export async function clearMyExecutions(deps: Deps, uid: string): Promise<number> {
  let deleted = 0;
  for (const { id, data } of await mine(deps, uid)) {
    if (!isTerminal(data.executionStatus) || data.notificationOwed) continue;
    await deleteRun(deps.store, id, data);
    deleted++;
  }
  if (deleted > 0) await deps.changes.publish([uid], ['executions']);
  return deleted;
}
