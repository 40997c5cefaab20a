import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriveAuthError } from '../../ports/drive.port';
import { SCOPES } from '../../ports/identity-provider.port';
import { signInAtGoogle } from '../../testing/google-sign-in';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { tempDir } from '../../testing/temp-dir';
import { GoogleDrive } from './google-drive';

/**
 * Drive's change log through the adapter, over HTTP against the emulated Drive, with a token from a
 * real grant of drive.readonly, on a copy of the sample drive: the tests edit files through the
 * emulator's control route.
 */
const MAYA = 'maya.chen@northwind.test';
const sampleDrive = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../emulators/drive');
const BUDGET = 'Finance/Facilities Budget 2026.md';

let drives: ReturnType<typeof tempDir>;
let stack: LocalStack;
let token: string;
let drive: GoogleDrive;

async function grantReadonly(): Promise<string> {
  const { identity } = stack.app.deps.accounts;
  const redirectUri = `${stack.app.config.appOrigin}/drive-callback`;
  const codeVerifier = crypto.randomBytes(32).toString('base64url');
  const url = identity.authorizationUrl({
    redirectUri,
    state: crypto.randomUUID(),
    codeChallenge: crypto.createHash('sha256').update(codeVerifier).digest('base64url'),
    scopes: [...SCOPES.identity, SCOPES.driveReadonly],
    prompt: 'consent',
    loginHint: MAYA,
  });
  const back = await signInAtGoogle(url, MAYA);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code came back: ${back}`);
  const { tokens } = await identity.exchangeCode({ code, codeVerifier, redirectUri });
  return tokens.accessToken;
}

/** Edits a text file of Maya's drive through the emulator's control route. */
async function edit(relativePath: string, append: string): Promise<{ fileId: string; version: string }> {
  const response = await fetch(`${stack.emulators.url}/__control/drive/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MAYA, path: relativePath, append }),
  });
  if (!response.ok) throw new Error(`the edit failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { fileId: string; version: string };
}

beforeAll(async () => {
  drives = tempDir('quarry-drives-');
  fs.cpSync(path.join(sampleDrive, MAYA), path.join(drives.dir, MAYA), { recursive: true });
  stack = await startLocalStack({ emulators: { QUARRY_DRIVE_DIR: drives.dir } });
  token = await grantReadonly();
  drive = new GoogleDrive(stack.emulators.url);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  drives?.remove();
});

describe('GoogleDrive changes', () => {
  it('when nothing changed, then the list from the start token is empty and ends on the same token', async () => {
    const start = await drive.startPageToken(token);

    const page = await drive.listChanges(token, start);

    expect(start).toMatch(/^\d+$/);
    expect(page).toEqual({ changes: [], newStartPageToken: start });
  });

  it('when a file is edited, then one change comes back with the file as files.get gives it', async () => {
    const start = await drive.startPageToken(token);
    const edited = await edit(BUDGET, '\nRevised after the Reno lease renewal: $95,000.\n');

    const page = await drive.listChanges(token, start);

    const file = await drive.getFile(token, edited.fileId);
    expect(page.changes).toEqual([
      { fileId: edited.fileId, removed: false, file: { ...file, trashed: false } },
    ]);
    expect(file.version).toBe(edited.version);
    expect(page.newStartPageToken).toBe(await drive.startPageToken(token));
    expect(page.nextPageToken).toBeUndefined();
  });

  it('when more changes come than a page holds, then nextPageToken leads to the last page and its newStartPageToken', async () => {
    const paged = new GoogleDrive(stack.emulators.url, 2);
    const start = await drive.startPageToken(token);
    const files = [BUDGET, 'Sustainability/Materials Policy.md', 'Operations/Ops weekly notes.txt'];
    const ids = [];
    for (const file of files) ids.push((await edit(file, '\nChecked again.\n')).fileId);

    const first = await paged.listChanges(token, start);
    const last = await paged.listChanges(token, first.nextPageToken!);

    expect(first.changes.map((change) => change.fileId)).toEqual(ids.slice(0, 2));
    expect(first.newStartPageToken).toBeUndefined();
    expect(last.changes.map((change) => change.fileId)).toEqual(ids.slice(2));
    expect(last.nextPageToken).toBeUndefined();
    expect(last.newStartPageToken).toBe(await drive.startPageToken(token));
  });

  it('when the token is not accepted, then both calls fail with DriveAuthError', async () => {
    const bogus = 'ya29.not-a-real-token';
    const start = await drive.startPageToken(token);

    await expect(drive.startPageToken(bogus)).rejects.toBeInstanceOf(DriveAuthError);
    await expect(drive.listChanges(bogus, start)).rejects.toBeInstanceOf(DriveAuthError);
  });
});
