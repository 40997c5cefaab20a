import mammoth from 'mammoth';
import { DocumentReadError, type ReadResult } from '../../ports/document-reader.port';
import { coreTitle, titlesOf } from './file-titles';

/** The document's text, and the title its core properties give (mammoth reads only the body). */
export async function readDocx(bytes: Buffer): Promise<ReadResult> {
  let text: string;
  try {
    text = (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    throw new DocumentReadError(
      'The Word document could not be read: the file is damaged or not a valid Word file',
    );
  }
  if (text.trim() === '') throw new DocumentReadError('No text found: the Word document has no text');
  return { text, ...titlesOf(coreTitle(bytes)) };
}
