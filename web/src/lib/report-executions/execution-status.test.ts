import { describe, expect, it } from 'vitest';
import { statusLabel } from './execution-status';

describe('execution status labels', () => {
  it('when a run is running, then its status carries the progress', () => {
    expect(statusLabel('running', 42.4)).toBe('Running 42%');
    expect(statusLabel('pending', 0)).toBe('Pending');
    expect(statusLabel('failed', 30)).toBe('Failed');
    expect(statusLabel('success', 100)).toBe('Success');
  });
});
