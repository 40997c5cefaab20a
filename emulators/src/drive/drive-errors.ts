import type { Response } from 'express';

/**
 * An error in the shape Google APIs return (`{error: {code, message, errors: [...], status}}`), so
 * googleapis surfaces it exactly as it would from the real Drive.
 */
export class DriveError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly reason: string,
    readonly location?: { name: string; type: 'parameter' | 'header' },
    readonly status?: string,
    /** The message of the `errors[]` entry, when Google words it apart from the top-level one. */
    readonly detail?: string,
  ) {
    super(message);
  }

  toJSON(): object {
    const entry = {
      message: this.detail ?? this.message,
      domain: 'global',
      reason: this.reason,
      ...(this.location ? { location: this.location.name, locationType: this.location.type } : {}),
    };
    return {
      error: {
        code: this.code,
        message: this.message,
        errors: [entry],
        ...(this.status ? { status: this.status } : {}),
      },
    };
  }
}

export function sendDriveError(res: Response, error: DriveError): void {
  if (error.code === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="https://accounts.google.com/"');
  res.status(error.code).json(error.toJSON());
}

export const invalidCredentials = (): DriveError =>
  new DriveError(
    401,
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    'authError',
    { name: 'Authorization', type: 'header' },
    'UNAUTHENTICATED',
    'Invalid Credentials',
  );

export const insufficientScopes = (): DriveError =>
  new DriveError(
    403,
    'Request had insufficient authentication scopes.',
    'insufficientPermissions',
    undefined,
    'PERMISSION_DENIED',
    'Insufficient Permission',
  );

export const invalidParameter = (name: string, message = 'Invalid Value'): DriveError =>
  new DriveError(400, message, 'invalid', { name, type: 'parameter' });

export const requiredParameter = (name: string): DriveError =>
  new DriveError(400, `Required parameter: ${name}`, 'required', { name, type: 'parameter' });

export const fieldsRequired = (): DriveError =>
  new DriveError(400, "The 'fields' parameter is required for this method.", 'required', {
    name: 'fields',
    type: 'parameter',
  });

export const fileNotFound = (id: string): DriveError =>
  new DriveError(404, `File not found: ${id}.`, 'notFound', { name: 'fileId', type: 'parameter' });

export const fileNotDownloadable = (): DriveError =>
  new DriveError(
    403,
    'Only files with binary content can be downloaded. Use Export with Docs Editors files.',
    'fileNotDownloadable',
    { name: 'alt', type: 'parameter' },
  );

export const fileNotExportable = (): DriveError =>
  new DriveError(403, 'Export only supports Docs Editors files.', 'fileNotExportable');

export const conversionNotSupported = (): DriveError =>
  new DriveError(400, 'The requested conversion is not supported.', 'badRequest', {
    name: 'convertTo',
    type: 'parameter',
  });

/** A batch request Drive cannot take apart (no parts, or more than it allows). */
export const invalidBatch = (message: string): DriveError => new DriveError(400, message, 'badRequest');

/** An inner call of a batch the emulator does not answer: only metadata reads are emulated. */
export const notEmulatedInBatch = (): DriveError =>
  new DriveError(
    501,
    'The Drive emulator answers only files.get (metadata) inside a batch request.',
    'notImplemented',
  );

/**
 * A multipart upload Drive cannot take apart, worded as Google words it ("Invalid multipart request
 * with 0 mime parts.", "Missing end boundary in multipart body.", "Malformed multipart body.").
 */
export const malformedMultipart = (message: string): DriveError => new DriveError(400, message, 'badRequest');

/** An upload the emulator does not take: it converts HTML, Word, Markdown and text to Google Docs. */
export const uploadNotEmulated = (what: string): DriveError =>
  new DriveError(
    501,
    `The Drive emulator does not take ${what}: it creates folders and Google Docs (from HTML, Word, Markdown or plain text).`,
    'notImplemented',
  );

/** A files.update the emulator does not take: it changes appProperties only. */
export const updateNotEmulated = (fields: string[]): DriveError =>
  new DriveError(
    501,
    `The Drive emulator does not update ${fields.join(', ')}: files.update changes appProperties only.`,
    'notImplemented',
  );

/** A parent that is not a folder (or a file given more than one parent, which Drive refuses). */
export const invalidParent = (message: string): DriveError =>
  new DriveError(400, message, 'invalid', { name: 'parents', type: 'parameter' });

/** A Shared Drive the person is no member of, or none of that id (Drive answers both alike). */
export const driveNotFound = (id: string): DriveError =>
  new DriveError(404, `Shared drive not found: ${id}`, 'notFound', { name: 'driveId', type: 'parameter' });

/**
 * Flags that do not go together on files.list (the corpora, driveId and includeItemsFromAllDrives
 * rules of the Drive v3 reference, checked 2026-12-06); worded by the emulator.
 */
export const invalidCorpora = (message: string): DriveError =>
  new DriveError(400, message, 'invalid', { name: 'corpora', type: 'parameter' });

/**
 * files.export of a Google Doc whose exported content passes 10 MB: "the exported content is
 * limited to 10MB" (files.export reference, checked 2026-12-06); reason as Drive names it.
 */
export const exportSizeLimitExceeded = (): DriveError =>
  new DriveError(403, 'This file is too large to be exported.', 'exportSizeLimitExceeded');

/**
 * A download (alt=media) of a file whose owner turned off download, print and copy for readers
 * and commenters (copyRequiresWriterPermission; the reader's capabilities.canDownload is false).
 */
export const cannotDownloadFile = (): DriveError =>
  new DriveError(
    403,
    'The user does not have sufficient permissions to download this file.',
    'cannotDownloadFile',
  );

/** The export of such a file, refused alike. */
export const cannotExportFile = (): DriveError =>
  new DriveError(
    403,
    'The user does not have sufficient permissions to export this file.',
    'cannotExportFile',
  );
