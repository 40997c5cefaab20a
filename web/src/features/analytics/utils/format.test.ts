import { describe, expect, it } from 'vitest';
import { formatDuration, shortDay, shortMonth } from './format';

describe('analytics formats', () => {
  it('when durations are shown, then seconds, minutes and hours read naturally', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(41_600)).toBe('42 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration(3_720_000)).toBe('1 h 2 min');
  });

  it('when days and months are labelled, then the calendar date is kept whatever the browser’s zone', () => {
    expect(shortDay('2026-11-01')).toBe('1 Nov');
    expect(shortMonth('2027-01')).toBe('Jan 2027');
  });
});
