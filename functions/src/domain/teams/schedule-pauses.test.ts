import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import { describe, expect, it } from 'vitest';
import type { Billing, BillingSubscription } from '../../ports/billing.port';
import type { OutgoingMail } from '../../ports/mailer.port';
import { ManualClock } from '../../testing/manual-clock';
import { tempStores } from '../../testing/temp-stores';
import type { BillingDeps } from '../billing/billing-deps';
import { handleStripeWebhook } from '../billing/webhooks';
import type { ReportDeps } from '../reports/report-deps';
import type { RunRecord } from '../reports/runs/run-record';
import { sendOwedPauseNotices } from './pause-notice';
import { schedulesFollowAccess } from './plan-changes';
import { SCHEDULE_PAUSES, type SchedulePauseDoc } from './schedule-pauses';
import { runDueSchedules } from './scheduled-runs';
import type { SharedReportDoc } from './share-docs';

const openStore = tempStores();

const LEADER = 'leader-1';
const EMAIL = 'maya.chen@northwind.test';
const CUSTOMER = 'cus_maya';
const SHARE = 'report-1_team-1';

/**
 * A leader with one daily scheduled share, Stripe reduced to the subscriptions it holds now (the
 * webhook re-reads them), a mailer that records or fails, and a clock moved by hand.
 */
async function world(start = '2026-11-24T10:00:00.000Z') {
  const store = openStore();
  const clock = new ManualClock(start);
  const sent: OutgoingMail[] = [];
  let failures = 0;
  const mailer = {
    send: async (mail: OutgoingMail) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('SendGrid answered 503');
      }
      sent.push(mail);
    },
  };
  let subscription: BillingSubscription = {
    id: 'sub_1',
    customerId: CUSTOMER,
    status: 'active',
    cancelAtPeriodEnd: false,
    cancelAt: null,
    currentPeriodEnd: '2026-12-24T10:00:00.000Z',
    created: 1,
  };
  const billing = {
    verifyEvent: (raw: Buffer) => JSON.parse(raw.toString()) as { id: string; type: string },
    listSubscriptions: async () => [subscription],
  } as unknown as Billing;
  const billingDeps: BillingDeps = {
    store,
    clock,
    billing,
    priceId: 'price_1',
    appOrigin: 'https://q.test',
    accessChanges: schedulesFollowAccess({ store, clock, mailer, appOrigin: 'https://q.test' }),
  };
  const upkeep = {
    store,
    clock,
    mailer,
    appOrigin: 'https://q.test',
    queue: { enqueue: async () => {} },
    changes: { publish: async () => {} },
    leaseMs: 120_000,
  } as unknown as ReportDeps;

  await store.set('users', LEADER, {
    email: EMAIL,
    name: 'Maya Chen',
    userType: 'creator',
    isTeamMemberOnly: false,
    isSetupComplete: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    preferences: DEFAULT_PREFERENCES,
    billing: {
      stripeCustomerId: CUSTOMER,
      subscriptionId: 'sub_1',
      status: 'active',
      currentPeriodEnd: '2026-12-24T10:00:00.000Z',
    },
  });
  await store.set('stripeCustomers', CUSTOMER, { uid: LEADER, createdAt: '2026-01-01T00:00:00.000Z' });
  await store.set('teams', 'team-1', {
    name: 'Recall Response',
    createdBy: LEADER,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  await store.set('savedReports', 'report-1', {
    ownerId: LEADER,
    reportName: 'Weekly recall status',
    query: 'Where is the recall?',
    keywords: ['recall'],
    negativeKeywords: [],
    deselectedDocuments: [],
    selectedDirectories: [],
    deepResearch: false,
    enableIntroduction: false,
    enableConclusion: false,
    showDocumentsInSharedReports: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  await store.set('sharedReports', SHARE, {
    teamId: 'team-1',
    savedReportId: 'report-1',
    ownerId: LEADER,
    shareType: 'scheduled',
    scheduleFrequency: 'daily',
    scheduleTime: '09:00',
    scheduleTimezone: 'UTC',
    nextRunAt: '2026-11-25T09:00:00.000Z',
    sharedAt: '2026-11-01T00:00:00.000Z',
  } satisfies SharedReportDoc);

  let events = 0;
  return {
    store,
    clock,
    sent,
    upkeep,
    failNextSends: (count: number) => {
      failures = count;
    },
    stripe: (patch: Partial<BillingSubscription>) => {
      subscription = { ...subscription, ...patch };
    },
    /** Stripe delivering an event about the customer; `id` again is a replay of that event. */
    webhook: (type: string, id = `evt_${++events}`) =>
      handleStripeWebhook(
        billingDeps,
        Buffer.from(JSON.stringify({ id, type, customerId: CUSTOMER })),
        't=1,v1=x',
      ),
    pause: () => store.get<SchedulePauseDoc>(SCHEDULE_PAUSES, LEADER),
  };
}

describe('when the Teams plan ends', () => {
  it('when the subscription is deleted and its events arrive five times, then the schedules pause and the leader gets exactly one e-mail', async () => {
    const w = await world();
    w.stripe({ status: 'canceled' });

    await w.webhook('customer.subscription.deleted', 'evt_deleted');
    for (let i = 0; i < 4; i += 1) await w.webhook('customer.subscription.deleted', 'evt_deleted');
    await w.webhook('customer.subscription.updated');
    await sendOwedPauseNotices(w.upkeep);

    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]!.to).toEqual([EMAIL]);
    expect(w.sent[0]!.subject).toBe('Your 1 scheduled report is paused');
    expect(w.sent[0]!.text).toContain('Your Quarry Teams plan has ended');
    expect(w.sent[0]!.text).toContain('- Weekly recall status (Recall Response)');
    expect(w.sent[0]!.text).toContain('Subscribe again: https://q.test/subscribe');
    expect(await w.pause()).toMatchObject({ paused: true, reason: 'plan_ended', noticeOwed: false });
  });

  it('when a renewal fails and the plan then ends, then the one e-mail says the renewal failed and no second one follows', async () => {
    const w = await world();
    w.stripe({ status: 'past_due' });

    await w.webhook('invoice.payment_failed');
    w.stripe({ status: 'canceled' });
    await w.webhook('customer.subscription.deleted');

    expect(w.sent.map((m) => m.subject)).toEqual(['Your 1 scheduled report is paused']);
    expect(w.sent[0]!.text).toContain('The renewal payment for your Quarry Teams plan failed');
    expect(w.sent[0]!.text).toContain('Update your payment method: https://q.test/subscribe');
  });

  it('when SendGrid fails, then the e-mail stays owed and the tick sends it once after its backoff', async () => {
    const w = await world();
    w.failNextSends(1);
    w.stripe({ status: 'canceled' });

    await w.webhook('customer.subscription.deleted');
    expect(w.sent).toHaveLength(0);
    expect(await sendOwedPauseNotices(w.upkeep)).toEqual({ sent: 0 });

    w.clock.advance(61_000);
    await Promise.all([sendOwedPauseNotices(w.upkeep), sendOwedPauseNotices(w.upkeep)]);
    await sendOwedPauseNotices(w.upkeep);

    expect(w.sent).toHaveLength(1);
  });

  it('when a leader has no scheduled share, then nothing pauses and nobody is e-mailed', async () => {
    const w = await world();
    await w.store.update('sharedReports', SHARE, { shareType: 'adhoc', nextRunAt: null });
    w.stripe({ status: 'canceled' });

    await w.webhook('customer.subscription.deleted');

    expect(w.sent).toHaveLength(0);
    expect(await w.pause()).toBeNull();
  });
});

describe('when the plan is active again', () => {
  it('then the schedule resumes from its next occurrence after that moment, with no catch-up runs, and a new pause e-mails again', async () => {
    const w = await world('2026-11-24T10:00:00.000Z');
    w.stripe({ status: 'canceled' });
    await w.webhook('customer.subscription.deleted');
    // Paused for three days, and the tick has not yet reached the share's missed occurrences.
    w.clock.advance(3 * 24 * 3600_000 + 3 * 3600_000); // 2026-11-27T13:00Z
    w.stripe({ status: 'active', id: 'sub_2', created: 2 });
    await w.webhook('customer.subscription.created');

    expect(await w.pause()).toMatchObject({ paused: false, resumedAt: '2026-11-27T13:00:00.000Z' });
    const share = await w.store.get<SharedReportDoc>('sharedReports', SHARE);
    expect(share?.nextRunAt).toBe('2026-11-28T09:00:00.000Z');
    expect(await runDueSchedules(w.upkeep)).toEqual({ created: 0, skipped: 0, raced: 0 });
    w.clock.advance(20 * 3600_000 + 60_000);
    expect(await runDueSchedules(w.upkeep)).toEqual({ created: 1, skipped: 0, raced: 0 });
    const runs = await w.store.query<RunRecord>('reportExecutions');
    expect(runs.map((r) => r.data.scheduledFor)).toEqual(['2026-11-28T09:00:00.000Z']);

    w.stripe({ status: 'past_due' });
    await w.webhook('invoice.payment_failed');
    expect(w.sent).toHaveLength(2);
    expect(await w.pause()).toMatchObject({ paused: true, pauseNumber: 2 });
  });
});

describe('when access comes back without a webhook', () => {
  it('when a grant is given before two shares fall due together, then the tick closes the pause and runs both', async () => {
    const w = await world('2026-11-24T10:00:00.000Z');
    const second = await w.store.get<SharedReportDoc>('sharedReports', SHARE);
    await w.store.set('sharedReports', 'report-1_team-2', { ...second!, teamId: 'team-2' });
    w.stripe({ status: 'canceled' });
    await w.webhook('customer.subscription.deleted');

    await w.store.set('accessGrants', EMAIL, { email: EMAIL });
    w.clock.advance(23 * 3600_000 + 60_000); // 2026-11-25T09:01Z

    expect(await runDueSchedules(w.upkeep)).toEqual({ created: 2, skipped: 0, raced: 0 });
    expect(await w.pause()).toMatchObject({ paused: false });
  });
});

describe('when access ends without a webhook', () => {
  it('when the access simply lapses (a grant removed, a period run out), then the next due occurrence is skipped and the leader is e-mailed once', async () => {
    const w = await world('2026-11-25T08:00:00.000Z');
    await w.store.update('users', LEADER, { billing: null });
    w.clock.advance(3600_000 + 60_000);

    await runDueSchedules(w.upkeep);
    await sendOwedPauseNotices(w.upkeep);
    w.clock.advance(24 * 3600_000);
    await runDueSchedules(w.upkeep);
    await sendOwedPauseNotices(w.upkeep);

    expect(await w.store.count('reportExecutions')).toBe(0);
    expect(w.sent.map((m) => m.subject)).toEqual(['Your 1 scheduled report is paused']);
  });
});
