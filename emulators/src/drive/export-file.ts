import { docxFromBlocks } from './docx-from-blocks';
import { blocksToPlainText, parseBlocks } from './markdown-blocks';
import { DOCX, GOOGLE_DOC, GOOGLE_SHEET, GOOGLE_SLIDES, XLSX } from './mime-types';
import { loadWorkbook, sheetRows } from './sheet-cells';

/** What each Google type can be exported to (a subset of Drive's exportFormats). */
const TARGETS: Record<string, string[]> = {
  [GOOGLE_DOC]: ['text/plain', 'text/markdown', DOCX],
  [GOOGLE_SHEET]: [XLSX, 'text/csv', 'text/tab-separated-values'],
  [GOOGLE_SLIDES]: ['text/plain'],
};

export function exportTargets(mimeType: string): string[] {
  return TARGETS[mimeType] ?? [];
}

/**
 * Converts a Google type's stored content to the requested format: Docs (Markdown or text on disk)
 * to text, Markdown or Word; Sheets (xlsx on disk) to xlsx with every sheet, or the first sheet as
 * CSV / TSV, as Drive does; Slides (text on disk) to text.
 */
export async function exportContent(
  item: { name: string; mimeType: string; contentType: string },
  bytes: Buffer,
  target: string,
): Promise<Buffer> {
  if (item.mimeType === GOOGLE_DOC) {
    const source = bytes.toString('utf8');
    const isMarkdown = item.contentType === 'text/markdown';
    if (target === 'text/markdown') return bytes;
    const blocks = isMarkdown
      ? parseBlocks(source)
      : source.split(/\n{2,}/).map((text) => ({ type: 'paragraph' as const, text }));
    if (target === 'text/plain') return Buffer.from(isMarkdown ? blocksToPlainText(blocks) : source, 'utf8');
    return docxFromBlocks(blocks, { title: item.name, creator: 'Quarry Drive emulator' });
  }
  if (item.mimeType === GOOGLE_SHEET) {
    if (target === XLSX) return bytes;
    const workbook = await loadWorkbook(bytes);
    const first = workbook.worksheets[0];
    const rows = first ? sheetRows(first) : [];
    const separator = target === 'text/csv' ? ',' : '\t';
    return Buffer.from(
      rows.map((row) => row.map((cell) => quote(cell, separator)).join(separator)).join('\r\n'),
      'utf8',
    );
  }
  return bytes;
}

function quote(cell: string, separator: string): string {
  if (separator === '\t') return cell.replace(/[\t\r\n]+/g, ' ');
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}
