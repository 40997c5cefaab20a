import mammoth from 'mammoth';
import { DocumentReadError, type ReadResult } from '../../ports/document-reader.port';
import { coreTitle, titlesOf } from './file-titles';
import { htmlTables } from './html-tables';

/** A node of the document mammoth reads (its documents.js): text, a tab, or an element with children. */
interface DocxNode {
  type: string;
  value?: string;
  children?: DocxNode[];
}

/**
 * The document's text, the title its core properties give (mammoth reads only the body), and its
 * tables, which mammoth gives only in its HTML. The file is unpacked and its XML read once: the
 * text is taken from the document mammoth builds on its way to HTML, as its extractRawText would
 * (reading the file twice, once for each, was most of the time a Word document took).
 */
export async function readDocx(bytes: Buffer): Promise<ReadResult> {
  let text = '';
  let html: string;
  try {
    const transformDocument = (document: DocxNode) => {
      text = rawText(document);
      return document;
    };
    html = (await mammoth.convertToHtml({ buffer: bytes }, { transformDocument })).value;
  } catch {
    throw new DocumentReadError(
      'The Word document could not be read: the file is damaged or not a valid Word file',
    );
  }
  if (text.trim() === '') throw new DocumentReadError('No text found: the Word document has no text');
  const tables = htmlTables(html);
  return { text, ...titlesOf(coreTitle(bytes)), ...(tables.length ? { tables } : {}) };
}

/** mammoth's own raw text (lib/raw-text.js): a paragraph's text and a blank line, a tab as a tab. */
function rawText(node: DocxNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'tab') return '\t';
  const tail = node.type === 'paragraph' ? '\n\n' : '';
  return (node.children ?? []).map(rawText).join('') + tail;
}
