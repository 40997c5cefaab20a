/**
 * Calendar days and months in a person's zone, for bucketing runs. Built on Intl only (the domain
 * takes no date library); day arithmetic is done on the calendar date itself, so a DST change never
 * skips or repeats a day.
 */
export function zonedDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The `count` calendar days ending with `lastDay` (YYYY-MM-DD), oldest first. */
export function daysEndingOn(lastDay: string, count: number): string[] {
  const [year, month, day] = lastDay.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (count - 1 - index))).toISOString().slice(0, 10),
  );
}

/** Every month (YYYY-MM) from the first day's to the last day's, oldest first. */
export function monthsBetween(firstDay: string, lastDay: string): string[] {
  const months: string[] = [];
  let [year, month] = firstDay.split('-').map(Number) as [number, number];
  const last = lastDay.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
