import { DocumentReadError } from '../../ports/document-reader.port';

/**
 * How much one document may weigh. The file cap keeps a single download (held in memory, as the
 * parsers need) well inside a function's memory; Drive's own export limit (10 MB) is lower still.
 */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Word and Excel files are zip archives whose XML the parsers load whole: a small, highly compressed
 * file can unpack to gigabytes, so the unpacked size is capped as well.
 */
export const MAX_UNPACKED_BYTES = 150 * 1024 * 1024;

/**
 * About 500,000 tokens: a long book, or a few hundred chunks for the extraction step. Text past this
 * is refused rather than cut, so a report never quietly rests on part of a document.
 */
export const MAX_TEXT_CHARS = 2_000_000;

export interface ReadLimits {
  maxFileBytes: number;
  maxUnpackedBytes: number;
  maxTextChars: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxFileBytes: MAX_FILE_BYTES,
  maxUnpackedBytes: MAX_UNPACKED_BYTES,
  maxTextChars: MAX_TEXT_CHARS,
};

export function fileTooLarge(bytes: number, limit: number): DocumentReadError {
  return new DocumentReadError(
    `The file is too large to read: ${megabytes(bytes)} (the limit is ${megabytes(limit)})`,
  );
}

export function unpacksTooLarge(bytes: number, limit: number): DocumentReadError {
  return new DocumentReadError(
    `The file is too large to read: it unpacks to ${megabytes(bytes)} (the limit is ${megabytes(limit)})`,
  );
}

export function textTooLong(limit: number): DocumentReadError {
  return new DocumentReadError(
    `The file has too much text to read: more than ${limit.toLocaleString('en-US')} characters`,
  );
}

/** Rounded up, so a file just over a limit never reads as equal to it. */
function megabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${Math.ceil((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
