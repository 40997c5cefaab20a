import { isPartial } from '@quarry/contracts/documents-outcome';
import type { UserRecord } from '../accounts/users';
import { evidenceChecks } from '../reports/export/evidence-mail';
import { gridMail, readGridTable } from '../reports/export/grid-mail';
import { readDocuments, readReport } from '../reports/runs/run-parts';
import { findRuns } from '../reports/runs/run-reads';
import { documentsOutcomeOf, type RunRecord } from '../reports/runs/run-record';
import { shownReport } from '../reports/saved/document-privacy';
import { recipientView, SHOWS_ALL } from '../reports/saved/document-view';
import type { SavedReportDoc } from '../reports/saved/saved-reports';
import { TEAM_MEMBERS, type TeamDoc, type TeamMemberDoc } from '../teams/team-docs';
import { deliveryMail } from './delivery-mail';
import { claim, type DeliveryDeps, type DeliveryOutcome, deliveryId, sendOne } from './delivery-sends';
import { runChanges } from './run-changes';
import { compareShareRun } from './share-watch';
import { signUnsubscribe } from './unsubscribe-token';
import { unsubscribedFrom } from './unsubscribes';

/** How much of the report's opening goes into the e-mail. */
const OPENING_CHARS = 1500;

interface Recipient {
  email: string;
  isOwner: boolean;
  /** The member's account, whose Drive says which documents they can open. */
  uid?: string | undefined;
}

/** The owner and every accepted member of the team, once each, minus whoever unsubscribed. */
async function recipients(deps: DeliveryDeps, doc: RunRecord, owner: UserRecord) {
  const members = await deps.store.query<TeamMemberDoc>(TEAM_MEMBERS, {
    where: [{ field: 'teamId', op: '==', value: doc.teamId as string }],
  });
  const out = new Map<string, Recipient>([
    [owner.email.toLowerCase(), { email: owner.email, isOwner: true }],
  ]);
  for (const { data } of members) {
    if (data.inviteStatus === 'accepted' && !out.has(data.email)) {
      out.set(data.email, { email: data.email, isOwner: false, uid: data.userId });
    }
  }
  const unsubscribed = await unsubscribedFrom(deps.store, doc.sharedReportId as string);
  return [...out.values()].filter((r) => !unsubscribed.has(r.email.toLowerCase()));
}

/** The share's last successful run before this one, to compare with. */
async function previousRun(deps: DeliveryDeps, executionId: string, doc: RunRecord) {
  const runs = await findRuns(deps.store, {
    where: [{ field: 'sharedReportId', op: '==', value: doc.sharedReportId as string }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 20,
  });
  const previous = runs.find(
    (run) =>
      run.id !== executionId && run.data.executionStatus === 'success' && run.data.createdAt < doc.createdAt,
  );
  return previous ? { id: previous.id, ...(await contentsOf(deps, previous.id, previous.data)) } : null;
}

/** The documents a run read and its report, as the comparison and the e-mail need them. */
async function contentsOf(deps: DeliveryDeps, executionId: string, doc: RunRecord) {
  const [documents, report] = await Promise.all([
    readDocuments(deps.store, executionId, doc),
    readReport(deps.store, executionId, doc),
  ]);
  return { documents, evidence: report?.evidence ?? null, report };
}

export interface SuccessfulRun {
  executionId: string;
  doc: RunRecord;
  owner: UserRecord;
  team: TeamDoc;
  report: SavedReportDoc | null;
  reportName: string;
  reportLink: string;
}

/**
 * A successful scheduled run's e-mails (docs/architecture/schedules-and-delivery.md), one per recipient, each claimed and
 * recorded on its own. A share that watches for changes (docs/decisions/watching.md) sends none when the run's cited
 * facts are those of its previous run, and names the facts that changed when they are not.
 */
export async function mailSuccessfulRun(deps: DeliveryDeps, run: SuccessfulRun): Promise<DeliveryOutcome[]> {
  const { executionId, doc, owner, team, report, reportName, reportLink } = run;
  const sharedReportId = doc.sharedReportId as string;
  const [previous, current, table] = await Promise.all([
    previousRun(deps, executionId, doc),
    contentsOf(deps, executionId, doc),
    readGridTable(deps.store, executionId, doc),
  ]);
  const compared = await compareShareRun(deps, executionId, doc, previous?.id ?? null);
  // Nothing the documents say changed: the team is written to only when something did.
  if (compared && compared.outcome.kind !== 'changed') return [];
  const outcome = documentsOutcomeOf(doc);
  const outcomes: DeliveryOutcome[] = [];
  for (const recipient of await recipients(deps, doc, owner)) {
    const id = deliveryId(executionId, recipient.email);
    const attempts = await claim(deps, id, {
      executionId,
      sharedReportId,
      email: recipient.email,
      kind: 'report',
    });
    if (typeof attempts === 'string') {
      outcomes.push(attempts);
      continue;
    }
    // Each recipient sees what document-view.ts lets them see, checked now for them.
    const view = current.report
      ? await recipientView(deps, recipient, doc, current.report, report)
      : SHOWS_ALL;
    const shown = current.report ? shownReport(current.report, view) : null;
    const hideDocuments = view.shows !== 'all';
    const html = shown?.result ?? '';
    const evidence = shown ? shown.evidence : current.evidence;
    const token = signUnsubscribe(deps.linkSigningKey, { sharedReportId, email: recipient.email });
    const mail = deliveryMail({
      reportName,
      teamName: team.name,
      opening: await deps.research.renderer.opening(html, OPENING_CHARS),
      checks: evidenceChecks(html, evidence),
      grid:
        table &&
        gridMail(doc.reportDetails.columns ?? [], table, reportLink, {
          view,
          report: current.report,
        }),
      changes: runChanges(previous, current),
      factChanges: compared?.changes ?? null,
      documentsSummary: isPartial(outcome) ? outcome.summary : null,
      hideDocuments,
      reportLink,
      unsubscribeLink: `${deps.appOrigin}/unsubscribe?token=${encodeURIComponent(token)}`,
      oneClickUrl: `${deps.appOrigin}/api/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    outcomes.push(await sendOne(deps, id, attempts, { executionId, to: [recipient.email], ...mail }));
  }
  return outcomes;
}
