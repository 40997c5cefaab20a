import { formatCostUsd } from '@quarry/contracts/usage';
import { logEvent } from '../../../log-events';
import { escapeHtml } from '../../shared/escape-html';
import type { ReportDeps, RunEndedReaction } from '../report-deps';
import { runsReallyMade } from '../runs/counted-runs';
import { findRuns } from '../runs/run-reads';

/** spendAlerts/{uid}_{YYYY-MM}: the month's alert was sent (or is being sent) to this person. */
export const SPEND_ALERTS = 'spendAlerts';
/** More runs than anyone makes in a month; past it the sum is of the newest. */
const MONTH_LIMIT = 5000;

/** The calendar month (UTC) of `at`: its key and its first instant. */
function monthOf(at: Date) {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  return { key: start.toISOString().slice(0, 7), start: start.toISOString() };
}

/** The estimated cost of a person's runs this month (docs/architecture/usage-and-analytics.md). */
export async function monthToDateCostUsd(
  deps: Pick<ReportDeps, 'store' | 'clock'>,
  uid: string,
): Promise<number> {
  const { start } = monthOf(deps.clock.now());
  const runs = await findRuns(deps.store, {
    where: [
      { field: 'ownerId', op: '==', value: uid },
      { field: 'createdAt', op: '>=', value: start },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: MONTH_LIMIT,
  });
  // A shared chat answer's copy cost nothing more: only the run itself is counted.
  return runsReallyMade(runs).reduce(
    (sum, run) => sum + (run.data.completion?.usage?.estimatedCostUsd ?? 0),
    0,
  );
}

/**
 * The spend guard (docs/architecture/usage-and-analytics.md): once a person's estimated cost this month reaches the alert
 * they set in /settings, one e-mail says so, and no other until next month. The claim is taken
 * before sending and given back if the mail fails, so the next run tries again.
 */
export async function checkSpendAlert(deps: ReportDeps, uid: string): Promise<void> {
  const user = await deps.research.accounts.users.get(uid);
  const threshold = user?.preferences.monthlySpendAlertUsd;
  if (!user || !threshold) return;
  const spent = await monthToDateCostUsd(deps, uid);
  if (spent < threshold) return;
  const { key } = monthOf(deps.clock.now());
  const id = `${uid}_${key}`;
  const claimed = await deps.store.runTransaction(async (tx) => {
    if (await tx.get(SPEND_ALERTS, id)) return false;
    tx.set(SPEND_ALERTS, id, {
      uid,
      month: key,
      spentUsd: spent,
      thresholdUsd: threshold,
      at: deps.clock.now().toISOString(),
    });
    return true;
  });
  if (!claimed) return;
  const link = `${deps.appOrigin}/my-reports`;
  const settings = `${deps.appOrigin}/settings`;
  const amount = formatCostUsd(spent);
  try {
    await deps.mailer.send({
      to: [user.email],
      subject: `Your Quarry reports have cost about ${amount} this month`,
      text: [
        `Your reports' estimated Gemini cost this month is ${amount}, past the ${formatCostUsd(threshold)} alert you set.`,
        'This is the only alert this month. Google bills your key directly; this is an estimate.',
        '',
        `See your runs: ${link}`,
        `Change the alert: ${settings}`,
      ].join('\n'),
      html: [
        `<p>Your reports' estimated Gemini cost this month is <strong>${escapeHtml(amount)}</strong>, past the ${escapeHtml(formatCostUsd(threshold))} alert you set.</p>`,
        '<p>This is the only alert this month. Google bills your key directly; this is an estimate.</p>',
        `<p><a href="${escapeHtml(link)}">See your runs</a> · <a href="${escapeHtml(settings)}">Change the alert</a></p>`,
      ].join('\n'),
    });
  } catch (error) {
    await deps.store.delete(SPEND_ALERTS, id);
    logEvent.spendAlertFailed(deps, { uid, error: error instanceof Error ? error.message : String(error) });
  }
}

/** A successful run spent money: the alert, as a reaction to its end (run-ended.ts). */
export const alertOnSpend: RunEndedReaction = async (deps, { run }) => {
  if (run.executionStatus === 'success') await checkSpendAlert(deps, run.ownerId);
};
