import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../runs/run-record';
import { isSettled } from './run-stream';

const LEASE_MS = 120_000;
const now = new Date('2026-11-27T10:00:00.000Z');
const run = (fields: Partial<RunRecord>) =>
  ({
    triggerSource: 'chat',
    executionStatus: 'success',
    createdAt: '2026-11-27T09:00:00.000Z',
    finishedAt: '2026-11-27T09:59:30.000Z',
    ...fields,
  }) as RunRecord;

describe('when a run stream may end', () => {
  it('when a chat run has ended but its report is not yet filed in its session, then its stream waits', () => {
    expect(isSettled(run({}), now, LEASE_MS)).toBe(false);
    expect(isSettled(run({ filedAt: '2026-11-27T09:59:31.000Z' }), now, LEASE_MS)).toBe(true);
  });

  it('when a run is still going, then its stream waits whatever else holds', () => {
    expect(isSettled(run({ executionStatus: 'running', filedAt: 'x' }), now, LEASE_MS)).toBe(false);
    expect(isSettled(run({ executionStatus: 'pending', triggerSource: 'saved_report' }), now, LEASE_MS)).toBe(
      false,
    );
  });

  it('when a run is not a chat run, or its filing never came within a lease, then its stream ends', () => {
    expect(isSettled(run({ triggerSource: 'saved_report' }), now, LEASE_MS)).toBe(true);
    expect(
      isSettled(run({ executionStatus: 'failed', finishedAt: '2026-11-27T09:57:00.000Z' }), now, LEASE_MS),
    ).toBe(true);
  });
});
