import {
  DAILY_LIMIT_MESSAGE,
  GEMINI_DAILY_QUOTA,
  RUN_STOPPED,
  type StreamEvent,
} from '@quarry/contracts/research';
import { AppError } from '../../shared/app-error';
import type { ReportDeps } from '../report-deps';
import { readReport } from '../runs/run-parts';
import { getRun } from '../runs/run-reads';
import { hasGridOf, isTerminal, type RunRecord } from '../runs/run-record';
import { namesShownTo, shownReport, withoutDocumentNames } from '../saved/document-privacy';
import { documentViewOf, ownerOf } from '../saved/document-view';
import { SAVED_REPORTS, type SavedReportDoc } from '../saved/saved-reports';
import { type LoggedEvent, readEvents } from './run-events';

/**
 * A run's stream is a view of its execution (docs/architecture/research-pipeline.md and docs/architecture/platform.md): its logged events in order,
 * then one last event, `complete` or `error`, built from the stored run. Every stream of the run,
 * the first or one read again after a cut, on any instance, is read here, so each carries the same
 * events under the same numbers and the same last event.
 */

/** How often a stream looks at the store when nothing in this process rang (another instance runs it). */
export const RUN_EVENTS_POLL_MS = 1000;
const NO_NAMES = { data: [], noData: [], failed: [] };
const NOT_WRITTEN = 'The report could not be written.';

type StreamDeps = Pick<ReportDeps, 'store' | 'clock' | 'leaseMs' | 'runEvents' | 'viewers'>;

/** The run, if it is `uid`'s: anyone else is told it does not exist. */
export async function ownRun(deps: Pick<ReportDeps, 'store'>, uid: string, executionId: string) {
  const doc = await getRun(deps.store, executionId);
  if (!doc || doc.ownerId !== uid) throw AppError.notFound('Report execution not found');
  return doc;
}

/**
 * Whether the run's stream may end: the run has ended and, for a chat run, its outcome is filed in
 * its session (filedAt). A chat run whose filing never came (its worker died after the end) is
 * given up on after a lease, as the tick gives up on a lost worker.
 */
export function isSettled(doc: RunRecord, now: Date, leaseMs: number): boolean {
  if (!isTerminal(doc.executionStatus)) return false;
  if (doc.triggerSource !== 'chat' || doc.filedAt) return true;
  const finished = Date.parse(doc.finishedAt ?? doc.createdAt);
  return now.getTime() - finished > leaseMs;
}

/** The stream's last event, from the stored run: the report with its summary, or the run's error. */
export async function endingEvent(
  deps: Pick<ReportDeps, 'store' | 'viewers'>,
  executionId: string,
  doc: RunRecord,
): Promise<StreamEvent> {
  const report = await readReport(deps.store, executionId, doc);
  if (doc.stoppedAt)
    return { type: 'error', message: doc.errorMessage ?? NOT_WRITTEN, errorCode: RUN_STOPPED };
  // A chat run ended by Gemini's daily limit: the chat offers to go on in the background.
  if (doc.errorMessage === DAILY_LIMIT_MESSAGE)
    return { type: 'error', message: DAILY_LIMIT_MESSAGE, errorCode: GEMINI_DAILY_QUOTA, executionId };
  if (!report || !doc.completion) return { type: 'error', message: doc.errorMessage ?? NOT_WRITTEN };
  // The stream is its runner's: a member's run of a shared report shows what document-view.ts lets them see.
  const view = await documentViewOf(deps, doc.ownerId, doc, report);
  const { result, evidence } = shownReport(report, view);
  return {
    type: 'complete',
    answer: result ?? '',
    ...(evidence ? { evidence } : {}),
    ...doc.completion,
    documentNames: namesShownTo(report.documentNames ?? NO_NAMES, view),
    ...(doc.chatSessionId ? { sessionId: doc.chatSessionId } : {}),
    executionId,
    ...(hasGridOf(doc) ? { hasGrid: true } : {}),
  };
}

/**
 * The run's events after `after`, as they are written, then its last event (numbered one past the
 * last logged), unless the page already had it. Stops without it when `stop` aborts (the stream's
 * time is up, or its page went) or the run is deleted.
 */
export async function* runEvents(
  deps: StreamDeps,
  executionId: string,
  after: number,
  stop: AbortSignal,
): AsyncGenerator<LoggedEvent> {
  let sent = after;
  // The stream is its runner's (ownRun). A member running another's shared report sees no document
  // name in its progress: which of them they may open is known only from the finished report.
  let hidden: boolean | undefined;
  while (!stop.aborted) {
    // Listening before reading: a ring while the store is read wakes the wait below at once, where
    // it would otherwise be lost and the stream sleep a whole poll (a second at each run's end).
    const bell = deps.runEvents.listen(executionId, RUN_EVENTS_POLL_MS, stop);
    let waits = false;
    try {
      // The record first: once it is settled, the log it points to is complete.
      const doc = await getRun(deps.store, executionId);
      if (!doc) return;
      hidden ??= await namesKeptFromRunner(deps, doc);
      const last = doc.eventSeq ?? 0;
      while (sent < last && !stop.aborted) {
        const { events, through } = await readEvents(deps.store, executionId, sent, last);
        for (const entry of events)
          yield hidden ? { ...entry, event: withoutDocumentNames(entry.event) } : entry;
        sent = through;
      }
      if (stop.aborted) return;
      if (isSettled(doc, deps.clock.now(), deps.leaseMs)) {
        if (last + 1 > after) yield { id: last + 1, event: await endingEvent(deps, executionId, doc) };
        return;
      }
      waits = true;
    } finally {
      // Returned, or the page went: nothing waits on this pass's listening.
      if (!waits) bell.stop();
    }
    await bell.rung;
  }
}

/** Whether the run's runner is not its saved report's owner: their progress shows no document name. */
async function namesKeptFromRunner(deps: Pick<ReportDeps, 'store'>, doc: RunRecord): Promise<boolean> {
  if (!doc.savedReportId) return false;
  const report = await deps.store.get<SavedReportDoc>(SAVED_REPORTS, doc.savedReportId);
  return ownerOf(report, doc) !== doc.ownerId;
}
