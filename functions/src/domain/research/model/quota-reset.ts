/**
 * When Gemini's per-day quotas reset: midnight in America/Los_Angeles (Google's rate-limit page),
 * whatever the season. A paused run goes on a few minutes after, so its first call does not race
 * the reset.
 */
export const RESET_MARGIN_MS = 5 * 60_000;

const PACIFIC = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function pacificParts(ms: number): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of PACIFIC.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** The next midnight Pacific after `now` (Pacific time is UTC-8 in winter, UTC-7 in summer). */
export function nextPacificMidnight(now: Date): Date {
  const { year = 1970, month = 1, day = 1 } = pacificParts(now.getTime());
  for (const offsetHours of [8, 7]) {
    const candidate = Date.UTC(year, month - 1, day + 1, offsetHours);
    const at = pacificParts(candidate);
    if (at.hour === 0 && at.minute === 0) return new Date(candidate);
  }
  // Unreachable: one of the two offsets is Pacific time on any day.
  return new Date(Date.UTC(year, month - 1, day + 1, 8));
}

/** When a run paused by the daily limit goes on: the next reset, plus the margin. */
export function dailyQuotaResumesAt(now: Date): Date {
  return new Date(nextPacificMidnight(now).getTime() + RESET_MARGIN_MS);
}
