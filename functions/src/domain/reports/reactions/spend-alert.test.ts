import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../../ports/mailer.port';
import { ManualClock } from '../../../testing/manual-clock';
import { tempStores } from '../../../testing/temp-stores';
import { Users } from '../../accounts/users';
import type { ReportDeps } from '../report-deps';
import { checkSpendAlert, monthToDateCostUsd } from './spend-alert';

const openStore = tempStores();

const UID = 'maya';

function world(threshold: number | null) {
  const store = openStore();
  const clock = new ManualClock('2026-11-10T12:00:00.000Z');
  const sent: OutgoingMail[] = [];
  let failNext = false;
  const mailer = {
    send: async (mail: OutgoingMail) => {
      if (failNext) {
        failNext = false;
        throw new Error('SendGrid is down');
      }
      sent.push(mail);
    },
  };
  const deps = {
    store,
    clock,
    mailer,
    appOrigin: 'http://localhost:8080',
    warn: () => {},
    research: { accounts: { users: new Users(store) } },
  } as unknown as ReportDeps;
  const seed = async () =>
    store.set('users', UID, {
      email: 'maya.chen@northwind.test',
      name: 'Maya Chen',
      userType: 'creator',
      isTeamMemberOnly: false,
      isSetupComplete: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      preferences: { ...DEFAULT_PREFERENCES, monthlySpendAlertUsd: threshold },
    });
  let runs = 0;
  const run = async (costUsd: number, at = clock.now().toISOString()) => {
    runs++;
    await store.set('reportExecutions', `run-${runs}`, {
      ownerId: UID,
      createdAt: at,
      executionStatus: 'success',
      completion: { usage: { byStep: {}, byModel: {}, estimatedCostUsd: costUsd } },
    });
    await checkSpendAlert(deps, UID);
  };
  return { store, clock, deps, sent, seed, run, failNextMail: () => (failNext = true) };
}

describe('the monthly spend alert', () => {
  it('when this month crosses the alert, then one e-mail says so and later runs send none until next month', async () => {
    const w = world(1);
    await w.seed();
    await w.run(0.6, '2026-10-31T23:00:00.000Z'); // last month: not counted
    await w.run(0.6);
    expect(w.sent).toEqual([]);

    await w.run(0.5);
    await w.run(2);

    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]?.subject).toBe('Your Quarry reports have cost about $1.10 this month');
    expect(w.sent[0]?.text).toContain('past the $1.00 alert you set');
    expect(await monthToDateCostUsd(w.deps, UID)).toBeCloseTo(3.1, 10);

    w.clock.advance(Date.parse('2026-12-02T08:00:00.000Z') - w.clock.now().getTime());
    await w.run(1.5);
    expect(w.sent).toHaveLength(2);
  });

  it('when the e-mail fails, then the next run sends it', async () => {
    const w = world(1);
    await w.seed();
    w.failNextMail();
    await w.run(1.2);
    expect(w.sent).toEqual([]);
    await w.run(0.01);
    expect(w.sent).toHaveLength(1);
  });

  it('when a chat answer was shared with its answer as the first run, then the month counts its cost once', async () => {
    const w = world(1);
    await w.seed();
    await w.run(0.7);
    // What share-from-chat writes for 'Include this answer as the first run' (docs/decisions/usage-and-analytics.md).
    const source = await w.store.get('reportExecutions', 'run-1');
    await w.store.set('reportExecutions', 'share-1_initial', {
      ...source,
      sharedReportId: 'share-1',
      teamId: 'team-1',
      copiedFrom: 'run-1',
    });

    await w.run(0.2);

    expect(await monthToDateCostUsd(w.deps, UID)).toBe(0.7 + 0.2);
    expect(w.sent).toEqual([]);
  });

  it('when no alert is set, then nothing is sent however much is spent', async () => {
    const w = world(null);
    await w.seed();
    await w.run(500);
    expect(w.sent).toEqual([]);
    expect(await w.store.count('spendAlerts')).toBe(0);
  });
});
