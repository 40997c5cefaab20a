import { describe, expect, it } from 'vitest';
import { daysEndingOn, monthsBetween, zonedDate } from './calendar';

describe('analytics calendar', () => {
  it('when a run is late in the evening UTC, then it counts on the next day in Kolkata and the same day in New York', () => {
    const at = new Date('2026-11-24T20:30:00Z');
    expect(zonedDate(at, 'Asia/Kolkata')).toBe('2026-11-25');
    expect(zonedDate(at, 'America/New_York')).toBe('2026-11-24');
  });

  it('when a range crosses a DST change and a month end, then each calendar day appears exactly once', () => {
    const days = daysEndingOn('2026-11-02', 5);
    expect(days).toEqual(['2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(new Set(daysEndingOn('2027-03-31', 365)).size).toBe(365);
  });

  it('when a range spans a new year, then its months run across it in order', () => {
    expect(monthsBetween('2026-11-20', '2027-02-03')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-11-20', '2026-11-25')).toEqual(['2026-11']);
  });
});
