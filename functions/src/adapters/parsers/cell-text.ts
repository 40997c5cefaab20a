import type ExcelJS from 'exceljs';

/**
 * What a person sees in a cell: formula results rather than formulas, rich text and links as their
 * text, dates as ISO dates, and percentages as percentages (0.0888 under "0.0%" reads 8.9%, which
 * is what the question will be about). Tabs and line breaks become spaces to keep one row a line.
 */
export function cellText(cell: ExcelJS.Cell): string {
  return valueText(cell.value, cell.numFmt).replace(/[\t\r\n]+/g, ' ');
}

function valueText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value, numFmt);
  if (value instanceof Date) return dateText(value);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return String(value.error);
  if ('formula' in value || 'sharedFormula' in value) {
    return value.result === undefined ? '' : valueText(value.result as ExcelJS.CellValue, numFmt);
  }
  if ('text' in value) return valueText(value.text as ExcelJS.CellValue, numFmt);
  return '';
}

function numberText(value: number, numFmt: string | undefined): string {
  const percent = numFmt ? /0(?:\.(0+))?%/.exec(numFmt) : null;
  if (!percent) return String(value);
  const decimals = percent[1]?.length ?? 0;
  return `${Number((value * 100).toFixed(decimals))}%`;
}

function dateText(value: Date): string {
  const iso = value.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
}
