import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriveAuthError } from '../../ports/drive.port';
import { BrowserSession } from '../../testing/browser-session';
import { signInAtGoogle } from '../../testing/google-sign-in';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { GoogleDrive } from './google-drive';

/** The Drive adapter over HTTP against the emulated Drive, with a token from a real Drive grant. */
const MAYA = 'maya.chen@northwind.test';
const sampleDrive = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../emulators/drive',
  MAYA,
);

let stack: LocalStack;
let token: string;
let drive: GoogleDrive;
beforeAll(async () => {
  stack = await startLocalStack();
  const session = new BrowserSession(stack.app.url);
  for (const [purpose, endpoint] of [
    ['signin', 'unified-oauth'],
    ['drive', 'unified-drive-oauth'],
  ] as const) {
    const start = await session.call('POST', '/api/auth/authorization-url', { purpose });
    const back = await signInAtGoogle(String(start.json.url), MAYA);
    await session.call('POST', `/api/auth/${endpoint}`, {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      redirectUri: String(start.json.redirectUri),
    });
  }
  const user = await stack.app.deps.accounts.users.findByEmail(MAYA);
  token = await stack.app.deps.drive.accessToken(user!.uid);
  drive = new GoogleDrive(stack.emulators.url);
}, 60_000);
afterAll(() => stack?.stop());

async function fileNamed(name: string) {
  const [file, ...others] = await drive.search(token, `name = '${name}' and trashed = false`);
  expect(others).toEqual([]);
  return file!;
}

describe('GoogleDrive', () => {
  it('when results span many pages, then search and listFolders return every one of them', async () => {
    const paged = new GoogleDrive(stack.emulators.url, 5);
    const q = "trashed = false and mimeType != 'application/vnd.google-apps.folder'";
    const all = await drive.search(token, q);
    // Maya's 36 files in My Drive and the 2 of the Shared Drive 'Northwind Operations' she belongs to.
    expect(all).toHaveLength(38);
    expect((await paged.search(token, q)).map((f) => f.id)).toEqual(all.map((f) => f.id));
    const folders = await paged.listFolders(token);
    expect(folders.map((f) => f.name).sort()).toEqual([
      'Board',
      'Customers',
      'Facilities',
      'Finance',
      'Northwind Operations',
      'Operations',
      'People',
      'Product',
      'Ridgeline 2 Recall',
      'Suppliers',
      'Sustainability',
    ]);
  });

  it('when a file is found, then it carries the fields the pipeline needs, size as a number', async () => {
    const file = await fileNamed('Q3 2026 Financial Results.pdf');
    const bytes = fs.statSync(path.join(sampleDrive, 'Finance/Q3 2026 Financial Results.pdf')).size;
    expect(file).toMatchObject({ mimeType: 'application/pdf', size: bytes });
    expect(file.version).toEqual(expect.any(String));
    expect(file.modifiedTime).toEqual(expect.any(String));
    expect(file.parents).toHaveLength(1);
    expect(await drive.getFile(token, file.id)).toEqual(file);
  });

  it('when many files are asked for at once, then each comes back as getFile gives it, over several batches, unknown ones left out', async () => {
    const all = await drive.search(token, 'trashed = false');
    // 34 files and folders, each asked for three times, and two unknown ids: 104 calls, two batches.
    const ids = [...all, ...all, ...all].map((f) => f.id).concat(['no-such-file', 'gone-too']);
    const found = await drive.getFiles(token, ids);
    expect([...found.keys()].sort()).toEqual(all.map((f) => f.id).sort());
    const pdf = all.find((f) => f.name === 'Q3 2026 Financial Results.pdf')!;
    expect(found.get(pdf.id)).toEqual(await drive.getFile(token, pdf.id));
    expect(await drive.getFiles(token, [])).toEqual(new Map());
  });

  it('when an uploaded file is downloaded, then its exact bytes come back', async () => {
    const file = await fileNamed('Q3 2026 Financial Results.pdf');
    const bytes = await drive.fetcher(token).download(file.id);
    expect(
      bytes.equals(fs.readFileSync(path.join(sampleDrive, 'Finance/Q3 2026 Financial Results.pdf'))),
    ).toBe(true);
  });

  it('when a Google Doc is exported as text, then its content comes back', async () => {
    const file = await fileNamed('2027 Hiring Plan');
    const text = (await drive.fetcher(token).export(file.id, 'text/plain')).toString('utf8');
    expect(text).toContain('We plan 34 new roles in 2027, taking headcount from 212');
  });

  it('when Drive refuses a request for another reason, then the error says so and is no authorization error', async () => {
    const doc = await fileNamed('2027 Hiring Plan');
    const error = await drive
      .fetcher(token)
      .download(doc.id)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DriveAuthError);
    expect((error as Error).message).toMatch(/^Google Drive download failed \(403\)/);
  });

  it('when the token is not accepted, then every call fails with DriveAuthError', async () => {
    const bogus = 'ya29.not-a-real-token';
    await expect(drive.search(bogus, 'trashed = false')).rejects.toBeInstanceOf(DriveAuthError);
    await expect(drive.listFolders(bogus)).rejects.toBeInstanceOf(DriveAuthError);
    const file = await fileNamed('Q3 2026 Financial Results.pdf');
    await expect(drive.getFile(bogus, file.id)).rejects.toBeInstanceOf(DriveAuthError);
    await expect(drive.getFiles(bogus, [file.id])).rejects.toBeInstanceOf(DriveAuthError);
    await expect(drive.fetcher(bogus).download(file.id)).rejects.toBeInstanceOf(DriveAuthError);
    await expect(drive.fetcher(bogus).export(file.id, 'text/plain')).rejects.toBeInstanceOf(DriveAuthError);
  });
});
