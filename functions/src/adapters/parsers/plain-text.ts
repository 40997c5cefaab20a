import { DocumentReadError, type ReadResult } from '../../ports/document-reader.port';

/**
 * CSV, Markdown, plain text, JSON and XML, and the text export of a Google Doc (which Drive starts
 * with a byte-order mark). UTF-8 unless a UTF-16 byte-order mark says otherwise, as spreadsheet
 * programs write "Unicode text"; the decoder drops the mark itself.
 */
export function readPlainText(bytes: Buffer): ReadResult {
  const text = new TextDecoder(encodingOf(bytes)).decode(bytes);
  if (text.trim() === '') throw new DocumentReadError('The file is empty');
  return { text };
}

function encodingOf(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}
