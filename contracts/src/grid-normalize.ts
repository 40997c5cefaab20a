import { format, isValid, parse } from 'date-fns';
import type { GridColumnType } from './grid';

/**
 * A cell's value as sorting and filtering want it (issue 30): a number for 'number' ("$1.2M",
 * "1,200,000", "EUR 87,300", "12.5%"), an ISO date for 'date' ("31 March 2027", "March 31, 2027",
 * "2027-03-31", "31/03/2027"), a boolean for 'yesno'; null when it cannot be read so, and for 'text'.
 */
export function normalizeCell(type: GridColumnType, value: string): number | string | boolean | null {
  if (type === 'number') return numberOf(value);
  if (type === 'date') return dateOf(value);
  if (type === 'yesno') return yesNoOf(value);
  return null;
}

const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/** The first figure of the text, with its scale word; commas (and spaces) between thousands dropped. */
function numberOf(value: string): number | null {
  const match =
    /(-?\d{1,3}(?:[,\s]\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)\s*(k|mm|mn|m|bn|b|thousand|million|billion)?\b/i.exec(
      value,
    );
  if (!match) return null;
  const figure = Number((match[1] as string).replace(/[,\s]/g, ''));
  if (!Number.isFinite(figure)) return null;
  const scale = match[2] ? (SCALES[match[2].toLowerCase()] ?? 1) : 1;
  return Math.round(figure * scale * 100) / 100;
}

/** Written forms tried in turn, day-first where the form is ambiguous (the samples are British). */
const DATE_FORMATS = [
  'yyyy-MM-dd',
  'd MMMM yyyy',
  'd MMM yyyy',
  'do MMMM yyyy',
  'do MMM yyyy',
  'MMMM d yyyy',
  'MMM d yyyy',
  'MMMM do yyyy',
  'MMM do yyyy',
  'd/M/yyyy',
  'd.M.yyyy',
  'd-M-yyyy',
  'yyyy/M/d',
];

function dateOf(value: string): string | null {
  const text = value
    // 'Sept' (and 'Sept.', 'Oct.'): the short forms date-fns does not know, or knows only without a dot.
    .replace(/\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.(?=\s|$)/gi, '$1')
    .replace(/\bsept\b/gi, 'Sep')
    .replace(/\b(?:the|of|on|day)\b/gi, ' ')
    .replace(/,/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text);
  const candidates = iso ? [iso[1] as string] : [text];
  for (const candidate of candidates) {
    for (const form of DATE_FORMATS) {
      const date = parse(candidate, form, new Date(2000, 0, 1));
      if (isValid(date) && date.getFullYear() > 1000) return format(date, 'yyyy-MM-dd');
    }
  }
  return null;
}

function yesNoOf(value: string): boolean | null {
  const word = value.trim().toLowerCase().replace(/[.!]$/, '');
  if (/^(yes|y|true)\b/.test(word)) return true;
  if (/^(no|n|false|none)\b/.test(word)) return false;
  return null;
}
