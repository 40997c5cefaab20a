import type ExcelJS from 'exceljs';
import { format, isDateFormat } from 'numfmt';

/**
 * What a person sees in a cell: formula results rather than formulas, rich text and links as their
 * text, and numbers and dates under the cell's number format as Excel shows them (numfmt): 0.0888
 * under "0.0%" reads 8.9%, 1234.5 under "$#,##0.00" reads $1,234.50, which is what the question
 * will be about. A number in General (or under a format numfmt cannot read) keeps all its digits;
 * a date without a date format reads as an ISO date. Tabs and line breaks become spaces to keep
 * one row a line.
 */
export function cellText(cell: ExcelJS.Cell): string {
  return valueText(cell.value, cell.numFmt).replace(/[\t\r\n]+/g, ' ');
}

function valueText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value, numFmt);
  if (value instanceof Date) return dateText(value, numFmt);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return String(value.error);
  if ('formula' in value || 'sharedFormula' in value) {
    return value.result === undefined ? '' : valueText(value.result as ExcelJS.CellValue, numFmt);
  }
  if ('text' in value) return valueText(value.text as ExcelJS.CellValue, numFmt);
  return '';
}

/** Excel's own display of `value` under `numFmt`, or undefined where the format says nothing. */
function formatted(numFmt: string | undefined, value: number | Date): string | undefined {
  if (!numFmt || numFmt === 'General') return undefined;
  try {
    // exceljs reads a date cell as that day and time in UTC: show those, whatever this machine's zone.
    return format(numFmt, value, { ignoreTimezone: true }).trim();
  } catch {
    return undefined;
  }
}

function numberText(value: number, numFmt: string | undefined): string {
  return formatted(numFmt, value) ?? String(value);
}

function dateText(value: Date, numFmt: string | undefined): string {
  const shown = numFmt && isDateFormat(numFmt) ? formatted(numFmt, value) : undefined;
  if (shown) return shown;
  const iso = value.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
}
