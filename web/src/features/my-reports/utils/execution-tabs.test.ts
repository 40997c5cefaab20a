import { describe, expect, it } from 'vitest';
import { countByTab, executionsInTab } from './execution-tabs';

const runs = [
  { id: 'a', executionStatus: 'running' },
  { id: 'b', executionStatus: 'success' },
  { id: 'c', executionStatus: 'running' },
  { id: 'd', executionStatus: 'failed' },
] as const;

describe('execution tabs', () => {
  it('when counting, then All counts every run and each status its own', () => {
    expect(countByTab(runs)).toEqual({ all: 4, pending: 0, running: 2, success: 1, failed: 1 });
  });

  it('when filtering, then a status tab keeps only its runs, in order', () => {
    expect(executionsInTab(runs, 'running').map((run) => run.id)).toEqual(['a', 'c']);
    expect(executionsInTab(runs, 'all').map((run) => run.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(executionsInTab(runs, 'pending')).toEqual([]);
  });
});
