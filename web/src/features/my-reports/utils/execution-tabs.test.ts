import { describe, expect, it } from 'vitest';
import { countByTab, EXECUTION_TABS, executionsInTab } from './execution-tabs';

const PAUSED_UNTIL = '2026-12-07T08:05:00.000Z';
const runs = [
  { id: 'a', executionStatus: 'running', pausedUntil: null },
  { id: 'b', executionStatus: 'success', pausedUntil: null },
  { id: 'c', executionStatus: 'running', pausedUntil: null },
  { id: 'd', executionStatus: 'failed', pausedUntil: null },
  // The API shows a run the daily quota holds as running, with when it goes on.
  { id: 'e', executionStatus: 'running', pausedUntil: PAUSED_UNTIL },
] as const;

describe('execution tabs', () => {
  it('when counting, then All counts every run and each status its own, a paused run under Paused only', () => {
    expect(countByTab(runs)).toEqual({ all: 5, pending: 0, running: 2, paused: 1, success: 1, failed: 1 });
  });

  it('when filtering, then a status tab keeps only its runs, in order', () => {
    expect(executionsInTab(runs, 'running').map((run) => run.id)).toEqual(['a', 'c']);
    expect(executionsInTab(runs, 'paused').map((run) => run.id)).toEqual(['e']);
    expect(executionsInTab(runs, 'all').map((run) => run.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(executionsInTab(runs, 'pending')).toEqual([]);
  });

  it('then the tabs are the spec’s, with Paused after Running', () => {
    expect(EXECUTION_TABS.map((tab) => tab.label)).toEqual([
      'All',
      'Pending',
      'Running',
      'Paused',
      'Success',
      'Failed',
    ]);
  });
});
