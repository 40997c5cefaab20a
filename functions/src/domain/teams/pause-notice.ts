import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { Mailer } from '../../ports/mailer.port';
import type { UserRecord } from '../accounts/users';
import { SAVED_REPORTS, type SavedReportDoc } from '../reports/saved/saved-reports';
import { retryDelayMs } from '../shared/mail-retry';
import { pauseNoticeMail } from './pause-notice-mail';
import { SCHEDULE_PAUSES, type SchedulePauseDoc, scheduledSharesOf } from './schedule-pauses';
import { TEAMS, type TeamDoc } from './team-docs';

export interface PauseNoticeDeps {
  store: DocumentStore;
  clock: Clock;
  mailer: Mailer;
  appOrigin: string;
}

/** How long a sender holds the notice before another may take it over (a crash mid-send). */
const CLAIM_MS = 120_000;
/** A notice that failed this often is no longer owed. */
const MAX_ATTEMPTS = 8;

type Outcome = 'sent' | 'owed' | 'gave-up' | 'not-owed';

/** Takes the notice of the current pause for this sender, or says why not. */
async function claim(deps: PauseNoticeDeps, uid: string) {
  const now = deps.clock.now().toISOString();
  return deps.store.runTransaction(async (tx) => {
    const pause = await tx.get<SchedulePauseDoc>(SCHEDULE_PAUSES, uid);
    if (!pause?.paused || !pause.noticeOwed || pause.noticeSentAt) return undefined;
    if (pause.noticeClaimedUntil && pause.noticeClaimedUntil > now) return undefined;
    if (pause.noticeRetryAt && pause.noticeRetryAt > now) return undefined;
    const attempts = pause.noticeAttempts + 1;
    tx.update(SCHEDULE_PAUSES, uid, {
      noticeAttempts: attempts,
      noticeClaimedUntil: new Date(Date.parse(now) + CLAIM_MS).toISOString(),
    });
    return { ...pause, noticeAttempts: attempts };
  });
}

/** "Weekly recall status (Recall Response)" for each of the leader's scheduled shares. */
async function scheduleNames(store: DocumentStore, uid: string): Promise<string[]> {
  const shares = await scheduledSharesOf(store, uid);
  const [reports, teams] = await Promise.all([
    store.getAll<SavedReportDoc>(
      SAVED_REPORTS,
      shares.map((s) => s.data.savedReportId),
    ),
    store.getAll<TeamDoc>(
      TEAMS,
      shares.map((s) => s.data.teamId),
    ),
  ]);
  return shares
    .map((_, i) => (reports[i] && teams[i] ? `${reports[i].reportName} (${teams[i].name})` : undefined))
    .filter((name): name is string => name !== undefined)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * Sends the leader the e-mail their current pause owes, at most once (docs/decisions/schedules-and-delivery.md): the
 * notice is claimed in a transaction, marked sent after SendGrid accepts it, and on failure left
 * owed with a backoff for the tick. Safe to call from the webhook, the tick and retries alike.
 */
export async function sendPauseNotice(deps: PauseNoticeDeps, uid: string): Promise<Outcome> {
  const pause = await claim(deps, uid);
  if (!pause) return 'not-owed';
  const [user, schedules] = await Promise.all([
    deps.store.get<UserRecord>('users', uid),
    scheduleNames(deps.store, uid),
  ]);
  if (!user || schedules.length === 0) {
    await deps.store.update(SCHEDULE_PAUSES, uid, { noticeOwed: false, noticeClaimedUntil: null });
    return 'not-owed';
  }
  const mail = pauseNoticeMail({
    reason: pause.reason,
    schedules,
    subscribeLink: `${deps.appOrigin}/subscribe`,
  });
  try {
    await deps.mailer.send({ to: [user.email], ...mail });
  } catch (error) {
    const gaveUp = pause.noticeAttempts >= MAX_ATTEMPTS;
    const retryAt = new Date(deps.clock.now().getTime() + retryDelayMs(pause.noticeAttempts));
    await deps.store.update(SCHEDULE_PAUSES, uid, {
      noticeClaimedUntil: null,
      noticeRetryAt: gaveUp ? null : retryAt.toISOString(),
      noticeOwed: !gaveUp,
      noticeLastError: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
    });
    return gaveUp ? 'gave-up' : 'owed';
  }
  await deps.store.update(SCHEDULE_PAUSES, uid, {
    noticeOwed: false,
    noticeClaimedUntil: null,
    noticeSentAt: deps.clock.now().toISOString(),
  });
  return 'sent';
}

/** The tick's part: every pause whose e-mail is still owed (a failed send, a crash, a restart). */
export async function sendOwedPauseNotices(deps: PauseNoticeDeps): Promise<{ sent: number }> {
  const owed = await deps.store.query<SchedulePauseDoc>(SCHEDULE_PAUSES, {
    where: [{ field: 'noticeOwed', op: '==', value: true }],
    limit: 100,
  });
  let sent = 0;
  for (const { id } of owed) if ((await sendPauseNotice(deps, id)) === 'sent') sent += 1;
  return { sent };
}
