/**
 * How a file on disk appears in the emulated Drive. Google Docs Editors files cannot exist on a
 * disk, so each is stored as its content with a double extension that names the Google type
 * (`Name.gdoc.md` is the Google Doc "Name"); every other file keeps its name and gets the MIME
 * type Drive gives its extension.
 */
export const FOLDER = 'application/vnd.google-apps.folder';
export const GOOGLE_DOC = 'application/vnd.google-apps.document';
export const GOOGLE_SHEET = 'application/vnd.google-apps.spreadsheet';
export const GOOGLE_SLIDES = 'application/vnd.google-apps.presentation';
export const GOOGLE_FORM = 'application/vnd.google-apps.form';
/** A Drive shortcut: a file that points at another file or folder (shortcuts.ts). */
export const SHORTCUT = 'application/vnd.google-apps.shortcut';

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** Double extensions of Google types, with the type of the content kept on disk. */
const GOOGLE_SUFFIXES: { suffix: string; mimeType: string; content: string }[] = [
  { suffix: '.gdoc.md', mimeType: GOOGLE_DOC, content: 'text/markdown' },
  { suffix: '.gdoc.txt', mimeType: GOOGLE_DOC, content: 'text/plain' },
  { suffix: '.gsheet.xlsx', mimeType: GOOGLE_SHEET, content: XLSX },
  { suffix: '.gslides.txt', mimeType: GOOGLE_SLIDES, content: 'text/plain' },
  { suffix: '.gform.json', mimeType: GOOGLE_FORM, content: 'application/json' },
  // The JSON names the target; it is no content of the shortcut's, so full-text search never reads it.
  { suffix: '.gshortcut.json', mimeType: SHORTCUT, content: SHORTCUT },
];

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  docx: DOCX,
  doc: 'application/msword',
  xlsx: XLSX,
  xls: 'application/vnd.ms-excel',
  pptx: PPTX,
  ppt: 'application/vnd.ms-powerpoint',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  md: 'text/markdown',
  txt: 'text/plain',
  json: 'application/json',
  xml: 'text/xml',
  html: 'text/html',
  htm: 'text/html',
  rtf: 'application/rtf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  zip: 'application/zip',
};

export interface DiskType {
  /** The name Drive shows: Google types lose their on-disk double extension. */
  name: string;
  mimeType: string;
  /** The MIME type of the bytes on disk (equal to mimeType for ordinary files). */
  contentType: string;
  isGoogleType: boolean;
}

export function diskType(fileName: string): DiskType {
  const lower = fileName.toLowerCase();
  const google = GOOGLE_SUFFIXES.find((g) => lower.endsWith(g.suffix) && lower.length > g.suffix.length);
  if (google) {
    return {
      name: fileName.slice(0, -google.suffix.length),
      mimeType: google.mimeType,
      contentType: google.content,
      isGoogleType: true,
    };
  }
  const mimeType = BY_EXTENSION[extensionOf(fileName)] ?? 'application/octet-stream';
  return { name: fileName, mimeType, contentType: mimeType, isGoogleType: false };
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Content types whose bytes are UTF-8 text a person (and full-text search) can read directly. */
export function isTextContent(contentType: string): boolean {
  return (
    contentType.startsWith('text/') || contentType === 'application/json' || contentType === 'application/rtf'
  );
}
