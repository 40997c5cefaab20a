import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { nextRunAfter, nextRuns, type Schedule } from './schedule';

/** The wall-clock time of an instant in a zone, as 'YYYY-MM-DD HH:MM'. */
function wall(instant: Date, zone: string): string {
  const local = new Date(instant.getTime() + tzOffset(zone, instant) * 60_000);
  return local.toISOString().slice(0, 16).replace('T', ' ');
}

const ZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'America/St_Johns',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Africa/Johannesburg',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'UTC',
];

const daily = (timeZone: string, time = '09:00'): Schedule => ({ frequency: 'daily', time, timeZone });

describe('nextRunAfter', () => {
  it('when a daily schedule is asked across 14 zones and a year of starting points, then each run is the next 09:00 local, within a day', () => {
    for (const zone of ZONES) {
      for (let day = 0; day < 365; day += 7) {
        const after = new Date(Date.UTC(2026, 0, 1, 13, 17) + day * 86_400_000);
        const run = nextRunAfter(daily(zone), after);
        expect(wall(run, zone).slice(11), `${zone} after ${after.toISOString()}`).toBe('09:00');
        expect(run.getTime()).toBeGreaterThan(after.getTime());
        expect(run.getTime() - after.getTime()).toBeLessThanOrEqual(25 * 3600_000);
      }
    }
  });

  it('when the time is exactly a run, then the next run is the following one', () => {
    const run = nextRunAfter(daily('Europe/London'), new Date('2026-06-01T08:00:00Z'));
    expect(run.toISOString()).toBe('2026-06-02T08:00:00.000Z');
  });

  it.each([
    // Spring forward: the local time does not exist; the first valid minute after it is when clocks jump.
    ['America/Los_Angeles', '02:30', '2026-03-07T12:00:00Z', '2026-03-08T10:00:00.000Z', '2026-03-08 03:00'],
    ['Europe/London', '01:30', '2026-03-28T12:00:00Z', '2026-03-29T01:00:00.000Z', '2026-03-29 02:00'],
    ['Australia/Lord_Howe', '02:15', '2026-10-03T00:00:00Z', '2026-10-03T15:30:00.000Z', '2026-10-04 02:30'],
    ['Pacific/Chatham', '03:00', '2026-09-26T00:00:00Z', '2026-09-26T14:00:00.000Z', '2026-09-27 03:45'],
  ])(
    'when %s skips %s on its spring-forward day, then it runs at the first valid minute after it',
    (zone, time, after, utc, local) => {
      const run = nextRunAfter(daily(zone, time), new Date(after));
      expect(run.toISOString()).toBe(utc);
      expect(wall(run, zone)).toBe(local);
    },
  );

  it.each([
    // Fall back: the local time happens twice; it runs once, at the first.
    ['America/Los_Angeles', '01:30', '2026-10-31T12:00:00Z', '2026-11-01T08:30:00.000Z'],
    ['Europe/London', '01:30', '2026-10-24T12:00:00Z', '2026-10-25T00:30:00.000Z'],
    ['Australia/Lord_Howe', '01:45', '2026-04-04T00:00:00Z', '2026-04-04T14:45:00.000Z'],
  ])(
    'when %s repeats %s on its fall-back day, then it runs once, at the first occurrence',
    (zone, time, after, utc) => {
      const first = nextRunAfter(daily(zone, time), new Date(after));
      expect(first.toISOString()).toBe(utc);
      const second = nextRunAfter(daily(zone, time), first);
      expect(second.getTime() - first.getTime()).toBeGreaterThan(23 * 3600_000);
    },
  );

  it('when a monthly schedule names day 31, then short months run on their last day, leap years included', () => {
    const schedule: Schedule = {
      frequency: 'monthly',
      time: '09:00',
      timeZone: 'Asia/Kolkata',
      dayOfMonth: 31,
    };
    const runs = nextRuns(schedule, new Date('2027-12-31T12:00:00Z'), 6).map((run) =>
      wall(run, 'Asia/Kolkata'),
    );
    expect(runs).toEqual([
      '2028-01-31 09:00',
      '2028-02-29 09:00',
      '2028-03-31 09:00',
      '2028-04-30 09:00',
      '2028-05-31 09:00',
      '2028-06-30 09:00',
    ]);
    const feb = nextRunAfter({ ...schedule, dayOfMonth: 29 }, new Date('2027-02-01T00:00:00Z'));
    expect(wall(feb, 'Asia/Kolkata')).toBe('2027-02-28 09:00');
  });

  it('when a weekly schedule names Monday, then the next three runs are three Mondays a week apart', () => {
    const schedule: Schedule = {
      frequency: 'weekly',
      time: '07:30',
      timeZone: 'America/New_York',
      dayOfWeek: 'monday',
    };
    const runs = nextRuns(schedule, new Date('2026-11-24T12:00:00Z'), 3);
    expect(runs.map((run) => wall(run, 'America/New_York'))).toEqual([
      '2026-11-30 07:30',
      '2026-12-07 07:30',
      '2026-12-14 07:30',
    ]);
  });

  it("when a run late in the local day is still ahead, then it is today's, even where the UTC date has moved on", () => {
    const run = nextRunAfter(daily('Pacific/Auckland', '23:00'), new Date('2026-06-01T10:00:00Z'));
    expect(wall(run, 'Pacific/Auckland')).toBe('2026-06-01 23:00');
  });
});
