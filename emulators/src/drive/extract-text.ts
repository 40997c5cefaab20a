import { DOCX, isTextContent, PPTX, XLSX } from './mime-types';
import { loadWorkbook, sheetRows } from './sheet-cells';

/**
 * The readable text of a file's bytes, by the type of content on disk, for full-text search and
 * the web view. Throws when the content cannot be read (a corrupt file); types with no text
 * extractor (images, archives) give ''.
 */
export async function extractText(bytes: Buffer, contentType: string): Promise<string> {
  if (isTextContent(contentType)) return bytes.toString('utf8');
  switch (contentType) {
    case 'application/pdf': {
      const { extractText: pdfText } = await import('unpdf');
      const { text } = await pdfText(new Uint8Array(bytes), { mergePages: false });
      return text.join('\n\n');
    }
    case DOCX: {
      const { default: mammoth } = await import('mammoth');
      return (await mammoth.extractRawText({ buffer: bytes })).value;
    }
    case XLSX: {
      const workbook = await loadWorkbook(bytes);
      return workbook.worksheets
        .map((sheet) => [sheet.name, ...sheetRows(sheet).map((row) => row.join('\t'))].join('\n'))
        .join('\n\n');
    }
    case PPTX:
      return pptxText(bytes);
    default:
      return '';
  }
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
