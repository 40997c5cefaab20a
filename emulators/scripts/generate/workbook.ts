import Excel from 'exceljs';
import type { SourceMeta } from './front-matter';
import { normalizeZip } from './zip-normalize';

/** A cell in a workbook source: a value, a formula with its cached result, or a date. */
export type CellSource = string | number | null | { f: string; v: number } | { d: string };

export interface WorkbookSource {
  date?: string;
  author?: string;
  sheets: { name: string; widths?: number[]; formats?: (string | null)[]; rows: CellSource[][] }[];
}

function cellValue(cell: CellSource): Excel.CellValue {
  if (cell === null || typeof cell !== 'object') return cell;
  if ('f' in cell) return { formula: cell.f, result: cell.v };
  return new Date(`${cell.d}T00:00:00Z`);
}

/** An .xlsx with one worksheet per source sheet: bold header row, column widths and number formats. */
export async function workbookFile(source: WorkbookSource, meta: SourceMeta): Promise<Buffer> {
  const workbook = new Excel.Workbook();
  workbook.creator = meta.author;
  workbook.lastModifiedBy = meta.author;
  workbook.created = meta.date;
  workbook.modified = meta.date;
  for (const sheetSource of source.sheets) {
    const sheet = workbook.addWorksheet(sheetSource.name);
    sheet.columns = (sheetSource.widths ?? []).map((width) => ({ width }));
    sheetSource.rows.forEach((cells, r) => {
      const row = sheet.addRow(cells.map(cellValue));
      if (r === 0) row.font = { bold: true };
      cells.forEach((cell, c) => {
        const format =
          cell !== null && typeof cell === 'object' && 'd' in cell ? 'yyyy-mm-dd' : sheetSource.formats?.[c];
        if (r > 0 && format) row.getCell(c + 1).numFmt = format;
      });
    });
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
  const bytes = await workbook.xlsx.writeBuffer();
  return normalizeZip(Buffer.from(bytes), meta.date);
}
