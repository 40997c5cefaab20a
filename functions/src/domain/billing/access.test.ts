import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import { describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../testing/manual-clock';
import type { UserRecord } from '../accounts/users';
import { subscriptionStatus } from './access';

const clock = new ManualClock('2026-11-22T12:00:00.000Z');
const user = (billing?: UserRecord['billing']): UserRecord => ({
  email: 'maya.chen@northwind.test',
  name: 'Maya',
  userType: 'creator',
  isTeamMemberOnly: false,
  isSetupComplete: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  preferences: DEFAULT_PREFERENCES,
  ...(billing ? { billing } : {}),
});

describe('subscriptionStatus', () => {
  const store = new SqliteDocumentStore({ file: ':memory:' });

  it('when nobody paid or granted access, then there is no access', async () => {
    expect(await subscriptionStatus(store, clock, user())).toEqual({ hasAccess: false });
  });

  it('when a subscription is active, then access is granted as active_subscription', async () => {
    expect(await subscriptionStatus(store, clock, user({ status: 'active' }))).toEqual({
      hasAccess: true,
      reason: 'active_subscription',
    });
  });

  it('when a subscription is canceled but its period has not ended, then access continues until the end date', async () => {
    const end = '2026-12-01T00:00:00.000Z';
    expect(
      await subscriptionStatus(
        store,
        clock,
        user({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: end }),
      ),
    ).toEqual({
      hasAccess: true,
      reason: 'canceled_but_active',
      subscriptionEndsAt: end,
    });
    expect(
      await subscriptionStatus(store, clock, user({ status: 'canceled', currentPeriodEnd: end })),
    ).toMatchObject({
      hasAccess: true,
      reason: 'canceled_but_active',
    });
    expect(
      await subscriptionStatus(
        store,
        clock,
        user({ status: 'canceled', currentPeriodEnd: '2026-11-01T00:00:00Z' }),
      ),
    ).toEqual({
      hasAccess: false,
      subscriptionStatus: 'canceled',
    });
  });

  it('when payment failed, then there is no access and the status says why', async () => {
    expect(await subscriptionStatus(store, clock, user({ status: 'past_due' }))).toEqual({
      hasAccess: false,
      subscriptionStatus: 'past_due',
    });
    expect(await subscriptionStatus(store, clock, user({ status: 'unpaid' }))).toEqual({
      hasAccess: false,
      subscriptionStatus: 'unpaid',
    });
  });

  it('when the administrator granted access, then it is complimentary whatever the billing says', async () => {
    await store.set('accessGrants', 'maya.chen@northwind.test', {
      email: 'maya.chen@northwind.test',
      grantedAt: '2026-11-01',
    });
    expect(await subscriptionStatus(store, clock, user({ status: 'unpaid' }))).toEqual({
      hasAccess: true,
      reason: 'complimentary_access',
    });
  });
});
