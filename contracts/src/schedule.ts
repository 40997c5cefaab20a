import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import type { DayOfWeek, ScheduleFrequency } from './sharing';

/**
 * When a scheduled share runs (docs/architecture/schedules-and-delivery.md), shared by the server (nextRunAt) and the share
 * dialog (the next three runs). Times are wall-clock times in the share's IANA zone:
 * - a local time that does not exist (clocks spring forward) runs at the first valid minute after it;
 * - an ambiguous one (clocks fall back) runs once, at its first occurrence;
 * - day 29, 30 or 31 in a shorter month runs on that month's last day.
 */
export interface Schedule {
  frequency: ScheduleFrequency;
  /** HH:MM, 24-hour. */
  time: string;
  timeZone: string;
  dayOfWeek?: DayOfWeek | undefined;
  dayOfMonth?: number | undefined;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Enough days to find any monthly occurrence, whatever the start. */
const SEARCH_DAYS = 62;
const WEEKDAYS: DayOfWeek[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const offsetMs = (zone: string, at: number) => tzOffset(zone, new Date(at)) * MINUTE;

/**
 * The instant a wall-clock time happens in `zone`: the earlier of two when clocks fall back, the
 * moment clocks jump when it falls in the gap of a spring forward.
 */
export function wallTimeToInstant(
  wall: { year: number; month: number; day: number; hour: number; minute: number },
  zone: string,
): Date {
  const asUtc = Date.UTC(wall.year, wall.month, wall.day, wall.hour, wall.minute);
  const before = offsetMs(zone, asUtc - DAY);
  const after = offsetMs(zone, asUtc + DAY);
  const valid = [...new Set([asUtc - before, asUtc - after])]
    .filter((instant) => instant + offsetMs(zone, instant) === asUtc)
    .sort((a, b) => a - b);
  if (valid.length > 0) return new Date(valid[0]!);
  // In the gap: the first valid minute after it is the jump itself, found between the two guesses.
  let low = Math.min(asUtc - before, asUtc - after);
  let high = Math.max(asUtc - before, asUtc - after);
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (offsetMs(zone, middle) === after) high = middle;
    else low = middle;
  }
  return new Date(high);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** Whether the schedule runs on this calendar day (month 0-11). */
function runsOn(schedule: Schedule, year: number, month: number, day: number): boolean {
  if (schedule.frequency === 'daily') return true;
  if (schedule.frequency === 'weekly') {
    return WEEKDAYS[new Date(Date.UTC(year, month, day)).getUTCDay()] === (schedule.dayOfWeek ?? 'monday');
  }
  const wanted = Math.min(schedule.dayOfMonth ?? 1, daysInMonth(year, month));
  return day === wanted;
}

/** The schedule's first run strictly after `after`. */
export function nextRunAfter(schedule: Schedule, after: Date): Date {
  const [hour, minute] = schedule.time.split(':').map(Number) as [number, number];
  const local = new TZDate(after.getTime(), schedule.timeZone);
  // From the day before (a run late that local day may still be ahead), day by day.
  const start = Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) - DAY;
  for (let i = 0; i <= SEARCH_DAYS; i += 1) {
    const date = new Date(start + i * DAY);
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
    if (!runsOn(schedule, year, month, day)) continue;
    const run = wallTimeToInstant({ year, month, day, hour, minute }, schedule.timeZone);
    if (run.getTime() > after.getTime()) return run;
  }
  throw new Error(`No run of the schedule within ${SEARCH_DAYS} days`);
}

/** The next `count` runs after `after` (the share dialog shows three). */
export function nextRuns(schedule: Schedule, after: Date, count: number): Date[] {
  const runs: Date[] = [];
  let from = after;
  while (runs.length < count) {
    from = nextRunAfter(schedule, from);
    runs.push(from);
  }
  return runs;
}

/** A run as people read it, in the schedule's own zone: 'Mon, Nov 30, 2026, 9:00 AM GMT+11'. */
export function formatRun(at: Date, timeZone: string): string {
  return format(new TZDate(at, timeZone), 'EEE, MMM d, yyyy, h:mm a zzz');
}
