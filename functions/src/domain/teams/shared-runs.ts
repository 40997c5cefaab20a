import type { ReportEvidence } from '@quarry/contracts/report';
import type { ClosedSources, SharedExecution } from '@quarry/contracts/sharing';
import type { UserRecord } from '../accounts/users';
import { signalExecution } from '../live/signals';
import { deleteRun } from '../reports/delete-run';
import { createSavedReportExecution } from '../reports/execution/create-run';
import { shownStatus } from '../reports/execution/daily-pause';
import type { ExportSubject } from '../reports/export/export-report';
import type { ReportDeps } from '../reports/report-deps';
import { readReport, type StoredReport } from '../reports/runs/run-parts';
import { findRuns, getRun } from '../reports/runs/run-reads';
import { documentsOutcomeOf, hasGridOf, type RunRecord } from '../reports/runs/run-record';
import { isClosed, shownReport } from '../reports/saved/document-privacy';
import {
  type DocumentView,
  documentIdsOf,
  documentViewOf,
  MAX_CHECKED,
} from '../reports/saved/document-view';
import { SAVED_REPORTS, type SavedReportDoc } from '../reports/saved/saved-reports';
import { AppError } from '../shared/app-error';
import { visibleShare } from './shares';
import type { TeamDeps } from './team-deps';
import { requireTeamMember } from './team-policy';

/** Spec part 3 section 9: a run still going after 2 hours counts as stuck and may be deleted. */
export const STUCK_AFTER_MS = 2 * 3600 * 1000;
/** Spec part 3 section 9: the history covers the last year. */
const HISTORY_MS = 365 * 24 * 3600 * 1000;

export interface SharedRunDeps {
  teams: TeamDeps;
  reports: ReportDeps;
}

/**
 * POST /api/shared-reports/{id}/execute: a member runs an on-demand shared report (or the owner
 * runs a scheduled one now). It reads the owner's documents with the owner's Drive grant and pays
 * with the caller's own Gemini key (docs/architecture/teams-and-sharing.md), so someone without a key adds one first.
 */
export async function runSharedReport(deps: SharedRunDeps, uid: string, id: string): Promise<string> {
  const { share } = await visibleShare(deps.teams, uid, id);
  // A scheduled share's 'Run now' is its owner's: it runs with their key and leaves the schedule alone.
  if (share.shareType !== 'adhoc' && share.ownerId !== uid) {
    throw new AppError({
      code: 'SHARING.SCHEDULED',
      httpStatus: 409,
      message: 'This report runs on its schedule; only its owner can run it now.',
    });
  }
  if (!(await deps.reports.research.accounts.keys.has(uid, 'geminiKey'))) {
    throw new AppError({
      code: 'GEMINI.KEY_REQUIRED',
      httpStatus: 400,
      errorCode: 'GEMINI_KEY_REQUIRED',
      message: 'Gemini API key required: add your own key to run shared reports.',
    });
  }
  return createSavedReportExecution(deps.reports, share.ownerId, share.savedReportId, {
    notifyOnCompletion: false,
    triggerSource: 'shared_adhoc',
    share: { sharedReportId: id, teamId: share.teamId, runBy: uid },
  });
}

function stuckOrFailed(doc: RunRecord, now: number): boolean {
  if (doc.executionStatus === 'failed') return true;
  const going = doc.executionStatus === 'pending' || doc.executionStatus === 'running';
  return going && now - Date.parse(doc.createdAt) > STUCK_AFTER_MS;
}

async function present(
  deps: SharedRunDeps,
  uid: string,
  id: string,
  doc: RunRecord,
  context: { isAdmin: boolean; report: SavedReportDoc | null; stored?: StoredReport | null },
): Promise<SharedExecution & { evidence?: ReportEvidence; closedSources: ClosedSources | null }> {
  const [runner, stored] = await Promise.all([
    deps.teams.store.get<UserRecord>('users', doc.ownerId),
    context.stored !== undefined ? context.stored : readReport(deps.teams.store, id, doc),
  ]);
  // The report's owner always sees the documents; anyone else what the owner allows and Drive lets them open.
  const view = await documentViewOf(deps.reports, uid, doc, stored, context.report);
  const report = stored ? shownReport(stored, view) : null;
  const result = report?.result ?? null;
  const shown = shownStatus(doc);
  const evidence = report?.evidence ?? undefined;
  return {
    closedSources: closedSourcesOf(view, stored),
    id,
    status: shown.executionStatus,
    pausedUntil: shown.pausedUntil,
    progress: doc.progress,
    executedAt: doc.startedAt ?? doc.createdAt,
    result: doc.executionStatus === 'success' ? result : null,
    errorMessage: doc.errorMessage,
    documentsOutcome: documentsOutcomeOf(doc),
    watchOutcome: doc.watchOutcome?.kind ?? null,
    reportName: context.report?.reportName ?? doc.savedReportName ?? 'Shared report',
    runBy: runner?.name ?? runner?.email ?? '',
    canDelete:
      (doc.ownerId === uid || context.isAdmin) && stuckOrFailed(doc, deps.teams.clock.now().getTime()),
    ...(evidence ? { evidence } : {}),
  };
}

/** GET /api/shared-reports/{id}/executions: the share's runs of the last year, newest first. */
export async function listSharedExecutions(
  deps: SharedRunDeps,
  uid: string,
  id: string,
): Promise<SharedExecution[]> {
  const { share, membership } = await visibleShare(deps.teams, uid, id);
  const since = new Date(deps.teams.clock.now().getTime() - HISTORY_MS).toISOString();
  const docs = await findRuns(deps.teams.store, {
    where: [
      { field: 'sharedReportId', op: '==', value: id },
      { field: 'createdAt', op: '>=', value: since },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 200,
  });
  const report = await deps.teams.store.get<SavedReportDoc>(SAVED_REPORTS, share.savedReportId);
  const stored = await Promise.all(
    docs.map(({ id: runId, data }) => readReport(deps.teams.store, runId, data)),
  );
  // One question to Drive for every run's documents at once: each run's view then reads its answers.
  if (report && report.ownerId !== uid && report.showDocumentsInSharedReports !== false) {
    const ids = [...new Set(stored.flatMap(documentIdsOf))];
    if (ids.length > 0) await deps.reports.viewers.openable(uid, ids.slice(0, MAX_CHECKED));
  }
  const isAdmin = membership.member.role === 'admin';
  return Promise.all(
    docs.map(async ({ id: executionId, data }, index) => {
      const context = { isAdmin, report, stored: stored[index] ?? null };
      const {
        evidence: _e,
        closedSources: _c,
        ...row
      } = await present(deps, uid, executionId, data, context);
      return row;
    }),
  );
}

/**
 * A run of a shared report the caller may see: a member of its team, while they are one. A watched
 * re-run (docs/decisions/watching.md) belongs to every team the report was shared with when it started.
 */
async function visibleRun(deps: SharedRunDeps, uid: string, executionId: string) {
  const doc = await getRun(deps.teams.store, executionId);
  const shares =
    doc?.watchShares ??
    (doc?.teamId && doc.sharedReportId ? [{ teamId: doc.teamId, sharedReportId: doc.sharedReportId }] : []);
  for (const share of shares) {
    const membership = await requireTeamMember(deps.teams, share.teamId, uid).catch(() => undefined);
    if (doc && membership) return { doc, membership, share };
  }
  throw AppError.notFound('Report execution not found');
}

/**
 * A run a team member exports from the team's views (/shared-report-view/{id}, the dashboard): as
 * they see it, without the documents when the report's owner keeps them private.
 */
export async function sharedExportSubject(
  deps: SharedRunDeps,
  uid: string,
  id: string,
): Promise<ExportSubject> {
  const { doc } = await visibleRun(deps, uid, id);
  const stored = await readReport(deps.teams.store, id, doc);
  return { id, doc, view: await documentViewOf(deps.reports, uid, doc, stored) };
}

/**
 * How many cited sources the viewer cannot open, and whether connecting Drive could open them (they
 * have no Drive connection); null when they see every source the owner shows.
 */
function closedSourcesOf(view: DocumentView, stored: StoredReport | null): ClosedSources | null {
  if (view.shows !== 'some') return null;
  const count = (stored?.evidence?.citations ?? []).filter((c) => isClosed(view, c.documentId)).length;
  return { count, connectDrive: !view.driveConnected };
}

/** GET /api/shared-report-execution/{id}/view: one run, with its evidence. */
export async function viewSharedExecution(deps: SharedRunDeps, uid: string, executionId: string) {
  const { doc, membership, share } = await visibleRun(deps, uid, executionId);
  const report = doc.savedReportId
    ? await deps.teams.store.get<SavedReportDoc>(SAVED_REPORTS, doc.savedReportId)
    : null;
  const shown = await present(deps, uid, executionId, doc, {
    isAdmin: membership.member.role === 'admin',
    report,
  });
  return {
    ...shown,
    teamId: share.teamId,
    sharedReportId: share.sharedReportId,
    hasGrid: hasGridOf(doc),
  };
}

/**
 * DELETE /api/shared-report-execution/{id}: a failed run, or one stuck for 2 hours, by whoever
 * ran it or an administrator of the team (spec part 3: the dashboard's delete action).
 */
export async function deleteSharedExecution(deps: SharedRunDeps, uid: string, executionId: string) {
  const { doc, membership } = await visibleRun(deps, uid, executionId);
  if (doc.ownerId !== uid && membership.member.role !== 'admin') {
    throw AppError.forbidden(
      'Only whoever ran it or a team administrator can delete this run',
      'SHARING.DELETE_RUN',
    );
  }
  if (!stuckOrFailed(doc, deps.teams.clock.now().getTime())) {
    throw new AppError({
      code: 'SHARING.RUN_NOT_DELETABLE',
      httpStatus: 409,
      message: 'Only failed runs, or runs stuck for more than 2 hours, can be deleted.',
    });
  }
  await deleteRun(deps.teams.store, executionId, doc);
  await signalExecution(deps.teams, doc);
}
