import type { drive_v3 } from '@googleapis/drive';
import { DriveAuthError, type DriveFile } from '../../ports/drive.port';

/** What Drive answers, as Quarry takes it: File resources as DriveFile, errors as DriveAuthError or an Error. */

/** Google's reasons for a token that lacks the Drive scope: re-authorizing is the cure, as for 401. */
export const SCOPE_REASONS = new Set([
  'insufficientPermissions',
  'insufficientScopes',
  'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
]);

export function toDriveFile(file: drive_v3.Schema$File): DriveFile[] {
  if (!file.id || !file.name || !file.mimeType) return [];
  return [
    {
      id: file.id,
      name: file.name,
      mimeType: file.mimeType,
      ...(file.webViewLink ? { webViewLink: file.webViewLink } : {}),
      ...(file.modifiedTime ? { modifiedTime: file.modifiedTime } : {}),
      ...(file.version ? { version: file.version } : {}),
      // Drive sends int64 values as strings.
      ...(file.size ? { size: Number(file.size) } : {}),
      ...(file.parents ? { parents: file.parents } : {}),
      // Drive's appProperties are string values; only Quarry's own app's are ever given to it.
      ...(file.appProperties ? { appProperties: file.appProperties as Record<string, string> } : {}),
      ...(file.isAppAuthorized ? { isAppAuthorized: true } : {}),
      ...(file.driveId ? { driveId: file.driveId } : {}),
      ...(file.trashed ? { trashed: true } : {}),
      ...(file.capabilities?.canDownload === false ? { canDownload: false } : {}),
    },
  ];
}

interface GoogleErrorShape {
  status?: number;
  message?: string;
  response?: { status?: number; data?: unknown };
}

/** The reason Google gives in its error body (JSON, or bytes when the call asked for an arraybuffer). */
export function reasonOf(data: unknown): string | undefined {
  let body = data;
  if (body instanceof ArrayBuffer || Buffer.isBuffer(body)) {
    try {
      body = JSON.parse(Buffer.from(body as ArrayBuffer).toString('utf8')) as unknown;
    } catch {
      return undefined;
    }
  }
  const error = (body as { error?: { errors?: { reason?: string }[]; status?: string } } | undefined)?.error;
  return error?.errors?.[0]?.reason ?? error?.status;
}

/** The HTTP status Drive answered a failed call with, if it answered. */
export function statusOf(error: unknown): number | undefined {
  const shape = (error ?? {}) as GoogleErrorShape;
  return shape.status ?? shape.response?.status;
}

export function translate(error: unknown, action: string): Error {
  const shape = (error ?? {}) as GoogleErrorShape;
  const status = statusOf(error);
  const reason = reasonOf(shape.response?.data);
  if (status === 401 || (status === 403 && reason !== undefined && SCOPE_REASONS.has(reason))) {
    return new DriveAuthError(`Google Drive refused the access token (${status})`);
  }
  const detail = shape.message ?? String(error);
  return new Error(`Google Drive ${action} failed${status ? ` (${status})` : ''}: ${detail}`);
}
