import { z } from 'zod';

/**
 * A number column's value as a typed amount (docs/decisions/evidence-grid.md): the figure with its scale applied
 * ("$1.2M" → 1,200,000), its currency as an ISO 4217 code (null when the value names none) and its
 * unit ("days", "%", "per year"; null when it has none). Two amounts compare only when both their
 * currency and their unit are the same: pounds are never weighed against euros.
 */
export const GridAmount = z.object({
  amount: z.number(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  unit: z.string().nullable(),
});
export type GridAmount = z.infer<typeof GridAmount>;

/** Symbols (longest first, so 'US$' wins over '$') and the code each stands for. */
const SYMBOLS: [string, string][] = [
  ['US$', 'USD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  // A bare '$' is the US dollar: the only reading that needs no guess about where the writer lives.
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['₽', 'RUB'],
  ['₺', 'TRY'],
  ['₪', 'ILS'],
  ['₱', 'PHP'],
  ['₦', 'NGN'],
];
const WORDS: [RegExp, string][] = [
  [/^euros?\b/i, 'EUR'],
  [/^(?:us )?dollars?\b/i, 'USD'],
  [/^(?:pounds? sterling|sterling|pounds?)\b/i, 'GBP'],
];

const CODES: ReadonlySet<string> = new Set(
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('currency')
    : ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD'],
);

const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mio: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  mrd: 1e9,
  billion: 1e9,
};

/** The first figure: grouped in threes (by comma, dot, space or apostrophe) or plain, with decimals. */
const FIGURE = /([-−])?(\d{1,3}(?:[,.'’\u00a0\u202f ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)/;
const SCALE = /^\s*(k|mm|mn|m|bn|b|thousand|million|billion|mio|mrd)\.?(?![\p{L}\d])/iu;
const UNIT = /^\s*(?:(calendar|business|working)\s+)?(days?|weeks?|months?|years?|hours?)\b/i;
const PERCENT = /^\s*(%|percent\b|per cent\b)/i;
const RATE = /^\s*(?:per|a|an|\/)\s*(year|annum|month|week|day|hour)\b|^\s*(p\.a\.)/i;

/** The decimal separator the person's locale writes ('.' in en-US, ',' in de-DE); '.' without one. */
export function decimalSeparatorOf(locale?: string): '.' | ',' {
  if (!locale) return '.';
  try {
    const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
    return part?.value === ',' ? ',' : '.';
  } catch {
    return '.';
  }
}

/**
 * The decimal separator of a figure: with both '.' and ',' the last one; one kind used twice is
 * grouping; one mark before exactly three digits ("12.000", "1,250") is grouping for money (nobody
 * writes thousandths of a euro) and otherwise read as the person's locale writes decimals.
 */
function decimalOf(digits: string, money: boolean, locale?: string): string | null {
  const marks = digits.replace(/\d/g, '');
  const last = marks.at(-1);
  if (!last || !(last === '.' || last === ',')) return null;
  if (new Set(marks).size > 1) return last;
  if (marks.length > 1) return null;
  const decimals = digits.length - digits.lastIndexOf(last) - 1;
  if (decimals !== 3) return last;
  return !money && decimalSeparatorOf(locale) === last ? last : null;
}

function figureOf(digits: string, money: boolean, locale?: string): number {
  const decimal = decimalOf(digits, money, locale);
  const at = decimal ? digits.lastIndexOf(decimal) : digits.length;
  const [whole, fraction] = [digits.slice(0, at), digits.slice(at + 1)];
  return Number(`${whole.replace(/\D/g, '')}.${fraction || '0'}`);
}

function currencyBefore(text: string): string | null {
  const before = text.trimEnd();
  for (const [symbol, code] of SYMBOLS) if (before.endsWith(symbol)) return code;
  const word = /([A-Z]{3})$/.exec(before)?.[1];
  return word && CODES.has(word) ? word : null;
}

/** A currency written after the figure ("12.000 €", "75,250 EUR", "300 euros"): its code and length. */
function currencyAfter(text: string): [string, number] | null {
  const rest = text.trimStart();
  const skipped = text.length - rest.length;
  for (const [symbol, code] of SYMBOLS) if (rest.startsWith(symbol)) return [code, skipped + symbol.length];
  const word = /^([A-Z]{3})\b/.exec(rest)?.[1];
  if (word && CODES.has(word)) return [word, skipped + 3];
  for (const [pattern, code] of WORDS) {
    const match = pattern.exec(rest);
    if (match) return [code, skipped + match[0].length];
  }
  return null;
}

function unitOf(text: string): string | null {
  const unit = UNIT.exec(text);
  if (unit) {
    const base = (unit[2] as string).toLowerCase().replace(/s?$/, 's');
    return unit[1] && base === 'days' ? 'business days' : base;
  }
  if (PERCENT.test(text)) return '%';
  const rate = RATE.exec(text);
  if (rate) return `per ${rate[2] ? 'year' : (rate[1] as string).toLowerCase().replace('annum', 'year')}`;
  return null;
}

/**
 * The first amount a value states, read as its writer meant it, or null when it states no figure.
 * The locale (the person's, web/src/lib/person-locale.ts) settles only a lone mark before three
 * digits in a figure without a currency.
 */
export function readAmount(value: string, locale?: string): GridAmount | null {
  const text = cleanCellValue(value);
  const match = FIGURE.exec(text);
  if (!match) return null;
  const before = text.slice(0, match.index);
  let rest = text.slice(match.index + match[0].length);
  const scale = SCALE.exec(rest);
  if (scale) rest = rest.slice(scale[0].length);
  const after = currencyBefore(before) === null ? currencyAfter(rest) : null;
  if (after) rest = rest.slice(after[1]);
  const currency = currencyBefore(before) ?? after?.[0] ?? null;
  const negative = Boolean(match[1]) || /[-−](?:[A-Z]{0,2}\$|[€£¥])\s*$/.test(before);
  const figure = figureOf(match[2] as string, currency !== null, locale);
  const factor = scale ? (SCALES[(scale[1] as string).toLowerCase()] ?? 1) : 1;
  if (!Number.isFinite(figure)) return null;
  const amount = Math.round(figure * factor * 100) / 100;
  return { amount: negative ? -amount : amount, currency, unit: unitOf(rest) };
}

/**
 * A value without the punctuation a sentence left on it ("EUR 12,000," → "EUR 12,000"): separators
 * at either end and a full stop after a figure. A stop after a word stays ("Orchid Catering Co.").
 */
export function cleanCellValue(value: string): string {
  return value
    .trim()
    .replace(/^[,;:\s]+/, '')
    .replace(/[,;:\s]+$/, '')
    .replace(/(\d)\.$/, '$1');
}
