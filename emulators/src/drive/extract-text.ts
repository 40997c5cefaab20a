import { DOCX, isTextContent, PPTX, XLSX } from './mime-types';
import { loadWorkbook, sheetRows } from './sheet-cells';

/**
 * The readable text of a file's bytes, by the type of content on disk, for full-text search and
 * the web view. Throws when the content cannot be read (a corrupt file); types with no text
 * extractor (images, archives) give ''. With `enough` (characters), a PDF stops reading pages and
 * a workbook sheets once that much text is read, so search does not parse what it will not index;
 * the text can still run past `enough` (the caller cuts it).
 */
export async function extractText(bytes: Buffer, contentType: string, enough = Infinity): Promise<string> {
  if (isTextContent(contentType)) return bytes.toString('utf8');
  switch (contentType) {
    case 'application/pdf':
      return pdfText(bytes, enough);
    case DOCX: {
      const { default: mammoth } = await import('mammoth');
      return (await mammoth.extractRawText({ buffer: bytes })).value;
    }
    case XLSX:
      return workbookText(bytes, enough);
    case PPTX:
      return pptxText(bytes);
    default:
      return '';
  }
}

/** Page by page as unpdf's extractText reads them (a line's end kept), pages apart by a blank line. */
async function pdfText(bytes: Buffer, enough: number): Promise<string> {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= pdf.numPages && length < enough; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      page.cleanup();
      pages.push(text);
      length += text.length + 2;
    }
    return pages.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

async function workbookText(bytes: Buffer, enough: number): Promise<string> {
  const workbook = await loadWorkbook(bytes);
  const sheets: string[] = [];
  let length = 0;
  for (const sheet of workbook.worksheets) {
    if (length >= enough) break;
    const text = [sheet.name, ...sheetRows(sheet).map((row) => row.join('\t'))].join('\n');
    sheets.push(text);
    length += text.length + 2;
  }
  return sheets.join('\n\n');
}

async function pptxText(bytes: Buffer): Promise<string> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(bytes);
  const slides = Object.keys(zip.files)
    .map((name) => ({ name, n: Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1]) }))
    .filter((slide) => Number.isInteger(slide.n))
    .sort((a, b) => a.n - b.n);
  const texts: string[] = [];
  for (const slide of slides) {
    const xml = await zip.file(slide.name)!.async('string');
    const runs = [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => decodeXml(m[1]!));
    texts.push(runs.join('\n'));
  }
  return texts.join('\n\n');
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
