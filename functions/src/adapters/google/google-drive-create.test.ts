import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { auth, drive as driveApi } from '@googleapis/drive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriveAuthError } from '../../ports/drive.port';
import { SCOPES } from '../../ports/identity-provider.port';
import { signInAtGoogle } from '../../testing/google-sign-in';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { tempDir } from '../../testing/temp-dir';
import { GoogleDrive } from './google-drive';

/**
 * Saving a report to Drive over HTTP against the emulated Drive, with a token from a real grant of
 * the drive.file scope alone (as the incremental authorization of docs/architecture/exports.md asks for it),
 * on a copy of the sample drive: the tests create files.
 */
const MAYA = 'maya.chen@northwind.test';
const sampleDrive = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../emulators/drive');
const FOLDER = 'application/vnd.google-apps.folder';
const GOOGLE_DOC = 'application/vnd.google-apps.document';
const MARK = { quarryFolder: 'reports' };

let drives: ReturnType<typeof tempDir>;
let stack: LocalStack;
let token: string;
let readonlyToken: string;
let drive: GoogleDrive;

/** An access token for Maya from Quarry's OAuth client, granted exactly these scopes. */
async function grant(scopes: string[]): Promise<string> {
  const { identity } = stack.app.deps.accounts;
  const redirectUri = `${stack.app.config.appOrigin}/drive-callback`;
  const codeVerifier = crypto.randomBytes(32).toString('base64url');
  const codeChallenge = crypto.createHash('sha256').update(codeVerifier).digest('base64url');
  const url = identity.authorizationUrl({
    redirectUri,
    state: crypto.randomUUID(),
    codeChallenge,
    scopes: [...SCOPES.identity, ...scopes],
    prompt: 'consent',
    loginHint: MAYA,
  });
  const back = await signInAtGoogle(url, MAYA);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code came back: ${back}`);
  const { tokens } = await identity.exchangeCode({ code, codeVerifier, redirectUri });
  return tokens.accessToken;
}

beforeAll(async () => {
  drives = tempDir('quarry-drives-');
  fs.cpSync(path.join(sampleDrive, MAYA), path.join(drives.dir, MAYA), { recursive: true });
  stack = await startLocalStack({ emulators: { QUARRY_DRIVE_DIR: drives.dir } });
  token = await grant([SCOPES.driveFile]);
  readonlyToken = await grant([SCOPES.driveReadonly]);
  drive = new GoogleDrive(stack.emulators.url);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  drives?.remove();
});

describe('GoogleDrive, saving reports', () => {
  it('when a report is saved as a Google Doc in "Quarry reports", then it reads back as text and the folder is found again, not made twice', async () => {
    const folder = await drive.findOrCreateFolder(token, 'Quarry reports', MARK);
    expect(folder).toMatchObject({ name: 'Quarry reports', mimeType: FOLDER });
    expect((await drive.getFile(readonlyToken, folder.id)).appProperties).toEqual(MARK);

    const doc = await drive.createGoogleDoc(token, {
      name: 'Ridgeline 2 recall: what did it cost?',
      html: '<h1>Ridgeline 2 recall</h1><p>The Ridgeline 2 recall cost <strong>€1.2M</strong> in total.</p>',
      folderId: folder.id,
    });
    expect(doc).toEqual({
      id: expect.any(String),
      name: 'Ridgeline 2 recall: what did it cost?',
      mimeType: GOOGLE_DOC,
      webViewLink: expect.stringContaining(doc.id),
    });
    const text = (await drive.fetcher(token).export(doc.id, 'text/plain')).toString('utf8');
    expect(text).toContain('The Ridgeline 2 recall cost €1.2M in total.');

    expect(await drive.findOrCreateFolder(token, 'Quarry reports', MARK)).toEqual(folder);
    const folders = await drive.search(token, `name = 'Quarry reports' and trashed = false`);
    expect(folders.map((f) => f.id)).toEqual([folder.id]);
    const [inFolder] = await drive.search(token, `'${folder.id}' in parents`);
    expect(inFolder?.id).toBe(doc.id);
  });

  it('when the token holds only drive.file, then the person’s other files stay out of sight', async () => {
    const everything = await drive.search(readonlyToken, 'trashed = false');
    const mine = await drive.search(token, 'trashed = false');
    expect(everything.length).toBeGreaterThan(30);
    expect(mine.every((f) => f.name === 'Quarry reports' || f.mimeType === GOOGLE_DOC)).toBe(true);
    const plan = everything.find((f) => f.name === '2027 Hiring Plan')!;
    await expect(drive.getFile(token, plan.id)).rejects.toThrow(/\(404\)/);
  });

  it('when the token may only read, then creating fails with DriveAuthError: the person must grant drive.file', async () => {
    await expect(
      drive.findOrCreateFolder(readonlyToken, 'Quarry reports (read-only)', { quarryFolder: 'read-only' }),
    ).rejects.toBeInstanceOf(DriveAuthError);
    await expect(
      drive.createGoogleDoc(readonlyToken, { name: 'Nope', html: '<p>no</p>' }),
    ).rejects.toBeInstanceOf(DriveAuthError);
    await expect(
      drive.createGoogleDoc('ya29.not-a-real-token', { name: 'Nope', html: '<p>no</p>' }),
    ).rejects.toBeInstanceOf(DriveAuthError);
  });

  it('when Quarry’s folder was made before folders were marked, then it is found by its name and marked, and from then on found by its mark whatever its name', async () => {
    // As Quarry made it before (docs/decisions/research-pipeline.md): the same app, no marks.
    const client = new auth.OAuth2();
    client.setCredentials({ access_token: token });
    const raw = driveApi({ version: 'v3', auth: client, rootUrl: `${stack.emulators.url}/` });
    const { data: older } = await raw.files.create({
      requestBody: { name: 'Older Quarry reports', mimeType: FOLDER, parents: ['root'] },
      fields: 'id',
    });
    const marks = { quarryFolder: 'older' };

    const found = await drive.findOrCreateFolder(token, 'Older Quarry reports', marks);

    expect(found.id).toBe(older.id);
    expect((await drive.getFile(readonlyToken, found.id)).appProperties).toEqual(marks);
    // Found by its mark, whatever name is asked for now (a person may rename Quarry's folder).
    expect((await drive.findOrCreateFolder(token, 'Another name', marks)).id).toBe(older.id);
  });

  it('when Quarry creates a marked doc, then the read grant’s change log and search give it with its marks and its folder', async () => {
    const folder = await drive.findOrCreateFolder(token, 'Quarry reports', MARK);
    const start = await drive.startPageToken(readonlyToken);

    const doc = await drive.createGoogleDoc(token, {
      name: 'Marked report',
      html: '<p>Marked</p>',
      folderId: folder.id,
      appProperties: { quarryMade: 'export' },
    });
    const { changes } = await drive.listChanges(readonlyToken, start);

    const change = changes.find((c) => c.fileId === doc.id);
    expect(change?.file).toMatchObject({ appProperties: { quarryMade: 'export' }, parents: [folder.id] });
    const [found] = await drive.search(readonlyToken, "name = 'Marked report'");
    expect(found?.appProperties).toEqual({ quarryMade: 'export' });
  });
});
