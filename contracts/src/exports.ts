import { z } from 'zod';

/**
 * Reports that leave Quarry (docs/architecture/exports.md): the formats a finished report exports to, as
 * `GET {view}/export/{format}` answers them, and the Export menu's entries in the order it shows
 * them (docs/decisions/exports.md). Google Docs is written to the person's Drive, not downloaded.
 */
export const EXPORT_FORMATS = ['pdf', 'docx', 'md', 'csv', 'xlsx'] as const;
export const ExportFormat = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof ExportFormat>;

export const EXPORT_MENU = [
  { format: 'pdf', label: 'PDF' },
  { format: 'docx', label: 'Word (.docx)' },
  { format: 'md', label: 'Markdown' },
  { format: 'google-docs', label: 'Google Docs' },
  { format: 'csv', label: 'Evidence table (CSV)' },
  { format: 'xlsx', label: 'Evidence table (Excel)' },
] as const;

/** Where the owner's (or, with `shared`, a team member's) view of a run downloads one format. */
export function exportPath(executionId: string, format: ExportFormat, shared = false): string {
  const view = shared ? 'shared-report-execution' : 'report-execution';
  return `/api/${view}/${encodeURIComponent(executionId)}/export/${format}`;
}

export const EXPORT_NOT_READY_MESSAGE = 'This report has not finished, so there is nothing to export yet.';

/**
 * Save to Google Docs (docs/decisions/exports.md): `POST {view}/google-doc` writes the report into the
 * person's Drive as a Google Doc (in the folder they chose, else "Quarry reports") and answers its
 * address; asked again it answers the same doc while that still exists. `GET {view}/google-doc`
 * answers the doc saved before, or 404. Without permission to create files in their Drive (the
 * drive.file authorization, purpose 'drive-file'), the answer is 403 DRIVE_FILE_AUTH_REQUIRED: the
 * web asks for it and tries again.
 */
export const DRIVE_FILE_AUTH_REQUIRED = 'DRIVE_FILE_AUTH_REQUIRED';
export const DRIVE_FILE_AUTH_MESSAGE = 'Quarry needs your permission to create files in your Google Drive.';
/** The folder saved reports go to when the person chose none. */
export const GOOGLE_DOCS_FOLDER = 'Quarry reports';

export const SaveGoogleDocRequest = z.object({
  folderId: z
    .string('folderId must be a Drive folder id')
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'folderId must be a Drive folder id')
    .optional(),
});
export type SaveGoogleDocRequest = z.infer<typeof SaveGoogleDocRequest>;

export const GoogleDocExport = z.object({
  fileId: z.string(),
  link: z.string(),
  name: z.string(),
  /** When the doc was created (ISO 8601). */
  createdAt: z.string(),
});
export type GoogleDocExport = z.infer<typeof GoogleDocExport>;

/** Where the owner's (or, with `shared`, a team member's) view of a run saves it as a Google Doc. */
export function googleDocPath(executionId: string, shared = false): string {
  const view = shared ? 'shared-report-execution' : 'report-execution';
  return `/api/${view}/${encodeURIComponent(executionId)}/google-doc`;
}

/** The incremental authorization's purpose (POST /api/auth/authorization-url) and its code exchange. */
export const DRIVE_FILE_PURPOSE = 'drive-file';
export const DRIVE_FILE_OAUTH_PATH = '/api/auth/drive-file-oauth';

/**
 * Choosing the folder a report is saved to (docs/decisions/exports.md). Under drive.file, Quarry may create
 * files only in folders it created or the person opened with it in the Google Picker, so the folder
 * is chosen there: Google's Picker in the cloud (`google-picker`, with the developer key and the
 * Cloud project number as app id), the Drive emulator's page locally (`emulator-page`).
 */
export const FolderPickerConfig = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('google-picker'), apiKey: z.string(), appId: z.string() }),
  z.object({ kind: z.literal('emulator-page'), pickerUrl: z.string() }),
]);
export type FolderPickerConfig = z.infer<typeof FolderPickerConfig>;

/**
 * `POST /api/auth/picker-token`: the signed-in person's own drive.file access token, for the Picker
 * (it runs in the browser and takes the token there). 403 DRIVE_FILE_AUTH_REQUIRED without the grant.
 */
export const PICKER_TOKEN_PATH = '/api/auth/picker-token';
export const PickerTokenResponse = z.object({
  accessToken: z.string(),
  /** When the token stops working (ISO 8601). */
  expiresAt: z.string(),
});
export type PickerTokenResponse = z.infer<typeof PickerTokenResponse>;

/** Saving into a chosen folder Drive no longer has, or no longer lets Quarry use (404). */
export const DRIVE_FOLDER_NOT_FOUND = 'DRIVE_FOLDER_NOT_FOUND';
export const DRIVE_FOLDER_NOT_FOUND_MESSAGE =
  'Quarry can no longer save to the folder you chose: it may have been deleted or moved. Nothing was saved. Choose another folder, or save to “Quarry reports”.';
