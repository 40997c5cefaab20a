import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drive, type drive_v3 } from '@googleapis/drive';
import type { GaxiosError } from 'gaxios';
import { OAuth2Client } from 'google-auth-library';
import { DEFAULT_DRIVE_DIR, type RunningEmulators, startEmulators } from '../server';
import { DRIVE_READ_SCOPES } from './drive-auth';

export const MAYA = 'maya.chen@northwind.test';
export const SAM = 'sam.rivera@northwind.test';
export const READONLY = DRIVE_READ_SCOPES[0]!;

export interface DriveHarness {
  emulators: RunningEmulators;
  /** A googleapis Drive client for the account, pointed at the emulator as Quarry points it. */
  driveFor: (email: string, scopes?: string[]) => { drive: drive_v3.Drive; token: string };
  stop: () => Promise<void>;
}

/**
 * googleapis as Quarry uses it: an OAuth2Client from google-auth-library holding the access token,
 * and rootUrl pointing at the emulator.
 */
export function driveClient(url: string, accessToken: string): drive_v3.Drive {
  const auth = new OAuth2Client();
  auth.setCredentials({ access_token: accessToken });
  // googleapis bundles its own copy of google-auth-library; the classes match at run time but
  // their private fields make TypeScript treat the two copies as different types.
  return drive({
    version: 'v3',
    auth: auth as unknown as drive_v3.Options['auth'],
    rootUrl: `${url}/`,
  });
}

/** The emulators on a free port serving `driveDir`; with `stateDir`, their state survives a restart. */
export async function startDrive(driveDir = DEFAULT_DRIVE_DIR, stateDir?: string): Promise<DriveHarness> {
  const emulators = await startEmulators({ port: 0, driveDir, stateDir });
  return {
    emulators,
    driveFor: (email, scopes = [READONLY]) => {
      const { token } = emulators.context.tokens.issueAccessToken({ email, clientId: 'quarry-test', scopes });
      return { drive: driveClient(emulators.url, token), token };
    },
    stop: () => emulators.stop(),
  };
}

/** A private copy of the sample drive of one account, for tests that change files. */
export async function copyOfDrive(
  email: string,
): Promise<{ dir: string; accountDir: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-drive-'));
  const accountDir = path.join(dir, email);
  await fs.cp(path.join(DEFAULT_DRIVE_DIR, email), accountDir, { recursive: true });
  return { dir, accountDir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

/** Every file of a listing, following nextPageToken to the end. */
export async function listAll(drive: drive_v3.Drive, params: drive_v3.Params$Resource$Files$List) {
  const files: drive_v3.Schema$File[] = [];
  let pageToken: string | undefined;
  let pages = 0;
  do {
    const { data } = await drive.files.list({ ...params, pageToken });
    files.push(...(data.files ?? []));
    pageToken = data.nextPageToken ?? undefined;
    pages += 1;
  } while (pageToken);
  return { files, pages };
}

/** The Drive error a request failed with (googleapis throws it as a GaxiosError). */
export async function failure(promise: Promise<unknown>): Promise<GaxiosError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e as GaxiosError,
  );
  if (!error) throw new Error('expected the request to fail');
  return error;
}
