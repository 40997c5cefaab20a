import mammoth from 'mammoth';
import { DocumentReadError, type ReadResult } from '../../ports/document-reader.port';
import { coreTitle, titlesOf } from './file-titles';
import { htmlTables } from './html-tables';

/**
 * The document's text, the title its core properties give (mammoth reads only the body), and its
 * tables, which mammoth gives only in its HTML: the document is converted a second time for them.
 */
export async function readDocx(bytes: Buffer): Promise<ReadResult> {
  let text: string;
  let html: string;
  try {
    text = (await mammoth.extractRawText({ buffer: bytes })).value;
    html = (await mammoth.convertToHtml({ buffer: bytes })).value;
  } catch {
    throw new DocumentReadError(
      'The Word document could not be read: the file is damaged or not a valid Word file',
    );
  }
  if (text.trim() === '') throw new DocumentReadError('No text found: the Word document has no text');
  const tables = htmlTables(html);
  return { text, ...titlesOf(coreTitle(bytes)), ...(tables.length ? { tables } : {}) };
}
