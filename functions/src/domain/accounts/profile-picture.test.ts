import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import {
  identityPictureSource,
  loadProfilePicture,
  PICTURE_MAX_BYTES,
  type PictureSource,
  pictureAddress,
} from './profile-picture';
import { Users } from './users';

const GOOGLE_PICTURE = 'https://lh3.googleusercontent.com/a/ACg8ocK-maya=s96-c';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let store: SqliteDocumentStore;
let users: Users;
let requested: string[];

beforeEach(() => {
  store = new SqliteDocumentStore({ file: ':memory:' });
  users = new Users(store);
  requested = [];
});
afterEach(() => store.close());

async function withPicture(picture: string | undefined) {
  const profile = { sub: 'u1', email: 'maya@example.test', name: 'Maya', ...(picture ? { picture } : {}) };
  await users.upsertFromIdentity(profile, 'creator', new Date());
}

/** Google's picture host as the test scripts it; every address asked for is recorded. */
function source(answer: () => Response | Promise<Response>): PictureSource {
  return identityPictureSource(undefined, async (input) => {
    requested.push(String(input));
    return answer();
  });
}

function streamOf(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, size - sent));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe('profile picture', () => {
  it('when the stored picture is on Google picture host and is an image, then its bytes and type come back', async () => {
    await withPicture(GOOGLE_PICTURE);
    const pictures = source(() => new Response(PNG, { headers: { 'content-type': 'image/png' } }));
    const picture = await loadProfilePicture({ users, pictures }, 'u1');
    expect(picture).toEqual({ bytes: PNG, contentType: 'image/png' });
    expect(requested).toEqual([GOOGLE_PICTURE]);
  });

  it('when the stored address is anywhere else, then nothing is fetched and the answer is 404', async () => {
    for (const elsewhere of [
      'http://lh3.googleusercontent.com/a/x',
      'https://evil.example/a.png',
      'https://googleusercontent.com.evil.example/a.png',
      'https://lh3.googleusercontent.com:8443/a.png',
      'http://169.254.169.254/computeMetadata/v1/',
      'not a url',
    ]) {
      await withPicture(elsewhere);
      const pictures = source(() => new Response(PNG, { headers: { 'content-type': 'image/png' } }));
      await expect(loadProfilePicture({ users, pictures }, 'u1'), elsewhere).rejects.toMatchObject({
        httpStatus: 404,
      });
    }
    expect(requested).toEqual([]);
  });

  it('when the person has no picture, then the answer is 404', async () => {
    await withPicture(undefined);
    const pictures = source(() => new Response(PNG));
    await expect(loadProfilePicture({ users, pictures }, 'u1')).rejects.toMatchObject({ httpStatus: 404 });
  });

  it('when the host answers with something that is not an image, an error, or too many bytes, then it is refused with 502', async () => {
    await withPicture(GOOGLE_PICTURE);
    const answers: (() => Response)[] = [
      () => new Response('<script>alert(1)</script>', { headers: { 'content-type': 'text/html' } }),
      () => new Response(PNG, { status: 404, headers: { 'content-type': 'image/png' } }),
      () => new Response(streamOf(PICTURE_MAX_BYTES + 1), { headers: { 'content-type': 'image/jpeg' } }),
      () =>
        new Response(PNG, {
          headers: { 'content-type': 'image/png', 'content-length': String(PICTURE_MAX_BYTES + 1) },
        }),
    ];
    for (const answer of answers) {
      await expect(loadProfilePicture({ users, pictures: source(answer) }, 'u1')).rejects.toMatchObject({
        httpStatus: 502,
        message: 'Could not load the profile picture',
      });
    }
  });

  it('when the host cannot be reached or redirects, then it is refused with 502', async () => {
    await withPicture(GOOGLE_PICTURE);
    const pictures = source(() =>
      Promise.reject(new TypeError('fetch failed: redirect mode is set to error')),
    );
    await expect(loadProfilePicture({ users, pictures }, 'u1')).rejects.toMatchObject({ httpStatus: 502 });
  });

  it('when the emulators stand in for Google, then only their own origin is allowed', () => {
    const local = identityPictureSource('http://127.0.0.1:9100');
    expect(local.allows(new URL('http://127.0.0.1:9100/o/oauth2/avatar/abc'))).toBe(true);
    expect(local.allows(new URL('http://127.0.0.1:8080/api/user/profile'))).toBe(false);
  });

  it('when the picture changes, then the address the SPA loads changes with it', () => {
    const first = pictureAddress(GOOGLE_PICTURE);
    expect(first).toMatch(/^\/api\/user\/picture\?v=[\w-]{12}$/);
    expect(pictureAddress(`${GOOGLE_PICTURE}x`)).not.toBe(first);
    expect(pictureAddress(undefined)).toBeUndefined();
  });
});
