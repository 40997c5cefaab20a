import { EXECUTIONS, isTerminal, type ReportExecutionDoc } from '../reports/execution-doc';
import type { RunEndedReaction } from '../reports/report-deps';
import { SAVED_REPORTS, type SavedReportDoc } from '../reports/saved-reports';
import { TEAMS, type TeamDoc } from '../teams/team-docs';
import { failedRunMail } from './delivery-mail';
import { type DeliveryDeps, type DeliveryOutcome, sendOnce, settleDeliveries } from './delivery-sends';
import { mailSuccessfulRun } from './scheduled-mails';
import { deliverWatchRun } from './watch-delivery';

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
    outcomes.push(
      ...(await mailSuccessfulRun(deps, { executionId, doc, owner, team, report, reportName, reportLink })),
    );
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
