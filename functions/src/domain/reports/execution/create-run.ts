import crypto from 'node:crypto';
import type { ChatMessage } from '@quarry/contracts/chat';
import type { TriggerSource } from '@quarry/contracts/reports';
import type { ExtractAndQueryRequest } from '@quarry/contracts/research';
import { fitTitle } from '@quarry/contracts/session-title';
import { signalExecution } from '../../live/signals';
import { uniqueById } from '../../research/writing/sources';
import { firstEvents } from '../events/run-events';
import type { ReportDeps } from '../report-deps';
import { type Lease, leaseEnd } from '../runs/run-lease';
import { writeDocuments } from '../runs/run-parts';
import type { ExecutionDocument, RunRecord } from '../runs/run-record';
import { createRun, createRunIn } from '../runs/run-writes';
import { costCapOf, ownSavedReport, type SavedReportDoc } from '../saved/saved-reports';

/** The first event of a chat run's stream. */
export const STARTING_MESSAGE = 'Starting analysis...';

export type Fields = Pick<
  RunRecord,
  | 'driveOwnerId'
  | 'sharedReportId'
  | 'teamId'
  | 'savedReportId'
  | 'chatSessionId'
  | 'triggerSource'
  | 'savedReportName'
  | 'chatSessionTitle'
  | 'reportDetails'
  | 'documentCount'
  | 'notifyOnCompletion'
  | 'costCapUsd'
>;

/** A new run's record, pending or claimed by its caller. */
export function newExecution(
  deps: Pick<ReportDeps, 'clock' | 'leaseMs'>,
  uid: string,
  fields: Fields,
  claimed: boolean,
): RunRecord {
  const now = deps.clock.now().toISOString();
  return {
    ownerId: uid,
    ...fields,
    executionStatus: claimed ? 'running' : 'pending',
    progress: 0,
    errorMessage: null,
    completion: null,
    // A run started by the page it streams to is claimed at once; a queued one waits for a worker.
    attempt: claimed ? 1 : 0,
    lostLeases: 0,
    leaseUntil: leaseEnd(deps),
    checkpoint: { documentsDone: 0 },
    notificationSentAt: null,
    notificationOwed: false,
    notifyingUntil: null,
    viewedAt: null,
    createdAt: now,
    startedAt: claimed ? now : null,
    finishedAt: null,
  };
}

export interface ChatExecution {
  executionId: string;
  sessionId: string;
  /** Set when the caller runs it now (the streamed chat); otherwise it is queued. */
  lease?: Lease;
}

/**
 * A chat question becomes an execution tied to its session (created here when the page has none
 * yet, holding the question), so the report lands in the session however the run ends.
 */
export async function createChatExecution(
  deps: ReportDeps,
  uid: string,
  request: ExtractAndQueryRequest,
): Promise<ChatExecution> {
  const executionId = crypto.randomUUID();
  const session = request.chatSessionId
    ? await deps.chat.own(uid, request.chatSessionId).catch(() => null)
    : null;
  const title = session?.title ?? fitTitle(request.userQuery);
  const sessionId = session
    ? (request.chatSessionId as string)
    : await deps.chat.create(uid, {
        title,
        messages: [questionMessage(deps, executionId, request.userQuery)],
        searchTerms: [...request.keywords, ...request.negativeKeywords.map((k) => `-${k}`)],
        selectedFiles: uniqueById(request.selectedDocuments).map((d) => d.id),
      });
  const user = await deps.research.accounts.users.get(uid);
  const claimed = !request.notifyOnCompletion;
  const doc = newExecution(
    deps,
    uid,
    {
      savedReportId: null,
      chatSessionId: sessionId,
      triggerSource: 'chat',
      savedReportName: null,
      chatSessionTitle: title,
      reportDetails: {
        query: request.userQuery,
        keywords: request.keywords,
        negativeKeywords: request.negativeKeywords,
        directories: user?.preferences.selectedDriveDirectories ?? [],
        deselectedDocuments: [],
        deepResearch: request.deepResearch,
        enableIntroduction: request.enableIntroduction,
        enableConclusion: request.enableConclusion,
        ...(request.columns?.length ? { columns: request.columns } : {}),
      },
      documentCount: null,
      notifyOnCompletion: request.notifyOnCompletion,
      costCapUsd: user?.preferences.reportCostCapUsd ?? null,
    },
    claimed,
  );
  const documents = uniqueById(request.selectedDocuments).map(
    (d): ExecutionDocument => ({ ...d, status: 'pending' }),
  );
  // The run's log opens with where it lives: a page that reloads, or reads on after a cut, finds it.
  const started = { type: 'status' as const, message: STARTING_MESSAGE, executionId, sessionId };
  await deps.store.runTransaction(async (tx) => {
    createRunIn(tx, executionId, {
      ...doc,
      ...writeDocuments(tx, executionId, doc, documents),
      ...firstEvents(tx, executionId, doc, [started]),
    });
  });
  await deps.chat.linkExecution(uid, sessionId, executionId, doc.executionStatus);
  if (!claimed) await deps.queue.enqueue(executionId);
  await signalExecution(deps, doc);
  return { executionId, sessionId, ...(claimed ? { lease: { executionId, attempt: 1 } } : {}) };
}

function questionMessage(deps: ReportDeps, executionId: string, question: string): ChatMessage {
  const timestamp = deps.clock.now().toISOString();
  return { id: `question-${executionId}`, role: 'user', content: question, timestamp };
}

/** A run of a report shared with a team, by `runBy` (who pays), reading the owner's Drive. */
export interface SharedRun {
  sharedReportId: string;
  teamId: string;
  runBy: string;
}

export interface SavedRunOptions {
  notifyOnCompletion: boolean;
  triggerSource?: TriggerSource;
  share?: SharedRun;
}

/**
 * 'Run Report' on a saved report: a background run that searches afresh and e-mails when ready.
 * `uid` owns the report; with `share`, a team member runs it (docs/architecture/teams-and-sharing.md).
 */
export async function createSavedReportExecution(
  deps: ReportDeps,
  uid: string,
  savedReportId: string,
  options: SavedRunOptions,
): Promise<string> {
  const report = await ownSavedReport(deps.store, uid, savedReportId);
  const executionId = crypto.randomUUID();
  // The payer's preference: a member running a shared report pays with their own key.
  const payer = await deps.research.accounts.users.get(options.share?.runBy ?? uid);
  const doc = savedReportExecution(deps, uid, savedReportId, report, {
    ...options,
    preferredCostCapUsd: payer?.preferences.reportCostCapUsd ?? null,
  });
  await createRun(deps.store, executionId, doc);
  await deps.queue.enqueue(executionId);
  await signalExecution(deps, doc);
  return executionId;
}

/**
 * A queued run of a saved report, not yet stored: its definition as it stands now. `uid` owns the
 * report; with `share`, a member runs it; the scheduler adds `scheduledFor`.
 */
export function savedReportExecution(
  deps: Pick<ReportDeps, 'clock' | 'leaseMs'>,
  uid: string,
  savedReportId: string,
  report: SavedReportDoc,
  options: SavedRunOptions & { preferredCostCapUsd: number | null },
): RunRecord {
  const { share } = options;
  return newExecution(
    deps,
    share?.runBy ?? uid,
    {
      ...(share ? { driveOwnerId: uid, sharedReportId: share.sharedReportId, teamId: share.teamId } : {}),
      savedReportId,
      chatSessionId: null,
      triggerSource: options.triggerSource ?? 'saved_report',
      savedReportName: report.reportName,
      chatSessionTitle: null,
      reportDetails: {
        query: report.query,
        keywords: report.keywords,
        negativeKeywords: report.negativeKeywords,
        directories: report.selectedDirectories,
        deselectedDocuments: report.deselectedDocuments,
        deepResearch: report.deepResearch,
        enableIntroduction: report.enableIntroduction,
        enableConclusion: report.enableConclusion,
        ...(report.columns?.length ? { columns: report.columns } : {}),
      },
      documentCount: null,
      notifyOnCompletion: options.notifyOnCompletion,
      costCapUsd: costCapOf(report.costCap, options.preferredCostCapUsd),
    },
    false,
  );
}
