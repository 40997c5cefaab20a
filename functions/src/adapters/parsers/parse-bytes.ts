import type { ReadResult } from '../../ports/document-reader.port';
import { readPlainText } from './plain-text';
import { type ReadLimits, unpacksTooLarge } from './read-limits';
import { withTextTables } from './text-tables';
import { unpackedZipSize } from './zip-size';

/** How the bytes are parsed: the reader picks it from the file's type. */
export type Format = 'pdf' | 'docx' | 'xlsx' | 'text';

/** One document's bytes and what parsing them needs; a parsing thread receives exactly this. */
export interface ParseTask {
  format: Format;
  bytes: Buffer;
  mimeType: string;
  name: string;
  limits: ReadLimits;
}

/** Parses a document's bytes: in this thread (parseBytes), or on a pool of threads (parse-pool.ts). */
export interface Parser {
  parse(task: ParseTask): Promise<ReadResult>;
}

/**
 * Each parser (unpdf, mammoth, exceljs) is imported with the first document of its type: a
 * function that reads no PDF never loads pdf.js, and none of them weighs on a cold start.
 */
export async function parseBytes(task: ParseTask): Promise<ReadResult> {
  const { bytes, limits } = task;
  switch (task.format) {
    case 'pdf':
      return (await import('./pdf-text')).readPdf(bytes);
    case 'docx':
      checkUnpackedSize(bytes, limits.maxUnpackedBytes);
      return (await import('./docx-text')).readDocx(bytes);
    case 'xlsx':
      checkUnpackedSize(bytes, limits.maxUnpackedBytes);
      return (await import('./xlsx-text')).readXlsx(bytes, limits.maxTextChars);
    case 'text':
      return withTextTables(readPlainText(bytes), task.mimeType, task.name);
  }
}

/** The parser in the calling thread: tests, scripts, and where no thread can be started. */
export const IN_THREAD: Parser = { parse: parseBytes };

function checkUnpackedSize(bytes: Buffer, limit: number): void {
  const unpacked = unpackedZipSize(bytes);
  if (unpacked !== undefined && unpacked > limit) throw unpacksTooLarge(unpacked, limit);
}
