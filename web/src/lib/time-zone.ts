import { DEFAULT_TIMEZONE } from '@quarry/contracts/timezones';
import type { Preferences } from '@quarry/contracts/user';

/**
 * One time-zone rule for the person (docs/decisions/schedules-and-delivery.md): the browser's zone unless they chose one in
 * /settings. Settings shows it, the share dialogs schedule in it, and every time on screen is
 * written in it (format-date.ts and the lists' own formats, through `inDisplayZone`).
 */

/** The browser's zone; where the browser cannot say, the product's default (spec part 2). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** The person's zone: the one they chose, else the browser's. Stored zones other than the default
 * predate the flag and were chosen, since nothing but the person ever writes one. */
export function personTimeZone(preferences: Pick<Preferences, 'timezone' | 'timezoneChosen'> | undefined) {
  if (!preferences) return browserTimeZone();
  const chosen = preferences.timezoneChosen || preferences.timezone !== DEFAULT_TIMEZONE;
  return chosen ? preferences.timezone : browserTimeZone();
}

let displayZone: string | undefined;

/** Set by the signed-in app once the person's preferences are known (app-root). */
export function setDisplayTimeZone(zone: string | undefined): void {
  displayZone = zone;
}

export function displayTimeZone(): string {
  return displayZone ?? browserTimeZone();
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockIn(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(zone, format);
  }
  return format;
}

/**
 * `date` moved so that its local fields read the wall clock of the person's zone: date-fns' `format`
 * then writes the person's time whatever the browser's zone. The same date when the zones agree.
 */
export function inDisplayZone(date: Date, zone = displayTimeZone()): Date {
  if (Number.isNaN(date.getTime()) || zone === browserTimeZone()) return date;
  try {
    const parts = Object.fromEntries(
      wallClockIn(zone)
        .formatToParts(date)
        .map((part) => [part.type, Number(part.value)]),
    );
    const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
    return new Date(year, month - 1, day, hour, minute, second, date.getMilliseconds());
  } catch {
    // A zone this browser does not know: its own clock is the next best.
    return date;
  }
}
