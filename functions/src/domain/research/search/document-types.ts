import type { FoundDocument } from '@quarry/contracts/research';

/**
 * What Quarry can read (docs/architecture/research-pipeline.md step 3). Presentations, legacy presentations and forms are
 * listed in search results but cannot be selected (spec part 2, validation rules).
 */
export const GOOGLE_DOC = 'application/vnd.google-apps.document';
export const GOOGLE_SHEET = 'application/vnd.google-apps.spreadsheet';
export const GOOGLE_SLIDES = 'application/vnd.google-apps.presentation';
export const GOOGLE_FORM = 'application/vnd.google-apps.form';
export const FOLDER = 'application/vnd.google-apps.folder';
export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
export const PPT = 'application/vnd.ms-powerpoint';

const TEXT_TYPES = [
  'text/plain',
  'text/csv',
  'text/markdown',
  'text/x-markdown',
  'application/json',
  'text/xml',
  'application/xml',
];

export const UNSUPPORTED_TYPES = new Set([GOOGLE_SLIDES, PPTX, PPT, GOOGLE_FORM]);

export function isSupported(mimeType: string): boolean {
  return !UNSUPPORTED_TYPES.has(mimeType);
}

export function isGoogleNative(mimeType: string): boolean {
  return mimeType.startsWith('application/vnd.google-apps.');
}

export function isTextType(mimeType: string): boolean {
  return TEXT_TYPES.includes(mimeType);
}

export function badgeFor(mimeType: string): FoundDocument['badge'] {
  if (mimeType === GOOGLE_DOC || mimeType === DOCX) return 'Document';
  if (mimeType === GOOGLE_SHEET || mimeType === XLSX || mimeType === 'text/csv') return 'Spreadsheet';
  if (mimeType === GOOGLE_SLIDES || mimeType === PPTX || mimeType === PPT) return 'Presentation';
  if (mimeType === PDF) return 'PDF';
  return 'File';
}
