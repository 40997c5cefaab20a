import crypto from 'node:crypto';
import { AppError } from '../shared/app-error';
import type { Users } from './users';

/**
 * The profile picture Google reports, served from our own origin (GET /api/user/picture), so the
 * Content-Security-Policy keeps `img-src 'self'`. Only the signed-in user's stored address is ever
 * fetched, and only from the identity provider's picture host: the route is no proxy for anything
 * else. The answer must be a small image, fetched within a few seconds, without redirects.
 */
export const PICTURE_MAX_BYTES = 512 * 1024;
export const PICTURE_TIMEOUT_MS = 5000;
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
]);

export interface PictureSource {
  /** Whether an address is on the identity provider's picture host. */
  allows: (url: URL) => boolean;
  fetch: typeof fetch;
}

/** Google's picture host (https only), or the emulated Google's own origin locally. */
export function identityPictureSource(emulatorsUrl?: string, fetcher: typeof fetch = fetch): PictureSource {
  if (emulatorsUrl) {
    const origin = new URL(emulatorsUrl).origin;
    return { allows: (url) => url.origin === origin, fetch: fetcher };
  }
  return {
    allows: (url) =>
      url.protocol === 'https:' &&
      url.port === '' &&
      (url.hostname === 'googleusercontent.com' || url.hostname.endsWith('.googleusercontent.com')),
    fetch: fetcher,
  };
}

/** Where the SPA loads the picture; the version changes with the picture, so caches never show an old one. */
export function pictureAddress(picture: string | undefined): string | undefined {
  if (!picture) return undefined;
  const version = crypto.createHash('sha256').update(picture).digest('base64url').slice(0, 12);
  return `/api/user/picture?v=${version}`;
}

const unavailable = () =>
  new AppError({
    code: 'PICTURE.UNAVAILABLE',
    httpStatus: 502,
    message: 'Could not load the profile picture',
  });

export async function loadProfilePicture(
  deps: { users: Users; pictures: PictureSource },
  uid: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const stored = (await deps.users.get(uid))?.picture;
  const url = stored && URL.canParse(stored) ? new URL(stored) : undefined;
  if (!url || !deps.pictures.allows(url)) throw AppError.notFound('No profile picture');
  let response: Response;
  try {
    response = await deps.pictures.fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS),
      headers: { accept: [...IMAGE_TYPES].join(', ') },
    });
  } catch {
    throw unavailable();
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!response.ok || !IMAGE_TYPES.has(contentType)) {
    await response.body?.cancel();
    throw unavailable();
  }
  if (Number(response.headers.get('content-length') ?? 0) > PICTURE_MAX_BYTES) {
    await response.body?.cancel();
    throw unavailable();
  }
  return { bytes: await readCapped(response), contentType };
}

/** The body, refused as soon as it passes the size cap (a missing or false Content-Length is no help). */
async function readCapped(response: Response): Promise<Buffer> {
  const reader = response.body?.getReader();
  if (!reader) throw unavailable();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > PICTURE_MAX_BYTES) {
        await reader.cancel();
        throw unavailable();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unavailable();
  }
  return Buffer.concat(chunks);
}
