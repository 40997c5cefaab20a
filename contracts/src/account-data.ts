import { z } from 'zod';

/**
 * Your account and your data (docs/architecture/accounts-and-data.md, docs/decisions/accounts-and-data.md): downloading everything one owns as a
 * zip, and deleting the account. Both are background jobs; the web follows them by polling.
 *
 * - `POST /api/account/data-export` starts a download (or answers the one already being built):
 *   202 with its status. `GET /api/account/data-export` answers the newest one, or 404.
 * - `GET /api/account/data-export/{id}/download` answers the zip once it is ready (the owner only).
 * - `DELETE /api/account` with `{ email }` (the person's own address, typed) starts the deletion:
 *   the person is signed out everywhere at once and the rest runs as a durable job. 202.
 */
export const DATA_EXPORT_PATH = '/api/account/data-export';
export const ACCOUNT_PATH = '/api/account';

export function dataExportDownloadPath(id: string): string {
  return `${DATA_EXPORT_PATH}/${encodeURIComponent(id)}/download`;
}

/** How long a built download stays available. */
export const DATA_EXPORT_HOURS = 24;

export const DataExportStatus = z.object({
  id: z.string(),
  status: z.enum(['building', 'ready', 'failed']),
  /** Records gathered so far, of about `total` (the total is known once counted; 0 before). */
  progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  createdAt: z.string(),
  /** When a ready download is deleted (DATA_EXPORT_HOURS after it was built). */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nonnegative().nullable(),
  fileName: z.string(),
  /** Why it failed, in words for the person. */
  error: z.string().nullable(),
});
export type DataExportStatus = z.infer<typeof DataExportStatus>;

export const DeleteAccountRequest = z.object({
  email: z
    .string('Type your e-mail address to confirm')
    .trim()
    .min(1, 'Type your e-mail address to confirm')
    .max(320),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const DELETE_ACCOUNT_EMAIL_MISMATCH = 'The e-mail address does not match your account.';
/** Signing in while the deletion job still runs. */
export const ACCOUNT_BEING_DELETED =
  'Your account is being deleted. Please try again in a few minutes to start a new account.';
/**
 * The sign-in page while the deletion still runs (docs/decisions/accounts-and-data.md; the spec gives no words): calm,
 * a heading and when to try again, from the 409's retryAfterSeconds.
 */
export const ACCOUNT_BEING_DELETED_TITLE = 'Your account is being deleted';
export const accountBeingDeletedTryAgain = (time: string) =>
  `This usually takes a few minutes. Try signing in again after ${time} to start a new, empty account.`;

export const DeleteAccountResponse = z.object({ message: z.string() });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;
export const ACCOUNT_DELETION_STARTED =
  'Your account is being deleted. You have been signed out; everything will be gone within minutes.';
