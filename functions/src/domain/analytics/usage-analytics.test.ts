import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../testing/manual-clock';
import { tempStores } from '../../testing/temp-stores';
import type { TeamDeps } from '../teams/team-deps';
import { memberId, TEAM_MEMBERS, TEAMS } from '../teams/team-docs';
import { type AnalyticsDeps, usageAnalytics } from './usage-analytics';

/**
 * docs/decisions/usage-and-analytics.md: sharing a chat answer with 'Include this answer as the first run' copies the
 * run to the share (share-from-chat.ts). The copy is no run: analytics counts what was really spent.
 */
const openStore = tempStores();

const UID = 'maya';
const EMAIL = 'maya.chen@northwind.test';
const TEAM = 'team-1';

function usage(input: number, output: number, thinking: number, estimatedCostUsd: number) {
  const tally = { calls: 3, input, output, thinking };
  return {
    byStep: { extraction: tally, report: { calls: 0, input: 0, output: 0, thinking: 0 } },
    byModel: { 'gemini-2.5-flash': tally },
    estimatedCostUsd,
  };
}

function run(at: string, used: ReturnType<typeof usage>, documents: number) {
  return {
    ownerId: UID,
    savedReportId: null,
    chatSessionId: 'session-1',
    chatSessionTitle: 'What did the Ridgeline 2 recall cost?',
    savedReportName: null,
    triggerSource: 'chat',
    executionStatus: 'success',
    createdAt: at,
    startedAt: at,
    finishedAt: at,
    documentCount: documents,
    documentTypes: { 'application/pdf': documents },
    completion: {
      documentsProcessed: documents,
      statusCounts: { data: documents, noData: 0, failed: 0 },
      usage: used,
    },
  };
}

async function world() {
  const store = openStore();
  const clock = new ManualClock('2026-11-20T12:00:00.000Z');
  const deps: AnalyticsDeps = { store, clock, teams: { store, clock } as unknown as TeamDeps };
  await store.set('users', UID, {
    email: EMAIL,
    name: 'Maya Chen',
    userType: 'creator',
    createdAt: '2026-01-01T00:00:00.000Z',
    preferences: { ...DEFAULT_PREFERENCES, timezone: 'Europe/London' },
  });
  await store.set(TEAMS, TEAM, { name: 'Costs Desk', createdBy: UID, createdAt: '2026-01-01T00:00:00.000Z' });
  await store.set(TEAM_MEMBERS, memberId(TEAM, EMAIL), {
    teamId: TEAM,
    email: EMAIL,
    userId: UID,
    role: 'admin',
    inviteStatus: 'accepted',
    invitedAt: '2026-01-01T00:00:00.000Z',
    invitedBy: UID,
  });
  return { store, deps };
}

describe('usage analytics and copied runs', () => {
  it('when a chat answer was shared with its answer as the first run, then the totals are those of the runs really made, to the token', async () => {
    const { store, deps } = await world();
    const first = run('2026-11-18T10:00:00.000Z', usage(12_345, 678, 91, 0.0123456), 4);
    const second = run('2026-11-19T10:00:00.000Z', usage(2_000, 300, 0, 0.0031), 2);
    await store.set('reportExecutions', 'run-1', first);
    await store.set('reportExecutions', 'run-2', second);
    // What share-from-chat writes for 'Include this answer as the first run'.
    await store.set('reportExecutions', 'share-1_initial', {
      ...first,
      sharedReportId: 'share-1',
      teamId: TEAM,
      savedReportId: 'report-1',
      savedReportName: 'Recall costs',
      copiedFrom: 'run-1',
    });

    const mine = await usageAnalytics(deps, UID, { days: 30 });

    expect(mine.totals).toEqual({
      reports: 2,
      succeeded: 2,
      failed: 0,
      documents: 6,
      tokens: 12_345 + 678 + 91 + 2_000 + 300,
      estimatedCostUsd: 0.0123456 + 0.0031,
    });
    expect(mine.byModel).toEqual([
      { model: 'gemini-2.5-flash', calls: 6, tokens: 15_414, estimatedCostUsd: expect.any(Number) },
    ]);
    // Each model's share of a run's cost is computed from its tokens: exact to the float's last digits.
    expect(mine.byModel[0]?.estimatedCostUsd).toBeCloseTo(0.0123456 + 0.0031, 12);
    expect(mine.byMonth.at(-1)).toEqual({
      month: '2026-11',
      reports: 2,
      tokens: 15_414,
      estimatedCostUsd: 0.0123456 + 0.0031,
    });
    expect(mine.documentsByType).toEqual([{ type: 'PDF', count: 6 }]);
    expect(mine.reportsPerDay.reduce((sum, day) => sum + day.succeeded, 0)).toBe(2);
    expect(mine.perReport.map((r) => r.id)).toEqual(['run-1', 'run-2']);
    expect(mine.mostExpensive.map((r) => r.id)).toEqual(['run-1', 'run-2']);
  });

  it('when the team’s administrator looks at the team, then the copied first run is no run of the team’s', async () => {
    const { store, deps } = await world();
    const first = run('2026-11-18T10:00:00.000Z', usage(1_000, 100, 0, 0.002), 3);
    await store.set('reportExecutions', 'run-1', first);
    await store.set('reportExecutions', 'share-1_initial', {
      ...first,
      sharedReportId: 'share-1',
      teamId: TEAM,
      copiedFrom: 'run-1',
    });

    const team = await usageAnalytics(deps, UID, { days: 30, teamId: TEAM });

    expect(team.totals).toEqual({
      reports: 0,
      succeeded: 0,
      failed: 0,
      documents: 0,
      tokens: 0,
      estimatedCostUsd: 0,
    });
    expect(team.byModel).toEqual([]);
    expect(team.slowest).toEqual([]);
  });
});
