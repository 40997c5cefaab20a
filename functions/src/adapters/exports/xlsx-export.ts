import { EVIDENCE_COLUMNS, evidenceLines } from '../../domain/reports/export/csv-export';
import type { ExportDocument } from '../../domain/reports/export/export-document';

/** Column widths in characters: names and findings wide, the rest narrow. */
const WIDTHS = [40, 30, 16, 30, 80, 6];

/**
 * The evidence table as an Excel workbook (issue 27, item 5): one sheet, a bold frozen header, the
 * same lines as the CSV, each link clickable, every value written as text or number (never a
 * formula). exceljs is loaded on first use, as the parsers load it.
 */
export async function writeXlsx(doc: ExportDocument): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(doc.createdAt);
  const sheet = workbook.addWorksheet('Evidence', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EVIDENCE_COLUMNS.map((header, i) => ({ header, width: WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  for (const line of evidenceLines(doc.table)) {
    const row = sheet.addRow(line.map((value) => value ?? ''));
    const link = line[1];
    if (typeof link === 'string' && /^https?:\/\//.test(link)) {
      row.getCell(2).value = { text: link, hyperlink: link };
    }
    row.alignment = { vertical: 'top', wrapText: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
