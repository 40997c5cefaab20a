import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { statusLabel } from './execution-status';

describe('execution status labels', () => {
  it('when a run is running, then its status carries the progress', () => {
    expect(statusLabel('running', 42.4)).toBe('Running 42%');
    expect(statusLabel('pending', 0)).toBe('Pending');
    expect(statusLabel('failed', 30)).toBe('Failed');
    expect(statusLabel('success', 100)).toBe('Success');
  });

  it('when the daily quota holds a run, then its status says until when, whether it reads running or pending', () => {
    const until = '2026-12-07T08:05:00.000Z';
    expect(statusLabel('running', 92, until)).toBe(`Paused until ${formatDateTime(until)}`);
    expect(statusLabel('pending', 92, until)).toBe(`Paused until ${formatDateTime(until)}`);
  });

  it('when a finished run still carries a pause time, then it reads finished', () => {
    expect(statusLabel('success', 100, '2026-12-07T08:05:00.000Z')).toBe('Success');
  });
});
