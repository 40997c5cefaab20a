import type { UserRecord } from '../accounts/users';
import {
  claim,
  type DeliveryDeps,
  type DeliveryOutcome,
  deliveryId,
  sendOnce,
  sendOne,
  settleDeliveries,
} from '../delivery/delivery-sends';
import { signUnsubscribe } from '../delivery/unsubscribe-token';
import { unsubscribedFrom } from '../delivery/unsubscribes';
import type { RunEndedReaction } from '../reports/report-deps';
import { readReport } from '../reports/runs/run-parts';
import { runsOwingDeliveries } from '../reports/runs/run-reads';
import { isTerminal, type RunRecord } from '../reports/runs/run-record';
import { shownReport } from '../reports/saved/document-privacy';
import { recipientView, SHOWS_ALL } from '../reports/saved/document-view';
import { SAVED_REPORTS } from '../reports/saved/saved-reports';
import type { WatchedReportDoc } from '../reports/saved/watch-fields';
import { TEAM_MEMBERS, type TeamMemberDoc } from '../teams/team-docs';
import { watchFailedMail, watchMail } from './watch-mail';
import { compareWatchedRun } from './watch-outcome';
import { watchUnsubscribeKey } from './watch-unsubscribe';

const OPENING_CHARS = 1500;
/** How many owed runs one tick looks at (both kinds: a watched one's here, a share's in delivery/). */
const OWED_PAGE = 100;

interface WatchRecipient {
  email: string;
  isOwner: boolean;
  /** The member's account, whose Drive says which documents they can open. */
  uid?: string | undefined;
  /** Whose unsubscribe the link is: the owner's watch, or the member's team share. */
  unsubscribeKey: string;
}

/**
 * The owner and every accepted member of each
 * team the report was shared with when the run started, once each, minus those who unsubscribed
 * from that share (docs/architecture/schedules-and-delivery.md's rule, kept for watched runs).
 */
async function recipients(deps: DeliveryDeps, doc: RunRecord, owner: UserRecord) {
  // The owner's link turns the watch off (watch-unsubscribe.ts): no record to filter by.
  const ownerKey = watchUnsubscribeKey(doc.savedReportId as string);
  const out = new Map<string, WatchRecipient>([
    [owner.email.toLowerCase(), { email: owner.email, isOwner: true, unsubscribeKey: ownerKey }],
  ]);
  for (const share of doc.watchShares ?? []) {
    const [members, unsubscribed] = await Promise.all([
      deps.store.query<TeamMemberDoc>(TEAM_MEMBERS, {
        where: [{ field: 'teamId', op: '==', value: share.teamId }],
      }),
      unsubscribedFrom(deps.store, share.sharedReportId),
    ]);
    for (const { data } of members) {
      const email = data.email.toLowerCase();
      if (data.inviteStatus !== 'accepted' || out.has(email) || unsubscribed.has(email)) continue;
      if (email === owner.email.toLowerCase()) continue;
      out.set(email, {
        email: data.email,
        isOwner: false,
        uid: data.userId,
        unsubscribeKey: share.sharedReportId,
      });
    }
  }
  return [...out.values()];
}

async function failuresNow(deps: DeliveryDeps, reportId: string): Promise<number> {
  return (await deps.store.get<WatchedReportDoc>(SAVED_REPORTS, reportId))?.watchFailures ?? 0;
}

/**
 * Delivers a finished watched run (docs/architecture/watching.md): compared once with the report's baseline,
 * it writes to nobody when its cited facts did not change; otherwise one 'what changed' e-mail per
 * recipient, each claimed and recorded as a scheduled delivery is, so a retry sends only what is
 * still owed. A failed run tells its owner, on the first failure in a row only.
 */
export async function deliverWatchRun(
  deps: DeliveryDeps,
  executionId: string,
  doc: RunRecord,
): Promise<void> {
  if (!doc.deliveryOwed || !isTerminal(doc.executionStatus) || doc.triggerSource !== 'watch') return;
  const [owner, report] = await Promise.all([
    deps.research.accounts.users.get(doc.ownerId),
    doc.savedReportId ? deps.store.get<WatchedReportDoc>(SAVED_REPORTS, doc.savedReportId) : null,
  ]);
  const compared = owner && report ? await compareWatchedRun(deps, executionId, doc) : null;
  const outcomes: DeliveryOutcome[] = [];
  if (owner && report && compared) {
    const reportName = report.reportName;
    const ownerLink = `${deps.appOrigin}/report-execution/${encodeURIComponent(executionId)}`;
    const { outcome, changes } = compared;
    // The owner hears of the first failure in a row only (the count is the one after this run's).
    const failures = outcome.kind === 'failed' ? await failuresNow(deps, doc.savedReportId as string) : 0;
    if (outcome.kind === 'failed' && failures <= 1) {
      const reason = doc.errorMessage ?? 'The run failed without a reason.';
      const mail = watchFailedMail({ reportName, reason, link: ownerLink });
      outcomes.push(
        await sendOnce(deps, { executionId, sharedReportId: '', kind: 'failure' }, owner.email, mail),
      );
    } else if (outcome.kind === 'changed' && changes) {
      const stored = await readReport(deps.store, executionId, doc);
      for (const recipient of await recipients(deps, doc, owner)) {
        const id = deliveryId(executionId, recipient.email);
        const base = { executionId, sharedReportId: recipient.unsubscribeKey, email: recipient.email };
        const attempts = await claim(deps, id, { ...base, kind: 'report' });
        if (typeof attempts === 'string') {
          outcomes.push(attempts);
          continue;
        }
        // Each recipient sees what document-view.ts lets them see, checked now for them.
        const view = stored ? await recipientView(deps, recipient, doc, stored, report) : SHOWS_ALL;
        const hideDocuments = view.shows !== 'all';
        const html = (stored ? shownReport(stored, view).result : null) ?? '';
        const token = signUnsubscribe(deps.linkSigningKey, {
          sharedReportId: recipient.unsubscribeKey,
          email: recipient.email,
        });
        const mail = watchMail({
          reportName,
          opening: await deps.research.renderer.opening(html, OPENING_CHARS),
          changes,
          hideDocuments,
          reportLink: recipient.isOwner
            ? ownerLink
            : `${deps.appOrigin}/shared-report-view/${encodeURIComponent(executionId)}`,
          reason: recipient.isOwner
            ? `You get this e-mail because you set "${reportName}" to watch for changes.`
            : `You get this e-mail because "${reportName}" is shared with your team.`,
          unsubscribeLink: `${deps.appOrigin}/unsubscribe?token=${encodeURIComponent(token)}`,
          oneClickUrl: `${deps.appOrigin}/api/unsubscribe?token=${encodeURIComponent(token)}`,
        });
        outcomes.push(await sendOne(deps, id, attempts, { executionId, to: [recipient.email], ...mail }));
      }
    }
  }
  // 'no change' and 'baseline' owe nothing.
  await settleDeliveries(deps, executionId, outcomes);
}

/**
 * A watched re-run, as a reaction to its end (run-ended.ts; composition lists it beside the team's
 * deliveries): it writes only when its answer changed, to its own recipients.
 */
export const deliverWatched: RunEndedReaction = async (deps, { executionId, run }) => {
  if (run.deliveryOwed) await deliverWatchRun(deps, executionId, run);
};

/** The tick's part: every finished watched re-run still owing e-mails (a failed send, a crash, a restart). */
export async function deliverOwedWatchRuns(deps: DeliveryDeps): Promise<{ runs: number }> {
  const owed = (await runsOwingDeliveries(deps.store, OWED_PAGE)).filter(
    ({ data }) => data.triggerSource === 'watch',
  );
  for (const { id, data } of owed) await deliverWatchRun(deps, id, data);
  return { runs: owed.length };
}
