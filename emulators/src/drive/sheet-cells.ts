import type ExcelJS from 'exceljs';

/** The text a person sees in a cell (formula results, rich text and links flattened; dates as ISO). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return String(value.error);
  if ('formula' in value || 'sharedFormula' in value) {
    return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
  }
  if ('text' in value) {
    const text = value.text as unknown;
    return typeof text === 'string' ? text : cellText(text as ExcelJS.CellValue);
  }
  return '';
}

/** The rows of a worksheet as text cells, padded to the sheet's width, with no trailing empty rows. */
export function sheetRows(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  const width = sheet.actualColumnCount > 0 ? sheet.columnCount : 0;
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= width; c += 1) cells.push(cellText(row.getCell(c).value));
    rows.push(cells);
  }
  while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell === '')) rows.pop();
  return rows;
}

export async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  // exceljs's typings predate Node's generic Buffer; the bytes are what it expects.
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}
