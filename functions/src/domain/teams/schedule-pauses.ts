import { nextRunAfter } from '@quarry/contracts/schedule';
import {
  type PausedReason,
  pausedReasonOf,
  type SubscriptionStatusResponse,
} from '@quarry/contracts/subscription';
import type { DocumentStore, StoredDocument, TransactionContext } from '../../ports/document-store.port';
import { type SharedReportDoc, scheduleOf } from './share-docs';
import { SHARED_REPORTS } from './team-docs';

/**
 * schedulePauses/{uid}: whether a leader's scheduled shares are paused because the Teams plan
 * stopped (docs/decisions/schedules-and-delivery.md), and the one e-mail each pause owes them. A pause opens in the same
 * transaction as the billing state that caused it, so a replayed or retried webhook finds it open
 * and opens nothing; `noticeOwed` is the outbox the sender and the tick drain.
 */
export const SCHEDULE_PAUSES = 'schedulePauses';

export interface SchedulePauseDoc {
  uid: string;
  paused: boolean;
  reason: PausedReason;
  /** Counts the pauses: the notice of pause n is sent once, whoever sends it. */
  pauseNumber: number;
  pausedAt: string;
  resumedAt: string | null;
  noticeOwed: boolean;
  noticeAttempts: number;
  noticeClaimedUntil: string | null;
  noticeRetryAt: string | null;
  noticeSentAt: string | null;
  [key: string]: unknown;
}

function isScheduled(share: StoredDocument<SharedReportDoc>): boolean {
  return share.data.shareType === 'scheduled';
}

/** A leader's scheduled shares (a handful: one per report and team). */
export async function scheduledSharesOf(
  reader: Pick<TransactionContext, 'query'> | DocumentStore,
  uid: string,
): Promise<StoredDocument<SharedReportDoc>[]> {
  const shares = await reader.query<SharedReportDoc>(SHARED_REPORTS, {
    where: [{ field: 'ownerId', op: '==', value: uid }],
  });
  return shares.filter(isScheduled);
}

/**
 * Brings a leader's pause in line with their access, inside the caller's transaction (all reads
 * first, then writes). Losing access with scheduled shares opens a pause that owes one e-mail;
 * an open pause stays open (a renewal that fails and then ends the plan is one pause, one e-mail).
 * Regaining access closes it, drops an e-mail not yet sent, and moves every scheduled share's next
 * run to the first occurrence after now: no catch-up runs for the time it was paused.
 */
export async function reconcilePause(
  tx: TransactionContext,
  uid: string,
  access: SubscriptionStatusResponse,
  now: Date,
  /** Off for the tick, which reaches a share only when it is due and moves it on itself. */
  { moveSchedules = true }: { moveSchedules?: boolean } = {},
): Promise<'opened' | 'resumed' | 'unchanged'> {
  const [pause, shares] = await Promise.all([
    tx.get<SchedulePauseDoc>(SCHEDULE_PAUSES, uid),
    scheduledSharesOf(tx, uid),
  ]);
  const at = now.toISOString();
  if (access.hasAccess) {
    if (!pause?.paused) return 'unchanged';
    tx.update(SCHEDULE_PAUSES, uid, { paused: false, resumedAt: at, noticeOwed: false });
    for (const { id, data } of moveSchedules ? shares : []) {
      const schedule = scheduleOf(data);
      if (schedule) tx.update(SHARED_REPORTS, id, { nextRunAt: nextRunAfter(schedule, now).toISOString() });
    }
    return 'resumed';
  }
  if (pause?.paused || shares.length === 0) return 'unchanged';
  tx.set(SCHEDULE_PAUSES, uid, {
    uid,
    paused: true,
    reason: pausedReasonOf(access),
    pauseNumber: (pause?.pauseNumber ?? 0) + 1,
    pausedAt: at,
    resumedAt: null,
    noticeOwed: true,
    noticeAttempts: 0,
    noticeClaimedUntil: null,
    noticeRetryAt: null,
    noticeSentAt: null,
  } satisfies SchedulePauseDoc);
  return 'opened';
}

/** How many of a leader's scheduled shares the scheduler skips now (0 with access). */
export async function pausedScheduleCount(
  store: DocumentStore,
  uid: string,
  access: SubscriptionStatusResponse,
): Promise<number> {
  if (access.hasAccess) return 0;
  return (await scheduledSharesOf(store, uid)).length;
}
