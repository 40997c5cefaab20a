import {
  DOCX,
  GOOGLE_DOC,
  GOOGLE_FORM,
  GOOGLE_SHEET,
  GOOGLE_SLIDES,
  isTextType,
  PDF,
  PPT,
  PPTX,
  XLSX,
} from '../../domain/research/search/document-types';
import {
  type DocumentFetcher,
  DocumentReadError,
  type DocumentReader,
  type FileToRead,
  type ReadResult,
} from '../../ports/document-reader.port';
import { DriveAuthError } from '../../ports/drive.port';
import { REFUSALS } from '../google/drive-fetcher';
import { type Format, IN_THREAD, type Parser } from './parse-bytes';
import { DEFAULT_READ_LIMITS, fileTooLarge, type ReadLimits, textTooLong } from './read-limits';

interface ReadPlan {
  format: Format;
  /** An export type for Google Docs editors files; uploaded files are downloaded as they are. */
  exportAs?: string;
}

/**
 * Reads a Drive file by its type: Google Docs exported as text, Google Sheets exported as xlsx (the
 * only export that keeps every sheet), PDF, Word, Excel and text formats downloaded and parsed.
 * Every failure becomes a DocumentReadError with a reason for the coverage table, except a refused
 * Drive token, which passes through so the run can ask the person to authorize again. The bytes
 * are parsed by `parser`: in this thread by default, on a pool of threads where the app composes
 * the reader (parse-pool.ts), so parsing does not hold the event loop.
 */
export class ParsingDocumentReader implements DocumentReader {
  private readonly limits: ReadLimits;

  constructor(
    limits: Partial<ReadLimits> = {},
    private readonly parser: Parser = IN_THREAD,
  ) {
    this.limits = { ...DEFAULT_READ_LIMITS, ...limits };
  }

  async read(file: FileToRead, fetcher: DocumentFetcher): Promise<ReadResult> {
    const refused = refusedByDrive(file);
    if (refused) throw new DocumentReadError(refused);
    try {
      return await this.readPlanned(file, planFor(file.mimeType), fetcher);
    } catch (error) {
      if (error instanceof DocumentReadError || error instanceof DriveAuthError) throw error;
      throw new DocumentReadError(`The file could not be read: ${messageOf(error)}`);
    }
  }

  private async readPlanned(file: FileToRead, plan: ReadPlan, fetcher: DocumentFetcher): Promise<ReadResult> {
    const { maxFileBytes, maxTextChars } = this.limits;
    if (file.size !== undefined && file.size > maxFileBytes) throw fileTooLarge(file.size, maxFileBytes);
    const bytes = await fetchBytes(file, plan, fetcher);
    if (bytes.length === 0) throw new DocumentReadError('The file is empty');
    if (bytes.length > maxFileBytes) throw fileTooLarge(bytes.length, maxFileBytes);
    const task = {
      format: plan.format,
      bytes,
      mimeType: file.mimeType,
      name: file.name,
      limits: this.limits,
    };
    const result = await this.parser.parse(task);
    if (result.text.length > maxTextChars) throw textTooLong(maxTextChars);
    return result;
  }
}

/**
 * Why Drive's metadata already says the file is not to be read: in the trash (Drive still hands it
 * over, but the person threw it away), or download turned off for them by its owner.
 */
function refusedByDrive(file: FileToRead): string | undefined {
  if (file.trashed) return 'The file is in the Google Drive trash. Restore it in Google Drive to read it.';
  if (file.canDownload === false) return REFUSALS.cannotDownloadFile;
  return undefined;
}

function planFor(mimeType: string): ReadPlan {
  if (mimeType === GOOGLE_DOC) return { format: 'text', exportAs: 'text/plain' };
  if (mimeType === GOOGLE_SHEET) return { format: 'xlsx', exportAs: XLSX };
  if (mimeType === PDF) return { format: 'pdf' };
  if (mimeType === DOCX) return { format: 'docx' };
  if (mimeType === XLSX) return { format: 'xlsx' };
  if (isTextType(mimeType)) return { format: 'text' };
  throw new DocumentReadError(unsupportedReason(mimeType));
}

function unsupportedReason(mimeType: string): string {
  if (mimeType === GOOGLE_SLIDES || mimeType === PPTX || mimeType === PPT) {
    return 'Presentations cannot be read: only documents, spreadsheets, PDFs and text files are supported';
  }
  if (mimeType === GOOGLE_FORM) {
    return 'Forms cannot be read: only documents, spreadsheets, PDFs and text files are supported';
  }
  return `Files of this type (${mimeType}) cannot be read: only documents, spreadsheets, PDFs and text files are supported`;
}

async function fetchBytes(file: FileToRead, plan: ReadPlan, fetcher: DocumentFetcher): Promise<Buffer> {
  try {
    return plan.exportAs ? await fetcher.export(file.id, plan.exportAs) : await fetcher.download(file.id);
  } catch (error) {
    if (error instanceof DriveAuthError || error instanceof DocumentReadError) throw error;
    throw new DocumentReadError(`The file could not be fetched from Google Drive: ${messageOf(error)}`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
