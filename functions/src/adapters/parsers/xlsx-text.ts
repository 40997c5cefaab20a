import ExcelJS from 'exceljs';
import { DocumentReadError, type ReadResult } from '../../ports/document-reader.port';
import { cellText } from './cell-text';
import { titlesOf } from './file-titles';
import { textTooLong } from './read-limits';

const NOT_EXCEL = 'The spreadsheet could not be read: the file is damaged or not a valid Excel file';

/**
 * Every sheet, hidden ones too, under its name as a heading, one row a line with tab-separated
 * cells. The text cap is checked as rows are added, so a huge sheet stops early.
 */
export async function readXlsx(bytes: Buffer, maxTextChars: number): Promise<ReadResult> {
  const workbook = await loadWorkbook(bytes);
  const lines: string[] = [];
  let length = 0;
  let hasCells = false;
  const add = (line: string) => {
    lines.push(line);
    length += line.length + 1;
    if (length > maxTextChars) throw textTooLong(maxTextChars);
  };
  for (const sheet of workbook.worksheets) {
    if (lines.length > 0) add('');
    add(`## ${sheet.name}`);
    sheet.eachRow((row) => {
      const cells = rowCells(row);
      if (cells.length === 0) return;
      hasCells = true;
      add(cells.join('\t'));
    });
  }
  if (!hasCells) throw new DocumentReadError('No text found: every sheet of the spreadsheet is empty');
  // The workbook's own title names the document; its sheets' names ("Summary", "Europe") are its
  // sections, not its names, and are not hidden as names (docs/decisions/sharing-and-teams.md).
  return { text: lines.join('\n'), ...titlesOf(workbook.title) };
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

/** The row's cells up to its last non-empty one; merged areas show their value once. */
function rowCells(row: ExcelJS.Row): string[] {
  const cells: string[] = [];
  row.eachCell({ includeEmpty: true }, (cell, column) => {
    cells[column - 1] = cell.type === ExcelJS.ValueType.Merge ? '' : cellText(cell);
  });
  const filled = Array.from(cells, (cell) => cell ?? '');
  while (filled.length > 0 && filled[filled.length - 1] === '') filled.pop();
  return filled;
}
