import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import { describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../testing/manual-clock';
import { sweepRetention } from './retention-sweep';

const DAY = 24 * 3600 * 1000;
const clock = new ManualClock('2026-11-22T03:00:00.000Z');
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY).toISOString();

async function seed() {
  const store = new SqliteDocumentStore({ file: ':memory:' });
  const user = (chatRetentionDays: number, reportRetentionDays: number) => ({
    email: 'x@northwind.test',
    name: 'X',
    userType: 'creator',
    isTeamMemberOnly: false,
    isSetupComplete: true,
    createdAt: daysAgo(400),
    updatedAt: daysAgo(1),
    preferences: { ...DEFAULT_PREFERENCES, chatRetentionDays, reportRetentionDays },
  });
  await store.set('users', 'short', user(7, 30));
  await store.set('users', 'long', user(30, 365));
  for (const [owner, id, age] of [
    ['short', 's-old', 8],
    ['short', 's-edge', 6.99],
    ['short', 's-new', 1],
    ['long', 'l-old', 31],
    ['long', 'l-mid', 8],
  ] as const) {
    await store.set('chatSessions', id, {
      ownerId: owner,
      title: id,
      createdAt: daysAgo(age + 100),
      updatedAt: daysAgo(age),
    });
  }
  for (const [owner, id, age] of [
    ['short', 'e-old', 31],
    ['short', 'e-new', 29],
    ['long', 'e-year', 366],
    ['long', 'e-kept', 300],
  ] as const) {
    await store.set('reportExecutions', id, { ownerId: owner, createdAt: daysAgo(age) });
    await store.set('extractions', `x-${id}`, { ownerId: owner, createdAt: daysAgo(age) });
  }
  for (const [id, age] of [
    ['evt_old', 31],
    ['evt_recent', 29],
  ] as const) {
    await store.set('stripeEvents', id, {
      type: 'invoice.paid',
      customerId: 'cus_1',
      processedAt: daysAgo(age),
    });
  }
  return store;
}

describe('sweepRetention', () => {
  it('when the daily sweep runs, then each user loses only chat sessions and reports older than their own settings, and Stripe event ids go after 30 days', async () => {
    const store = await seed();
    const result = await sweepRetention(store, clock);
    const ids = async (collection: string) => (await store.query(collection)).map((d) => d.id).sort();
    expect(await ids('chatSessions')).toEqual(['l-mid', 's-edge', 's-new']);
    expect(await ids('reportExecutions')).toEqual(['e-kept', 'e-new']);
    expect(await ids('extractions')).toEqual(['x-e-kept', 'x-e-new']);
    expect(result).toEqual({
      users: 2,
      chatSessions: 2,
      executions: 2,
      extractions: 2,
      stripeEvents: 1,
      idempotencyKeys: 0,
    });
    expect(await ids('stripeEvents')).toEqual(['evt_recent']);
  });

  it("when the daily sweep runs, then runs' event logs go a day after the run began, kept runs' included", async () => {
    const store = await seed();
    for (const [owner, id, age] of [
      ['short', 'e-old', 31],
      ['long', 'e-kept', 300],
      ['long', 'e-day', 1.01],
      ['long', 'e-today', 0.5],
    ] as const) {
      await store.set('executionEvents', `${id}_e0`, {
        executionId: id,
        ownerId: owner,
        createdAt: daysAgo(age),
      });
    }
    await sweepRetention(store, clock);
    expect((await store.query('executionEvents')).map((d) => d.id)).toEqual(['e-today_e0']);
    expect((await store.query('reportExecutions')).map((d) => d.id).sort()).toEqual(['e-kept', 'e-new']);
  });

  it('when the daily sweep runs, then the record of a Google Doc a run was saved as goes with the run, and one whose run stays stays', async () => {
    const store = await seed();
    const saved = (executionId: string, age: number) => ({
      executionId,
      uid: 'theo',
      ownerId: 'short',
      fileId: `doc-${executionId}`,
      createdAt: daysAgo(age),
    });
    // e-old's run is swept, its record with it; a record left by a cut-short deletion goes by its age.
    await store.set('googleDocExports', 'e-old_theo', saved('e-old', 1));
    await store.set('googleDocExports', 'e-gone_theo', saved('e-gone', 31));
    await store.set('googleDocExports', 'e-new_theo', saved('e-new', 20));

    await sweepRetention(store, clock);

    expect((await store.query('googleDocExports')).map((d) => d.id)).toEqual(['e-new_theo']);
  });

  it('when the sweep runs again, then nothing more is deleted', async () => {
    const store = await seed();
    await sweepRetention(store, clock);
    expect(await sweepRetention(store, clock)).toEqual({
      users: 2,
      chatSessions: 0,
      executions: 0,
      extractions: 0,
      stripeEvents: 0,
      idempotencyKeys: 0,
    });
  });

  it('when the sweep runs, then idempotency records past their time go and live ones stay', async () => {
    const store = await seed();
    const record = (expiresAt: string) => ({ ownerId: 'short', state: 'done', expiresAt });
    await store.set('idempotencyKeys', 'expired', record(daysAgo(0.01)));
    await store.set('idempotencyKeys', 'live', record(daysAgo(-0.5)));

    const result = await sweepRetention(store, clock);

    expect(result.idempotencyKeys).toBe(1);
    expect((await store.query('idempotencyKeys')).map((d) => d.id)).toEqual(['live']);
  });
});
