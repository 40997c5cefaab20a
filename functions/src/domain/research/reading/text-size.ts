import { DOCX, GOOGLE_DOC, GOOGLE_SHEET, isTextType, PDF, XLSX } from '../search/document-types';

/**
 * How much text a document holds, from what the search knows before anything is read: its type and
 * the size Drive gives (docs/decisions/reading-economy.md: measured on the sample drives by parsing every
 * sample and comparing its text with its bytes). Text formats are their bytes; PDFs about half
 * (fonts and layout); Word and Excel files are zipped XML, about a sixth. Google Docs and Sheets
 * usually have no Drive size: a stated default stands in.
 */
export const TEXT_PER_BYTE: Record<string, number> = {
  [PDF]: 0.52,
  [DOCX]: 0.17,
  [XLSX]: 0.17,
  [GOOGLE_DOC]: 1,
  [GOOGLE_SHEET]: 0.13,
};
/** Text formats (plain, Markdown, CSV, JSON, XML) and anything else not measured. */
const OTHER_TEXT_PER_BYTE = 1;
/** A document without a Drive size (a Google Doc or Sheet): a few pages. */
export const DEFAULT_TEXT_CHARS = 8_000;

/** The characters of text a document of this type and Drive size is expected to hold. */
export function expectedTextChars(document: { mimeType: string; size?: number | undefined }): number {
  if (document.size === undefined || document.size <= 0) return DEFAULT_TEXT_CHARS;
  const ratio = isTextType(document.mimeType) ? 1 : (TEXT_PER_BYTE[document.mimeType] ?? OTHER_TEXT_PER_BYTE);
  return Math.max(1, Math.round(document.size * ratio));
}
