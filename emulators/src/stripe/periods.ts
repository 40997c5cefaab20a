import type { Recurring } from './objects';

const DAY = 86_400;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The end of the n-th billing period counted from the anchor. Months keep the anchor's day and
 * clamp it to short months, as Stripe does (Jan 31 -> Feb 28 -> Mar 31).
 */
export function periodBoundary(
  anchor: number,
  recurring: Pick<Recurring, 'interval' | 'interval_count'>,
  n: number,
) {
  const steps = n * recurring.interval_count;
  if (recurring.interval === 'day') return anchor + steps * DAY;
  if (recurring.interval === 'week') return anchor + steps * 7 * DAY;
  const start = new Date(anchor * 1000);
  const months = start.getUTCMonth() + steps * (recurring.interval === 'year' ? 12 : 1);
  const year = start.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const day = Math.min(start.getUTCDate(), daysInMonth(year, month));
  const time = Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds());
  return time / 1000;
}

/** The first period boundary after `after`. */
export function nextBoundary(
  anchor: number,
  recurring: Pick<Recurring, 'interval' | 'interval_count'>,
  after: number,
) {
  let n = 1;
  while (periodBoundary(anchor, recurring, n) <= after) n += 1;
  return periodBoundary(anchor, recurring, n);
}
