import type { ReadTable } from '@quarry/contracts/tables';
import ExcelJS from 'exceljs';
import { DocumentReadError, type ReadResult } from '../../ports/document-reader.port';
import { titlesOf } from './file-titles';
import { tableOf } from './table-grid';
import { CappedLines } from './table-text';
import { sheetRows } from './xlsx-rows';

const NOT_EXCEL = 'The spreadsheet could not be read: the file is damaged or not a valid Excel file';

/**
 * Every sheet, hidden ones too, under its name as a heading, one row a line with tab-separated
 * cells; a sheet of more than LARGE_TABLE_ROWS rows by its first rows only. The text cap is checked
 * as rows are added. Each sheet is also read as a typed table, every row of it, with its addresses.
 */
export async function readXlsx(bytes: Buffer, maxTextChars: number): Promise<ReadResult> {
  const workbook = await loadWorkbook(bytes);
  const text = new CappedLines(maxTextChars);
  const tables: ReadTable[] = [];
  for (const sheet of workbook.worksheets) {
    if (text.lines.length > 0) text.add('');
    text.add(`## ${sheet.name}`);
    const { lines, rows, merged } = sheetRows(sheet);
    text.addRows(lines);
    const notes = merged > 0 ? [`${merged} merged cells read as the value of their merged area`] : [];
    const table = tableOf({ id: `t${tables.length + 1}`, name: sheet.name, kind: 'sheet', rows, notes });
    if (table) tables.push(table);
  }
  if (!text.lines.some((line, index) => index > 0 && line && !line.startsWith('## '))) {
    throw new DocumentReadError('No text found: every sheet of the spreadsheet is empty');
  }
  // The workbook's own title names the document; its sheets' names ("Summary", "Europe") are its
  // sections, not its names, and are not hidden as names (docs/decisions/sharing-and-teams.md).
  return { text: text.lines.join('\n'), ...titlesOf(workbook.title), ...(tables.length ? { tables } : {}) };
}

async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typings predate Node's generic Buffer; the bytes are what it expects.
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw new DocumentReadError(NOT_EXCEL);
  }
  // Any other zip (a Word file, say) loads without complaint and simply has no sheets.
  if (workbook.worksheets.length === 0) throw new DocumentReadError(NOT_EXCEL);
  return workbook;
}
