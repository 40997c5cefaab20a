import { escapeHtml } from '../shared/escape-html';
import { EXECUTIONS, isTerminal, type ReportExecutionDoc } from './execution-doc';
import type { ReportDeps } from './report-deps';

export function reportNameOf(doc: ReportExecutionDoc): string {
  return doc.savedReportName ?? doc.chatSessionTitle ?? doc.reportDetails.query;
}

/** The e-mail: the report's name, how it ended and the link to read it. */
export function completionMail(doc: ReportExecutionDoc, link: string) {
  const name = reportNameOf(doc);
  const succeeded = doc.executionStatus === 'success';
  const status = succeeded ? 'Success' : 'Failed';
  const subject = succeeded ? `Your report "${name}" is ready` : `Your report "${name}" failed`;
  const lines = [
    `Report: ${name}`,
    `Status: ${status}`,
    ...(doc.errorMessage ? [`Error: ${doc.errorMessage}`] : []),
    '',
    `${succeeded ? 'Read it' : 'See the details'} here: ${link}`,
  ];
  const html = [
    `<p><strong>Report:</strong> ${escapeHtml(name)}</p>`,
    `<p><strong>Status:</strong> ${status}</p>`,
    ...(doc.errorMessage ? [`<p><strong>Error:</strong> ${escapeHtml(doc.errorMessage)}</p>`] : []),
    `<p><a href="${escapeHtml(link)}">${succeeded ? 'View the report' : 'See the details'}</a></p>`,
  ].join('\n');
  return { subject, text: lines.join('\n'), html };
}

/**
 * Sends the completion e-mail if the run asked for one and it has not gone yet (DESIGN section 5:
 * once, notificationSentAt). A claim keeps two notifiers from sending together; a crash after the
 * claim lets another try once it lapses, so the e-mail is never lost.
 */
export async function notifyIfOwed(deps: ReportDeps, executionId: string): Promise<void> {
  const now = deps.clock.now();
  const claimed = await deps.store.runTransaction(async (tx) => {
    const doc = await tx.get<ReportExecutionDoc>(EXECUTIONS, executionId);
    if (!doc || !isTerminal(doc.executionStatus) || !doc.notificationOwed) return null;
    if (doc.notifyingUntil && doc.notifyingUntil > now.toISOString()) return null;
    tx.update(EXECUTIONS, executionId, {
      // One lease long: another notifier may try only after that, when this one has surely died.
      notifyingUntil: new Date(now.getTime() + deps.leaseMs).toISOString(),
    });
    return doc;
  });
  if (!claimed) return;
  const user = await deps.research.accounts.users.get(claimed.ownerId);
  if (!user) return;
  const link = `${deps.appOrigin}/report-execution/${encodeURIComponent(executionId)}`;
  await deps.mailer.send({ to: [user.email], ...completionMail(claimed, link) });
  await deps.store.update(EXECUTIONS, executionId, {
    notificationOwed: false,
    notificationSentAt: deps.clock.now().toISOString(),
    notifyingUntil: null,
  });
}
