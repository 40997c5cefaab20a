import { isPartial } from '@quarry/contracts/documents-outcome';
import type { UserRecord } from '../accounts/users';
import { namesOf, redactEvidence } from '../reports/document-privacy';
import { evidenceChecks } from '../reports/evidence-mail';
import {
  documentsOutcomeOf,
  EXECUTIONS,
  isTerminal,
  type ReportExecutionDoc,
} from '../reports/execution-doc';
import { readDocuments, readReport } from '../reports/execution-parts';
import { gridMail, readGridTable } from '../reports/grid-mail';
import type { RunEndedReaction } from '../reports/report-deps';
import { SAVED_REPORTS, type SavedReportDoc } from '../reports/saved-reports';
import { TEAM_MEMBERS, TEAMS, type TeamDoc, type TeamMemberDoc } from '../teams/team-docs';
import { deliveryMail, failedRunMail } from './delivery-mail';
import {
  claim,
  type DeliveryDeps,
  type DeliveryOutcome,
  deliveryId,
  sendOnce,
  sendOne,
  settleDeliveries,
} from './delivery-sends';
import { runChanges } from './run-changes';
import { signUnsubscribe } from './unsubscribe-token';
import { unsubscribedFrom } from './unsubscribes';
import { deliverWatchRun } from './watch-delivery';

/** How much of the report's opening goes into the e-mail. */
const OPENING_CHARS = 1500;

interface Recipient {
  email: string;
  isOwner: boolean;
}

/** The owner and every accepted member of the team, once each, minus whoever unsubscribed. */
async function recipients(deps: DeliveryDeps, doc: ReportExecutionDoc, owner: UserRecord) {
  const members = await deps.store.query<TeamMemberDoc>(TEAM_MEMBERS, {
    where: [{ field: 'teamId', op: '==', value: doc.teamId as string }],
  });
  const out = new Map<string, Recipient>([
    [owner.email.toLowerCase(), { email: owner.email, isOwner: true }],
  ]);
  for (const { data } of members) {
    if (data.inviteStatus === 'accepted' && !out.has(data.email)) {
      out.set(data.email, { email: data.email, isOwner: false });
    }
  }
  const unsubscribed = await unsubscribedFrom(deps.store, doc.sharedReportId as string);
  return [...out.values()].filter((r) => !unsubscribed.has(r.email.toLowerCase()));
}

/** The share's last successful run before this one, to compare with. */
async function previousRun(deps: DeliveryDeps, executionId: string, doc: ReportExecutionDoc) {
  const runs = await deps.store.query<ReportExecutionDoc>(EXECUTIONS, {
    where: [{ field: 'sharedReportId', op: '==', value: doc.sharedReportId as string }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 20,
  });
  const previous = runs.find(
    (run) =>
      run.id !== executionId && run.data.executionStatus === 'success' && run.data.createdAt < doc.createdAt,
  );
  return previous ? contentsOf(deps, previous.id, previous.data) : null;
}

/** The documents a run read and its report, as the comparison and the e-mail need them. */
async function contentsOf(deps: DeliveryDeps, executionId: string, doc: ReportExecutionDoc) {
  const [documents, report] = await Promise.all([
    readDocuments(deps.store, executionId, doc),
    readReport(deps.store, executionId, doc),
  ]);
  return { documents, evidence: report?.evidence ?? null, report };
}

/**
 * Delivers a finished scheduled run (DESIGN section 12): a success to each recipient once, a
 * failure to the owner with its reason. Each recipient's delivery is claimed and recorded on its
 * own, so a retry (the tick, a restart) sends only what is still owed; when nothing is, the run
 * stops being owed. Safe to call any number of times, from anywhere.
 */
export async function deliverRun(deps: DeliveryDeps, executionId: string): Promise<void> {
  const doc = await deps.store.get<ReportExecutionDoc>(EXECUTIONS, executionId);
  // A watched re-run (issue 31) writes only when its answer changed, to its own recipients.
  if (doc?.triggerSource === 'watch') return deliverWatchRun(deps, executionId);
  if (!doc?.deliveryOwed || !isTerminal(doc.executionStatus) || !doc.sharedReportId || !doc.teamId) return;
  const [owner, team, report] = await Promise.all([
    deps.research.accounts.users.get(doc.driveOwnerId ?? doc.ownerId),
    deps.store.get<TeamDoc>(TEAMS, doc.teamId),
    doc.savedReportId ? deps.store.get<SavedReportDoc>(SAVED_REPORTS, doc.savedReportId) : null,
  ]);
  if (!owner || !team) {
    // The owner or the team is gone: there is nobody left to tell.
    await deps.store.update(EXECUTIONS, executionId, { deliveryOwed: false });
    return;
  }
  const reportName = report?.reportName ?? doc.savedReportName ?? doc.reportDetails.query;
  const reportLink = `${deps.appOrigin}/shared-report-view/${encodeURIComponent(executionId)}`;
  const outcomes: DeliveryOutcome[] = [];

  if (doc.executionStatus === 'failed') {
    const reason = doc.errorMessage ?? 'The run failed without a reason.';
    const mail = failedRunMail({ reportName, teamName: team.name, reason, link: reportLink });
    outcomes.push(
      await sendOnce(
        deps,
        { executionId, sharedReportId: doc.sharedReportId, kind: 'failure' },
        owner.email,
        mail,
      ),
    );
  } else {
    const [previous, current, table] = await Promise.all([
      previousRun(deps, executionId, doc),
      contentsOf(deps, executionId, doc),
      readGridTable(deps.store, executionId, doc),
    ]);
    const showDocuments = report?.showDocumentsInSharedReports ?? true;
    const names = namesOf(current.report);
    const outcome = documentsOutcomeOf(doc);
    for (const recipient of await recipients(deps, doc, owner)) {
      const id = deliveryId(executionId, recipient.email);
      const attempts = await claim(deps, id, {
        executionId,
        sharedReportId: doc.sharedReportId,
        email: recipient.email,
        kind: 'report',
      });
      if (typeof attempts === 'string') {
        outcomes.push(attempts);
        continue;
      }
      const hideDocuments = !showDocuments && !recipient.isOwner;
      const html = (hideDocuments ? current.report?.resultWithoutDocuments : current.report?.result) ?? '';
      const evidence =
        hideDocuments && current.evidence ? redactEvidence(current.evidence, names) : current.evidence;
      const token = signUnsubscribe(deps.linkSigningKey, {
        sharedReportId: doc.sharedReportId,
        email: recipient.email,
      });
      const mail = deliveryMail({
        reportName,
        teamName: team.name,
        opening: await deps.research.renderer.opening(html, OPENING_CHARS),
        checks: evidenceChecks(html, evidence),
        grid:
          table &&
          gridMail(doc.reportDetails.columns ?? [], table, reportLink, {
            hidden: hideDocuments,
            report: current.report,
          }),
        changes: runChanges(previous, current),
        documentsSummary: isPartial(outcome) ? outcome.summary : null,
        hideDocuments,
        reportLink,
        unsubscribeLink: `${deps.appOrigin}/unsubscribe?token=${encodeURIComponent(token)}`,
        oneClickUrl: `${deps.appOrigin}/api/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      outcomes.push(await sendOne(deps, id, attempts, { executionId, to: [recipient.email], ...mail }));
    }
  }
  await settleDeliveries(deps, executionId, outcomes);
}

/** A scheduled or watched run's deliveries, as a reaction to its end (run-ended.ts); only they owe any. */
export const deliverToTeam: RunEndedReaction = async (deps, { executionId, run }) => {
  if (run.deliveryOwed) await deliverRun(deps, executionId);
};

/** The tick's part: every finished run still owing deliveries (a failed send, a crash, a restart). */
export async function deliverOwedRuns(deps: DeliveryDeps): Promise<{ runs: number }> {
  const owed = await deps.store.query<ReportExecutionDoc>(EXECUTIONS, {
    where: [{ field: 'deliveryOwed', op: '==', value: true }],
    orderBy: [{ field: 'finishedAt', direction: 'asc' }],
    limit: 100,
  });
  for (const run of owed) await deliverRun(deps, run.id);
  return { runs: owed.length };
}
