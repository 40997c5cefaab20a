import { z } from 'zod';

/**
 * Reports that leave Quarry (DESIGN section 19): the formats a finished report exports to, as
 * `GET {view}/export/{format}` answers them, and the Export menu's entries in the order it shows
 * them (issue 27, item 1). Google Docs is written to the person's Drive, not downloaded.
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
 * 'Google Docs' (issue 27, item 4): `POST {view}/google-doc` creates the report as a Google Doc in
 * the person's Drive (body `{ folderId? }`); `GET` answers the stored one, or 404 when there is none.
 */
export function googleDocPath(executionId: string, shared = false): string {
  const view = shared ? 'shared-report-execution' : 'report-execution';
  return `/api/${view}/${encodeURIComponent(executionId)}/google-doc`;
}

export const GoogleDocRequest = z.object({ folderId: z.string().max(200).optional() });
export type GoogleDocRequest = z.infer<typeof GoogleDocRequest>;

export const GoogleDocResponse = z.object({
  fileId: z.string(),
  link: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type GoogleDocResponse = z.infer<typeof GoogleDocResponse>;

/** 403's errorCode when the person has not yet granted the `drive.file` scope. */
export const DRIVE_FILE_AUTH_REQUIRED = 'DRIVE_FILE_AUTH_REQUIRED';
/** The incremental authorization's purpose (POST /api/auth/authorization-url) and its code exchange. */
export const DRIVE_FILE_PURPOSE = 'drive-file';
export const DRIVE_FILE_OAUTH_PATH = '/api/auth/drive-file-oauth';
