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
import { readPlainText } from './plain-text';
import {
  DEFAULT_READ_LIMITS,
  fileTooLarge,
  type ReadLimits,
  textTooLong,
  unpacksTooLarge,
} from './read-limits';
import { withTextTables } from './text-tables';
import { unpackedZipSize } from './zip-size';

type Format = 'pdf' | 'docx' | 'xlsx' | 'text';

interface ReadPlan {
  format: Format;
  /** An export type for Google Docs editors files; uploaded files are downloaded as they are. */
  exportAs?: string;
}

/**
 * Reads a Drive file by its type: Google Docs exported as text, Google Sheets exported as xlsx (the
 * only export that keeps every sheet), PDF, Word, Excel and text formats downloaded and parsed.
 * Every failure becomes a DocumentReadError with a reason for the coverage table, except a refused
 * Drive token, which passes through so the run can ask the person to authorize again.
 */
export class ParsingDocumentReader implements DocumentReader {
  private readonly limits: ReadLimits;

  constructor(limits: Partial<ReadLimits> = {}) {
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
    const result = await this.parse(plan.format, bytes, file);
    if (result.text.length > maxTextChars) throw textTooLong(maxTextChars);
    return result;
  }

  /**
   * Each parser (unpdf, mammoth, exceljs) is imported with the first document of its type: a
   * function that reads no PDF never loads pdf.js, and none of them weighs on a cold start.
   */
  private async parse(format: Format, bytes: Buffer, file: FileToRead): Promise<ReadResult> {
    switch (format) {
      case 'pdf':
        return (await import('./pdf-text')).readPdf(bytes);
      case 'docx':
        this.checkUnpackedSize(bytes);
        return (await import('./docx-text')).readDocx(bytes);
      case 'xlsx':
        this.checkUnpackedSize(bytes);
        return (await import('./xlsx-text')).readXlsx(bytes, this.limits.maxTextChars);
      case 'text':
        return withTextTables(readPlainText(bytes), file.mimeType, file.name);
    }
  }

  private checkUnpackedSize(bytes: Buffer): void {
    const unpacked = unpackedZipSize(bytes);
    const limit = this.limits.maxUnpackedBytes;
    if (unpacked !== undefined && unpacked > limit) throw unpacksTooLarge(unpacked, limit);
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
