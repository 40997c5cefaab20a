import { z } from 'zod';

/**
 * Identifiers that arrive in request bodies. Checking their shape turns an emoji, a NUL, a path or
 * 100 KB where an id belongs into a 400, instead of a lookup that misses or a run that starts.
 */

/** A Drive file id: Drive's own are 28-44 URL-safe base64 characters. */
export const DriveFileId = z.string().regex(/^[A-Za-z0-9_-]{1,256}$/, 'must be a Drive file id');

/** An id Quarry gave a record (a UUID). */
export const RecordId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be an id Quarry gave');

/** A MIME type as Drive reports it (`type/subtype`, no parameters). */
export const MimeType = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9.+_-]{0,126}\/[A-Za-z0-9.+_-]{1,127}$/, 'must be a MIME type');
