import { describe, expect, it } from 'vitest';
import { nextBoundary, periodBoundary } from './periods';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const monthly = { interval: 'month' as const, interval_count: 1 };

describe('billing periods', () => {
  it('when a monthly subscription starts on the 31st, then short months end on their last day and the day comes back', () => {
    const anchor = at('2027-01-31T10:00:00Z');

    const ends = [1, 2, 3, 13].map((n) => iso(periodBoundary(anchor, monthly, n)));

    expect(ends).toEqual([
      '2027-02-28T10:00:00.000Z',
      '2027-03-31T10:00:00.000Z',
      '2027-04-30T10:00:00.000Z',
      '2028-02-29T10:00:00.000Z',
    ]);
  });

  it('when the next boundary is asked from a period end, then it is the one after it', () => {
    const anchor = at('2027-01-31T10:00:00Z');

    expect(iso(nextBoundary(anchor, monthly, at('2027-02-28T10:00:00Z')))).toBe('2027-03-31T10:00:00.000Z');
    expect(iso(nextBoundary(anchor, { interval: 'year', interval_count: 1 }, anchor))).toBe(
      '2028-01-31T10:00:00.000Z',
    );
  });
});
