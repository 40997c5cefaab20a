import type { GridColumnType } from './grid';
import { readAmount } from './grid-amount';
import { readDate } from './grid-date';

/**
 * A cell's value as sorting and filtering want it (docs/decisions/evidence-grid.md): a number for 'number' (the amount of
 * grid-amount.ts: "$1.2M", "1,200,000", "EUR 87,300", "12.5%"), an ISO date for 'date' (grid-date.ts),
 * a boolean for 'yesno'; null when it cannot be read so, and for 'text'. The server stores it with
 * no locale (docs/decisions/evidence-grid.md): an all-numeric date that could be either way round is then not placed; the
 * grid reads each value again in the viewer's locale (web/src/lib/evidence-grid/cell-reading.ts).
 */
export function normalizeCell(
  type: GridColumnType,
  value: string,
  locale?: string,
): number | string | boolean | null {
  if (type === 'number') return readAmount(value, locale)?.amount ?? null;
  if (type === 'date') return readDate(value, locale);
  if (type === 'yesno') return readYesNo(value);
  return null;
}

export function readYesNo(value: string): boolean | null {
  const word = value.trim().toLowerCase().replace(/[.!]$/, '');
  if (/^(yes|y|true)\b/.test(word)) return true;
  if (/^(no|n|false|none)\b/.test(word)) return false;
  return null;
}
