import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import { describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../testing/manual-clock';
import type { UserRecord } from '../accounts/users';
import { accessFromBilling, subscriptionStatus } from './access';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const LATER = '2026-12-22T12:00:00.000Z';
const SOONER = '2026-12-01T00:00:00.000Z';
const EARLIER = '2026-11-01T00:00:00.000Z';

describe('accessFromBilling', () => {
  it('when nobody paid or granted access, then there is no access', () => {
    expect(accessFromBilling(undefined, false, NOW)).toEqual({ hasAccess: false });
    expect(accessFromBilling({ stripeCustomerId: 'cus_1' }, false, NOW)).toEqual({ hasAccess: false });
  });

  it('when a subscription is active or trialing, then access is granted as active_subscription', () => {
    for (const status of ['active', 'trialing']) {
      expect(accessFromBilling({ status, currentPeriodEnd: LATER }, false, NOW)).toEqual({
        hasAccess: true,
        reason: 'active_subscription',
      });
    }
  });

  it('when it is set to cancel at the period end, then access continues until that end', () => {
    expect(
      accessFromBilling({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: LATER }, false, NOW),
    ).toEqual({ hasAccess: true, reason: 'canceled_but_active', subscriptionEndsAt: LATER });
  });

  it('when it is set to cancel at a date before the period end, then access ends at that date', () => {
    expect(
      accessFromBilling({ status: 'active', cancelAt: SOONER, currentPeriodEnd: LATER }, false, NOW),
    ).toEqual({ hasAccess: true, reason: 'canceled_but_active', subscriptionEndsAt: SOONER });
  });

  it('when a scheduled end has passed but Stripe has not said so yet, then access has ended', () => {
    expect(
      accessFromBilling({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: EARLIER }, false, NOW),
    ).toEqual({ hasAccess: false });
  });

  it('when payment failed, then there is no access and the status says why', () => {
    for (const status of ['past_due', 'unpaid']) {
      expect(accessFromBilling({ status, currentPeriodEnd: LATER }, false, NOW)).toEqual({
        hasAccess: false,
        subscriptionStatus: status,
      });
    }
  });

  it('when the subscription has ended or never got paid, then it is the free plan again', () => {
    for (const status of ['canceled', 'incomplete', 'incomplete_expired', 'paused']) {
      expect(accessFromBilling({ status, currentPeriodEnd: LATER }, false, NOW)).toEqual({
        hasAccess: false,
      });
    }
  });

  it('when the administrator granted access, then it is complimentary whatever the billing says', () => {
    expect(accessFromBilling({ status: 'unpaid' }, true, NOW)).toEqual({
      hasAccess: true,
      reason: 'complimentary_access',
    });
  });
});

describe('subscriptionStatus', () => {
  const store = new SqliteDocumentStore({ file: ':memory:' });
  const clock = new ManualClock(NOW.toISOString());
  const user = (email: string, billing?: UserRecord['billing']): UserRecord => ({
    email,
    name: 'Maya',
    userType: 'creator',
    isTeamMemberOnly: false,
    isSetupComplete: true,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    preferences: DEFAULT_PREFERENCES,
    ...(billing ? { billing } : {}),
  });

  it('when the stored grant list names the person, then their status is complimentary access', async () => {
    await store.set('accessGrants', 'maya.chen@northwind.test', {
      email: 'maya.chen@northwind.test',
      grantedAt: '2026-11-01',
    });
    expect(await subscriptionStatus(store, clock, user('Maya.Chen@northwind.test'))).toEqual({
      hasAccess: true,
      reason: 'complimentary_access',
    });
    expect(
      await subscriptionStatus(store, clock, user('sam.rivera@northwind.test', { status: 'past_due' })),
    ).toEqual({ hasAccess: false, subscriptionStatus: 'past_due' });
  });
});
