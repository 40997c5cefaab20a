import crypto from 'node:crypto';
import { logEvent } from '../../log-events';
import type { UpkeepDeps } from '../reports/report-deps';
import { getRun } from '../reports/runs/run-reads';
import { recordFirstMail, settleDeliveries as settleRun } from '../reports/runs/run-writes';
import { retryDelayMs } from '../shared/mail-retry';

/** deliveries/{executionId}_{hash}: one recipient's e-mail of one scheduled run (docs/architecture/schedules-and-delivery.md). */
export const DELIVERIES = 'deliveries';
/** A delivery that failed this often is recorded as given up; the others are still owed. */
export const MAX_DELIVERY_ATTEMPTS = 8;

export interface DeliveryDoc {
  executionId: string;
  sharedReportId: string;
  email: string;
  kind: 'report' | 'failure';
  attempts: number;
  /** A sender's claim: nobody else sends until it lapses. */
  claimedUntil: string | null;
  /** When a failed send may be tried again (backoff). */
  retryAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  gaveUpAt: string | null;
  [key: string]: unknown;
}

export type DeliveryDeps = UpkeepDeps;

export function deliveryId(executionId: string, email: string): string {
  const hash = crypto.createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);
  return `${executionId}_${hash}`;
}

/**
 * Claims one recipient's delivery: not if it went, was given up, is claimed by a live sender or is
 * waiting out its backoff. Returns the attempt number, or why this sender must not send.
 */
export async function claim(
  deps: DeliveryDeps,
  id: string,
  base: Pick<DeliveryDoc, 'executionId' | 'sharedReportId' | 'email' | 'kind'>,
) {
  const now = deps.clock.now();
  return deps.store.runTransaction(async (tx) => {
    const existing = await tx.get<DeliveryDoc>(DELIVERIES, id);
    if (existing?.sentAt || existing?.gaveUpAt) return 'done' as const;
    if (existing?.claimedUntil && existing.claimedUntil > now.toISOString()) return 'busy' as const;
    if (existing?.retryAt && existing.retryAt > now.toISOString()) return 'busy' as const;
    const attempts = (existing?.attempts ?? 0) + 1;
    tx.set(DELIVERIES, id, {
      lastError: null,
      sentAt: null,
      gaveUpAt: null,
      ...existing,
      ...base,
      attempts,
      claimedUntil: new Date(now.getTime() + deps.leaseMs).toISOString(),
      retryAt: null,
    } satisfies DeliveryDoc);
    return attempts;
  });
}

/** Sends one claimed delivery; a failure is recorded with its next try, never thrown. */
export async function sendOne(
  deps: DeliveryDeps,
  id: string,
  attempts: number,
  { executionId, ...mail }: Parameters<DeliveryDeps['mailer']['send']>[0] & { executionId: string },
): Promise<'sent' | 'owed' | 'gave-up'> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    const now = deps.clock.now();
    const gaveUp = attempts >= MAX_DELIVERY_ATTEMPTS;
    const lastError = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
    await deps.store.update(DELIVERIES, id, {
      claimedUntil: null,
      lastError,
      retryAt: gaveUp ? null : new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
      gaveUpAt: gaveUp ? now.toISOString() : null,
    });
    logEvent.deliveryFailed(deps, { deliveryId: id, attempts, gaveUp, error: lastError });
    return gaveUp ? 'gave-up' : 'owed';
  }
  const sentAt = deps.clock.now().toISOString();
  await deps.store.runTransaction(async (tx) => {
    const run = await getRun(tx, executionId);
    tx.update(DELIVERIES, id, { sentAt, claimedUntil: null });
    recordFirstMail(tx, executionId, run, sentAt);
  });
  return 'sent';
}

export type DeliveryOutcome = 'sent' | 'owed' | 'gave-up' | 'done' | 'busy';

type Mail = Omit<Parameters<DeliveryDeps['mailer']['send']>[0], 'to'>;

/** Claims one recipient's delivery and, if it is this sender's to make, sends it. */
export async function sendOnce(
  deps: DeliveryDeps,
  base: Pick<DeliveryDoc, 'executionId' | 'sharedReportId' | 'kind'>,
  email: string,
  mail: Mail,
): Promise<DeliveryOutcome> {
  const id = deliveryId(base.executionId, email);
  const attempts = await claim(deps, id, { ...base, email });
  if (typeof attempts === 'string') return attempts;
  return sendOne(deps, id, attempts, { executionId: base.executionId, to: [email], ...mail });
}

/**
 * The run stops being owed once nothing may still go: every delivery sent, given up or made by
 * another sender (one failed and waiting, or claimed by a sender still at it, keeps it owed).
 */
export async function settleDeliveries(
  deps: DeliveryDeps,
  executionId: string,
  outcomes: readonly DeliveryOutcome[],
): Promise<void> {
  if (outcomes.every((o) => o === 'sent' || o === 'gave-up' || o === 'done')) {
    await settleRun(deps.store, executionId, deps.clock.now().toISOString());
  }
}
