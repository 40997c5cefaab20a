import { isPartial } from '@quarry/contracts/documents-outcome';
import { escapeHtml } from '../../shared/escape-html';
import { checksHtml, checksText, type EvidenceChecks, evidenceChecks } from '../export/evidence-mail';
import { type GridMail, gridHtml, gridMail, gridText, readGridTable } from '../export/grid-mail';
import type { ReportDeps, RunEndedReaction } from '../report-deps';
import { runNameOf } from '../runs/run-name';
import { readReport, type StoredReport } from '../runs/run-parts';
import { updateRun, updateRunIn } from '../runs/run-patches';
import { getRun } from '../runs/run-reads';
import { documentsOutcomeOf, isTerminal, type RunRecord } from '../runs/run-record';
import { shownReport } from '../saved/document-privacy';
import { documentViewOf } from '../saved/document-view';

/** How much of the answer the e-mail quotes: its first lines, the short direct answer. */
const OPENING_CHARS = 600;

/** The report's opening, as plain text and safe HTML (nothing remote, no links). */
export type Opening = { html: string; text: string };

/**
 * The e-mail: the report's name, how it ended (with how many documents it could not read), the
 * question asked, the answer's first lines, where the documents disagree, how many quotes were
 * verified, the evidence grid's summary (docs/decisions/evidence-grid.md), and the link to read it. The name may be a session's short title, so the question is
 * given whole.
 */
export function completionMail(
  doc: RunRecord,
  link: string,
  opening: Opening | null = null,
  checks: EvidenceChecks | null = null,
  grid: GridMail | null = null,
) {
  const name = runNameOf(doc);
  const succeeded = doc.executionStatus === 'success';
  const status = succeeded ? 'Success' : 'Failed';
  const subject = succeeded ? `Your report "${name}" is ready` : `Your report "${name}" failed`;
  const outcome = documentsOutcomeOf(doc);
  const partial = isPartial(outcome) ? outcome.summary : null;
  const question = doc.reportDetails.query;
  const lines = [
    `Report: ${name}`,
    `Status: ${status}`,
    ...(partial ? [partial] : []),
    ...(doc.errorMessage ? [`Error: ${doc.errorMessage}`] : []),
    '',
    `Question: ${question}`,
    ...(opening?.text ? ['', 'The answer begins:', opening.text] : []),
    ...checksText(checks),
    ...gridText(grid),
    '',
    `${succeeded ? 'Read it' : 'See the details'} here: ${link}`,
  ];
  const html = [
    `<p><strong>Report:</strong> ${escapeHtml(name)}</p>`,
    `<p><strong>Status:</strong> ${status}</p>`,
    ...(partial ? [`<p>${escapeHtml(partial)}</p>`] : []),
    ...(doc.errorMessage ? [`<p><strong>Error:</strong> ${escapeHtml(doc.errorMessage)}</p>`] : []),
    `<p><strong>Question:</strong> ${escapeHtml(question)}</p>`,
    ...(opening?.html ? ['<p><strong>The answer begins:</strong></p>', opening.html] : []),
    ...checksHtml(checks, (title) => `<p><strong>${title}</strong></p>`),
    ...gridHtml(grid, (title) => `<p><strong>${title}</strong></p>`),
    `<p><a href="${escapeHtml(link)}">${succeeded ? 'View the report' : 'See the details'}</a></p>`,
  ].join('\n');
  return { subject, text: lines.join('\n'), html };
}

/**
 * The first lines of a finished run's report, its checks and its grid's summary, as its runner may
 * see them (document-view.ts): without the names of documents the report's owner keeps private or
 * that they cannot open in Drive.
 */
async function openingOf(
  deps: ReportDeps,
  executionId: string,
  doc: RunRecord,
  link: string,
  written?: StoredReport,
) {
  if (doc.executionStatus !== 'success') return null;
  const [report, table] = await Promise.all([
    written ?? readReport(deps.store, executionId, doc),
    readGridTable(deps.store, executionId, doc),
  ]);
  if (!report) return null;
  const view = await documentViewOf(deps, doc.ownerId, doc, report);
  const { result: html, evidence } = shownReport(report, view);
  if (!html) return null;
  return {
    opening: await deps.research.renderer.opening(html, OPENING_CHARS),
    checks: evidenceChecks(html, evidence),
    grid: table ? gridMail(doc.reportDetails.columns ?? [], table, link, { view, report }) : null,
  };
}

/**
 * Sends the completion e-mail if the run asked for one and it has not gone yet (docs/architecture/runs.md:
 * once, notificationSentAt). A claim keeps two notifiers from sending together; a crash after the
 * claim lets another try once it lapses, so the e-mail is never lost.
 */
export async function notifyIfOwed(
  deps: ReportDeps,
  executionId: string,
  written?: StoredReport,
): Promise<void> {
  const now = deps.clock.now();
  const claimed = await deps.store.runTransaction(async (tx) => {
    const doc = await getRun(tx, executionId);
    if (!doc || !isTerminal(doc.executionStatus) || !doc.notificationOwed) return null;
    if (doc.notifyingUntil && doc.notifyingUntil > now.toISOString()) return null;
    updateRunIn(tx, executionId, {
      // One lease long: another notifier may try only after that, when this one has surely died.
      notifyingUntil: new Date(now.getTime() + deps.leaseMs).toISOString(),
    });
    return doc;
  });
  if (!claimed) return;
  const user = await deps.research.accounts.users.get(claimed.ownerId);
  if (!user) return;
  const link = `${deps.appOrigin}/report-execution/${encodeURIComponent(executionId)}`;
  const read = await openingOf(deps, executionId, claimed, link, written);
  await deps.mailer.send({
    to: [user.email],
    ...completionMail(claimed, link, read?.opening ?? null, read?.checks ?? null, read?.grid ?? null),
  });
  await updateRun(deps.store, executionId, {
    notificationOwed: false,
    notificationSentAt: deps.clock.now().toISOString(),
    notifyingUntil: null,
  });
}

/**
 * The owner's e-mail, as a reaction to the run's end (run-ended.ts): only a run that owes one, with
 * the report the runner just wrote. The claim still reads the record, in its transaction, so two
 * notifiers never send together.
 */
export const notifyOwner: RunEndedReaction = async (deps, { executionId, run, written }) => {
  if (run.notificationOwed) await notifyIfOwed(deps, executionId, written);
};
