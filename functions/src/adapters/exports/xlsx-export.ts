import { evidenceHeaders, evidenceLines } from '../../domain/reports/export/csv-export';
import type { ExportDocument } from '../../domain/reports/export/export-document';

/** Column widths in characters: names and findings wide, the rest narrow; per grid column value, quote, page, verified. */
const WIDTHS = [40, 30, 16, 30, 80, 6, 8];
const GRID_WIDTHS = [24, 60, 6, 8];

/**
 * The evidence table as an Excel workbook (docs/decisions/exports.md): one sheet, a bold frozen header, the
 * same lines as the CSV, each link clickable, every value written as text or number (never a
 * formula). exceljs is loaded on first use, as the parsers load it.
 */
export async function writeXlsx(doc: ExportDocument): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(doc.createdAt);
  const sheet = workbook.addWorksheet('Evidence', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = evidenceHeaders(doc.columns).map((header, i) => ({
    header,
    width: WIDTHS[i] ?? GRID_WIDTHS[(i - WIDTHS.length) % GRID_WIDTHS.length],
  }));
  sheet.getRow(1).font = { bold: true };
  for (const line of evidenceLines(doc.table, doc.columns)) {
    const row = sheet.addRow(line.map((value) => value ?? ''));
    const link = line[1];
    if (typeof link === 'string' && /^https?:\/\//.test(link)) {
      row.getCell(2).value = { text: link, hyperlink: link };
    }
    row.alignment = { vertical: 'top', wrapText: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
