import type { ReadTable } from '@quarry/contracts/tables';

/**
 * Turning a Drive file into text the model can read. The reader asks the fetcher for bytes (a
 * download for uploaded files, an export for Google Docs and Sheets) and parses them. The bytes
 * are then the reader's: it may hand their buffer to a parsing thread, after which the fetcher's
 * Buffer reads as empty, so a fetcher answers each call with bytes of its own.
 */
export interface DocumentFetcher {
  /** The file's own bytes (alt=media); for uploaded files. */
  download(fileId: string): Promise<Buffer>;
  /** A Google Docs editors file converted to `mimeType` (files.export). */
  export(fileId: string, mimeType: string): Promise<Buffer>;
}

export interface FileToRead {
  id: string;
  name: string;
  mimeType: string;
  /** Bytes, when Drive reports it (uploaded files); lets the reader refuse oversized files before downloading. */
  size?: number;
  /** True when the file is in Drive's trash: it is not read. */
  trashed?: boolean;
  /** False when Drive says the person may not download it: it is not asked for. */
  canDownload?: boolean;
}

export interface ReadPage {
  number: number;
  text: string;
}

export interface ReadResult {
  /** All the text, in reading order. */
  text: string;
  /** Per-page text where the format has pages (PDF), so citations can name the page. */
  pages?: ReadPage[];
  /**
   * The titles the file gives itself, where its format keeps one (a PDF's Title, a Word or Excel
   * file's core title): names of the document that hiding its name must hide too (hide-names.ts).
   */
  titles?: string[];
  /**
   * The document's tables, typed and addressed (spreadsheets, CSV, JSON records, Word tables), in
   * full even where `text` shows a large one's first rows only: answers are computed over all rows.
   */
  tables?: ReadTable[];
}

/** A document that cannot be read; `reason` is shown to the person in the coverage table. */
export class DocumentReadError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'DocumentReadError';
  }
}

export interface DocumentReader {
  /** Reads one file; rejects with DocumentReadError (never anything else) when it cannot. */
  read(file: FileToRead, fetcher: DocumentFetcher): Promise<ReadResult>;
}
