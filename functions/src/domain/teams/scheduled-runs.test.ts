import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import { describe, expect, it } from 'vitest';
import type { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../testing/manual-clock';
import { tempStores } from '../../testing/temp-stores';
import type { ReportDeps } from '../reports/report-deps';
import type { RunRecord } from '../reports/runs/run-record';
import { runDueSchedules, SKIPPED_DOWNTIME, SKIPPED_NO_ACCESS, scheduledExecutionId } from './scheduled-runs';
import type { SharedReportDoc } from './share-docs';

const openStore = tempStores();

const OWNER = 'owner-1';

function world(start = '2026-11-24T10:00:00.000Z') {
  const store = openStore();
  const clock = new ManualClock(start);
  const enqueued: string[] = [];
  let failNextEnqueue = false;
  const queue = {
    enqueue: async (id: string) => {
      if (failNextEnqueue) {
        failNextEnqueue = false;
        throw new Error('the process died before the message went out');
      }
      enqueued.push(id);
    },
  };
  const deps = { store, clock, queue, leaseMs: 120_000 } as unknown as ReportDeps;
  return {
    store,
    clock,
    deps,
    enqueued,
    crashOnNextEnqueue: () => {
      failNextEnqueue = true;
    },
  };
}

async function seedOwner(store: SqliteDocumentStore, { access = true } = {}) {
  await store.set('users', OWNER, {
    email: 'maya.chen@northwind.test',
    name: 'Maya Chen',
    userType: 'creator',
    isTeamMemberOnly: false,
    isSetupComplete: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    preferences: DEFAULT_PREFERENCES,
    ...(access ? { billing: { status: 'active', currentPeriodEnd: '2099-01-01T00:00:00.000Z' } } : {}),
  });
  await store.set('savedReports', 'report-1', {
    ownerId: OWNER,
    reportName: 'Weekly recall status',
    query: 'Where is the recall?',
    keywords: ['recall'],
    negativeKeywords: [],
    deselectedDocuments: [],
    selectedDirectories: [],
    deepResearch: true,
    enableIntroduction: true,
    enableConclusion: true,
    showDocumentsInSharedReports: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
}

function dailyShare(teamId: string, nextRunAt: string): SharedReportDoc {
  return {
    teamId,
    savedReportId: 'report-1',
    ownerId: OWNER,
    shareType: 'scheduled',
    scheduleFrequency: 'daily',
    scheduleTime: '09:00',
    scheduleTimezone: 'UTC',
    nextRunAt,
    sharedAt: '2026-11-01T00:00:00.000Z',
  };
}

describe('runDueSchedules', () => {
  it('when two ticks run at once over 1,000 due shares, then exactly 1,000 runs are made, each queued once', async () => {
    const { store, deps, enqueued } = world();
    await seedOwner(store);
    for (let i = 0; i < 1000; i += 1) {
      await store.set(
        'sharedReports',
        `report-1_team-${i}`,
        dailyShare(`team-${i}`, '2026-11-24T09:00:00.000Z'),
      );
    }

    const [a, b] = await Promise.all([runDueSchedules(deps), runDueSchedules(deps)]);

    expect(a.created + b.created).toBe(1000);
    expect(await store.count('reportExecutions')).toBe(1000);
    expect(new Set(enqueued).size).toBe(1000);
    expect(enqueued).toHaveLength(1000);
    const shares = await store.query<SharedReportDoc>('sharedReports');
    expect(new Set(shares.map((s) => s.data.nextRunAt))).toEqual(new Set(['2026-11-25T09:00:00.000Z']));
  }, 120_000);

  it('when a tick dies between making a run and queueing it, then the retried tick makes nothing twice and the run waits for recovery', async () => {
    const { store, deps, enqueued, crashOnNextEnqueue } = world();
    await seedOwner(store);
    await store.set('sharedReports', 'report-1_team-1', dailyShare('team-1', '2026-11-24T09:00:00.000Z'));
    crashOnNextEnqueue();

    await expect(runDueSchedules(deps)).rejects.toThrow('the process died');
    const retried = await runDueSchedules(deps);

    expect(retried).toEqual({ created: 0, skipped: 0, raced: 0 });
    const id = scheduledExecutionId('report-1_team-1', new Date('2026-11-24T09:00:00.000Z'));
    expect(id).toBe('report-1_team-1_20261124T0900Z');
    const run = await store.get<RunRecord>('reportExecutions', id);
    expect(run).toMatchObject({
      executionStatus: 'pending',
      triggerSource: 'scheduled',
      ownerId: OWNER,
      sharedReportId: 'report-1_team-1',
      teamId: 'team-1',
      scheduledFor: '2026-11-24T09:00:00.000Z',
    });
    // A pending run carries a lease: the tick's recovery re-queues it when nobody claimed it.
    expect(run?.leaseUntil).not.toBeNull();
    expect(enqueued).toEqual([]);
  });

  it('when Quarry was down for three days, then a daily share runs once, for the latest occurrence, and the two missed are recorded as skipped', async () => {
    const { store, deps } = world('2026-11-24T10:00:00.000Z');
    await seedOwner(store);
    // It last ran on the 21st; Quarry then stopped until the 24th at 10:00.
    await store.set('sharedReports', 'report-1_team-1', dailyShare('team-1', '2026-11-22T09:00:00.000Z'));

    const result = await runDueSchedules(deps);

    expect(result).toEqual({ created: 1, skipped: 0, raced: 0 });
    const runs = await store.query<RunRecord>('reportExecutions');
    expect(runs.map((r) => r.data.scheduledFor)).toEqual(['2026-11-24T09:00:00.000Z']);
    const skipped = await store.query<{ scheduledFor: string; reason: string }>('skippedRuns');
    expect(
      skipped.map((s) => s.data).sort((x, y) => x.scheduledFor.localeCompare(y.scheduledFor)),
    ).toMatchObject([
      { scheduledFor: '2026-11-22T09:00:00.000Z', reason: SKIPPED_DOWNTIME },
      { scheduledFor: '2026-11-23T09:00:00.000Z', reason: SKIPPED_DOWNTIME },
    ]);
    expect((await store.get<SharedReportDoc>('sharedReports', 'report-1_team-1'))?.nextRunAt).toBe(
      '2026-11-25T09:00:00.000Z',
    );
  });

  it('when the owner has lost the Teams plan, then the run is skipped with that reason and resumes once access is back', async () => {
    const { store, clock, deps } = world('2026-11-24T09:30:00.000Z');
    await seedOwner(store, { access: false });
    await store.set('sharedReports', 'report-1_team-1', dailyShare('team-1', '2026-11-24T09:00:00.000Z'));

    expect(await runDueSchedules(deps)).toEqual({ created: 0, skipped: 1, raced: 0 });
    expect((await store.query<{ reason: string }>('skippedRuns')).map((s) => s.data.reason)).toEqual([
      SKIPPED_NO_ACCESS,
    ]);
    expect(await store.count('reportExecutions')).toBe(0);

    await store.set('accessGrants', 'maya.chen@northwind.test', { email: 'maya.chen@northwind.test' });
    clock.advance(24 * 3600_000);
    expect(await runDueSchedules(deps)).toEqual({ created: 1, skipped: 0, raced: 0 });
  });

  it('when a share is on demand, then the scheduler never runs it', async () => {
    const { store, deps } = world();
    await seedOwner(store);
    await store.set('sharedReports', 'report-1_team-1', {
      ...dailyShare('team-1', '2026-11-24T09:00:00.000Z'),
      shareType: 'adhoc',
      nextRunAt: null,
    });
    expect(await runDueSchedules(deps)).toEqual({ created: 0, skipped: 0, raced: 0 });
    expect(await store.count('reportExecutions')).toBe(0);
  });
});
