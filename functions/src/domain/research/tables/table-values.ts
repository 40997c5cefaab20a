import { readAmount } from '@quarry/contracts/grid-amount';
import { readDate } from '@quarry/contracts/grid-date';
import type { TableColumn, TableValue } from '@quarry/contracts/tables';

/**
 * A cell's text read as a number or a date only when that is all it says: "$1,200", "12.5%",
 * "(300)", "EUR 4.2M", "2025-03-31", "31/03/2025", "31 March 2025". "Q3 2026" or "Room 12" stay text.
 */
const WHOLE_NUMBER =
  /^\(?[-−+]?\s*(?:[A-Z]{0,2}\$|[€£¥]|[A-Z]{3}\s?)?\s*[-−]?\d[\d,.\s']*(?:\s?(?:[kKmMbB]n?|bn|million|billion|thousand))?\s*(?:%|[A-Z]{3}|[a-z]{1,6})?\)?$/u;
const WHOLE_DATE =
  /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{1,2}\.? \p{L}+\.? \d{4}|\p{L}+\.? \d{1,2},? \d{4})$/u;

export interface NumberReading {
  value: number;
  /** An ISO currency code ("USD") or a unit ("%", "days"), when the text gives one. */
  unit?: string;
}

export function numberValue(text: string): NumberReading | undefined {
  const trimmed = text.trim();
  if (!trimmed || !WHOLE_NUMBER.test(trimmed)) return undefined;
  const amount = readAmount(trimmed.replace(/^\((.*)\)$/, '-$1'), 'en-US');
  if (!amount) return undefined;
  const unit = amount.currency ?? amount.unit ?? undefined;
  return unit ? { value: amount.amount, unit } : { value: amount.amount };
}

/** A date as YYYY-MM-DD when the text is one (year first, day first as most of the world writes, or in words). */
export function dateValue(text: string): string | undefined {
  const trimmed = text.trim();
  if (!WHOLE_DATE.test(trimmed)) return undefined;
  return readDate(trimmed, 'en-GB') ?? undefined;
}

/** A value as the document would show it: "$4,210,000", "12.5%", "2025-03-31". */
export function valueText(value: TableValue, column?: Pick<TableColumn, 'type' | 'unit'>): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  const figure = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const unit = column?.unit;
  if (!unit) return figure;
  if (unit === '%') return `${figure}%`;
  if (/^[A-Z]{3}$/.test(unit)) return currencyText(value, unit) ?? `${unit} ${figure}`;
  return `${figure} ${unit}`;
}

function currencyText(value: number, currency: string): string | undefined {
  try {
    return value.toLocaleString('en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    });
  } catch {
    return undefined;
  }
}
