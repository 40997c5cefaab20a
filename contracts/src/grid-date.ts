import { isExists } from 'date-fns';

/**
 * A date column's value as a calendar day (docs/decisions/evidence-grid.md). Forms that say which part is which
 * are read whatever the reader's locale: ISO ("2027-03-04"), a written month ("4 March 2027",
 * "March 4, 2027", "4. März 2027" for a German reader), a day past 12 ("31/03/2027"). An all-numeric
 * day and month that could be either way round ("03/04/2027") are read in the person's locale order
 * (month first in en-US, day first in en-GB and de-DE); with no locale, or one that writes the year
 * first, it is not placed. Nothing is guessed: a value not placed is shown as written.
 */

export type DateOrder = 'DMY' | 'MDY' | 'YMD';

/** The order the locale writes a numeric date in; null for a locale Intl does not know. */
export function dateOrderOf(locale: string): DateOrder | null {
  try {
    const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(new Date(2027, 10, 22))
      .map((part) => part.type)
      .filter((type) => type === 'day' || type === 'month' || type === 'year');
    const order = parts.map((type) => type[0]?.toUpperCase()).join('');
    return order === 'DMY' || order === 'MDY' || order === 'YMD' ? order : null;
  } catch {
    return null;
  }
}

const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const monthKey = (name: string) => name.toLocaleLowerCase().replace(/\.$/, '');

/** Month names a reader may meet: English long, short and 'Sept', and the locale's own. */
function monthNames(locale?: string): Map<string, number> {
  const names = new Map<string, number>();
  ENGLISH_MONTHS.forEach((name, index) => {
    names.set(name, index);
    names.set(name.slice(0, 3), index);
  });
  names.set('sept', 8);
  if (!locale) return names;
  try {
    for (const style of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' });
      for (let index = 0; index < 12; index++) {
        const name = monthKey(format.format(new Date(Date.UTC(2027, index, 15))));
        if (/^\p{L}+$/u.test(name) && !names.has(name)) names.set(name, index);
      }
    }
  } catch {
    // An unknown locale: English names only.
  }
  return names;
}

const cache = new Map<string, Map<string, number>>();
function monthsOf(locale?: string): Map<string, number> {
  const key = locale ?? '';
  let names = cache.get(key);
  if (!names) {
    names = monthNames(locale);
    cache.set(key, names);
  }
  return names;
}

function iso(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || !isExists(year, month, day)) return null;
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "03/04/2027": which of the two first numbers is the day, by their size or else the locale. */
function numericDate(first: number, second: number, year: number, locale?: string): string | null {
  if (first > 12 && second <= 12) return iso(year, second - 1, first);
  if (second > 12 && first <= 12) return iso(year, first - 1, second);
  if (first === second) return iso(year, first - 1, first);
  const order = locale ? dateOrderOf(locale) : null;
  if (order === 'DMY') return iso(year, second - 1, first);
  if (order === 'MDY') return iso(year, first - 1, second);
  return null;
}

const DAY_FIRST = /\b(\d{1,2})\.? (\p{L}+) (\d{4})\b/gu;
const MONTH_FIRST = /(\p{L}+) (\d{1,2}) (\d{4})\b/gu;

/** "4 March 2027", "March 4 2027": the first day, month name and year in a row that make a date. */
function writtenDate(text: string, months: Map<string, number>): string | null {
  for (const [, day, name, year] of text.matchAll(DAY_FIRST)) {
    const month = months.get(name as string);
    if (month !== undefined) return iso(Number(year), month, Number(day));
  }
  for (const [, name, day, year] of text.matchAll(MONTH_FIRST)) {
    const month = months.get(name as string);
    if (month !== undefined) return iso(Number(year), month, Number(day));
  }
  return null;
}

/** The first date the value states, as YYYY-MM-DD, or null when it cannot be placed. */
export function readDate(value: string, locale?: string): string | null {
  const text = value
    .toLocaleLowerCase()
    .replace(/(\d)(?:st|nd|rd|th)\b/g, '$1')
    .replace(/(\p{L})\./gu, '$1')
    .replace(/\b(?:the|of)\b|,/g, ' ')
    .replace(/\s+/g, ' ');
  const yearFirst = /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/.exec(text);
  if (yearFirst) return iso(Number(yearFirst[1]), Number(yearFirst[2]) - 1, Number(yearFirst[3]));
  const numeric = /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4})\b/.exec(text);
  if (numeric) return numericDate(Number(numeric[1]), Number(numeric[3]), Number(numeric[4]), locale);
  return writtenDate(text, monthsOf(locale));
}
