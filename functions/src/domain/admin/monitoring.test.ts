import { describe, expect, it } from 'vitest';
import { tempStores } from '../../testing/temp-stores';
import { monitorExecutions } from './monitoring';

const openStore = tempStores();

function run(i: number, executionStatus: string) {
  return {
    ownerId: 'maya',
    savedReportId: null,
    chatSessionId: 'session-1',
    triggerSource: 'chat',
    savedReportName: null,
    chatSessionTitle: `Question ${i}`,
    executionStatus,
    progress: 100,
    reportDetails: {
      query: 'q',
      keywords: ['k'],
      negativeKeywords: [],
      directories: [],
      deselectedDocuments: [],
      deepResearch: false,
      enableIntroduction: true,
      enableConclusion: true,
    },
    errorMessage: null,
    notificationSentAt: null,
    viewedAt: null,
    createdAt: new Date(Date.parse('2026-11-01T00:00:00Z') + i * 60_000).toISOString(),
  };
}

describe('report monitoring and copied runs', () => {
  it('when a chat answer was shared with its answer as the first run, then the copy is neither listed nor counted (issue 24, item 4)', async () => {
    const store = openStore();
    await store.set('reportExecutions', 'run-1', run(1, 'success'));
    await store.set('reportExecutions', 'run-2', run(2, 'failed'));
    await store.set('reportExecutions', 'run-3', run(3, 'success'));
    await store.set('reportExecutions', 'share-1_initial', {
      ...run(3, 'success'),
      sharedReportId: 'share-1',
      teamId: 'team-1',
      copiedFrom: 'run-3',
    });

    const all = await monitorExecutions({ store }, {});
    const succeeded = await monitorExecutions({ store }, { status: 'success' });

    expect(all.counts).toEqual({ all: 3, pending: 0, running: 0, paused: 0, success: 2, failed: 1 });
    expect(all.executions.map((e) => e.id)).toEqual(['run-3', 'run-2', 'run-1']);
    expect(succeeded.executions.map((e) => e.id)).toEqual(['run-3', 'run-1']);
  });

  it('when a run is paused by the daily quota, then it is counted, listed and filtered as paused, not as pending', async () => {
    const store = openStore();
    const until = '2026-12-07T08:05:00.000Z';
    await store.set('reportExecutions', 'queued', { ...run(1, 'pending'), pausedUntil: null });
    await store.set('reportExecutions', 'paused', { ...run(2, 'pending'), progress: 92, pausedUntil: until });
    await store.set('reportExecutions', 'running', { ...run(3, 'running'), pausedUntil: null });

    const all = await monitorExecutions({ store }, {});
    const paused = await monitorExecutions({ store }, { status: 'paused' });
    const pending = await monitorExecutions({ store }, { status: 'pending' });

    expect(all.counts).toEqual({ all: 3, pending: 1, running: 1, paused: 1, success: 0, failed: 0 });
    expect(all.executions.find((e) => e.id === 'paused')?.pausedUntil).toBe(until);
    expect(all.executions.find((e) => e.id === 'queued')?.pausedUntil).toBeNull();
    expect(paused.executions.map((e) => e.id)).toEqual(['paused']);
    expect(pending.executions.map((e) => e.id)).toEqual(['queued']);
  });
});
