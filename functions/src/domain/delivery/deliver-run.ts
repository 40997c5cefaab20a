import type { RunEndedReaction } from '../reports/report-deps';
import { runNameOf } from '../reports/runs/run-name';
import { runsOwingDeliveries } from '../reports/runs/run-reads';
import { isTerminal, type RunRecord } from '../reports/runs/run-record';
import { dropDeliveries } from '../reports/runs/run-writes';
import { SAVED_REPORTS, type SavedReportDoc } from '../reports/saved/saved-reports';
import { TEAMS, type TeamDoc } from '../teams/team-docs';
import { failedRunMail } from './delivery-mail';
import { type DeliveryDeps, type DeliveryOutcome, sendOnce, settleDeliveries } from './delivery-sends';
import { mailSuccessfulRun } from './scheduled-mails';

/** How many owed runs one tick looks at (both kinds: a share's here, a watched one's in domain/watch). */
const OWED_PAGE = 100;

type ShareRun = RunRecord & { sharedReportId: string; teamId: string };
const isShareRun = (run: RunRecord): run is ShareRun => Boolean(run.sharedReportId && run.teamId);

/**
 * Delivers a finished scheduled run (docs/architecture/schedules-and-delivery.md): a success to each recipient once, a
 * failure to the owner with its reason. Each recipient's delivery is claimed and recorded on its
 * own, so a retry (the tick, a restart) sends only what is still owed; when nothing is, the run
 * stops being owed. Safe to call any number of times, from anywhere.
 */
export async function deliverRun(deps: DeliveryDeps, executionId: string, doc: RunRecord): Promise<void> {
  if (!doc.deliveryOwed || !isTerminal(doc.executionStatus) || !isShareRun(doc)) return;
  const [owner, team, report] = await Promise.all([
    deps.research.accounts.users.get(doc.driveOwnerId ?? doc.ownerId),
    deps.store.get<TeamDoc>(TEAMS, doc.teamId),
    doc.savedReportId ? deps.store.get<SavedReportDoc>(SAVED_REPORTS, doc.savedReportId) : null,
  ]);
  if (!owner || !team) {
    // The owner or the team is gone: there is nobody left to tell.
    await dropDeliveries(deps.store, executionId);
    return;
  }
  const reportName = runNameOf(doc, report?.reportName);
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

/**
 * A scheduled share's run, as a reaction to its end (run-ended.ts): the run it is handed is the
 * one that ended. Only a run of a share owes its team e-mails; a watched re-run has its own
 * reaction (domain/watch/watch-delivery.ts).
 */
export const deliverToTeam: RunEndedReaction = async (deps, { executionId, run }) => {
  if (run.deliveryOwed) await deliverRun(deps, executionId, run);
};

/** The tick's part: every finished run of a share still owing e-mails (a failed send, a crash, a restart). */
export async function deliverOwedRuns(deps: DeliveryDeps): Promise<{ runs: number }> {
  const owed = (await runsOwingDeliveries(deps.store, OWED_PAGE)).filter(({ data }) => isShareRun(data));
  for (const { id, data } of owed) await deliverRun(deps, id, data);
  return { runs: owed.length };
}
