import { describe, expect, it } from 'vitest';
import { dailyQuotaResumesAt, nextPacificMidnight } from './quota-reset';

describe('the daily quota reset', () => {
  it.each([
    ['2031-01-15T07:30:00Z', '2031-01-15T08:00:00.000Z'],
    ['2031-01-15T08:00:00Z', '2031-01-16T08:00:00.000Z'],
    ['2031-07-15T06:59:00Z', '2031-07-15T07:00:00.000Z'],
    ['2031-07-15T12:00:00Z', '2031-07-16T07:00:00.000Z'],
    // The night the clocks go back (2031-11-02) and forward (2031-03-09) in California.
    ['2031-11-02T12:00:00Z', '2031-11-03T08:00:00.000Z'],
    ['2031-03-09T12:00:00Z', '2031-03-10T07:00:00.000Z'],
  ])('when it is %s, then the next midnight Pacific is %s', (now, midnight) => {
    expect(nextPacificMidnight(new Date(now)).toISOString()).toBe(midnight);
  });

  it('when a run pauses, then it goes on five minutes after the reset', () => {
    expect(dailyQuotaResumesAt(new Date('2031-01-15T07:30:00Z')).toISOString()).toBe(
      '2031-01-15T08:05:00.000Z',
    );
  });
});
