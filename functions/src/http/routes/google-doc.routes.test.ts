import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DRIVE_FILE_AUTH_MESSAGE,
  DRIVE_FILE_AUTH_REQUIRED,
  DRIVE_FOLDER_NOT_FOUND,
  DRIVE_FOLDER_NOT_FOUND_MESSAGE,
  GOOGLE_DOCS_FOLDER,
  googleDocPath,
} from '@quarry/contracts/exports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_DOC_EXPORTS } from '../../domain/reports/export/google-doc-records';
import type { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import {
  type CitedSource,
  finishedSharedRun,
  LEADER as MAYA,
  STRANGER as SAM,
  MEMBER as THEO,
} from '../../testing/shared-run';
import { authorize } from '../../testing/sign-in-flow';
import { tempDir } from '../../testing/temp-dir';

/**
 * Save to Google Docs over HTTP (docs/architecture/exports.md, docs/decisions/exports.md): the person allows Quarry to
 * create files in their Drive (drive.file, through the emulated Google consent), the report is
 * written there as a Google Doc and read back through the emulated Drive with that grant alone.
 * On a copy of the sample drive: the tests create files.
 */
const sampleDrive = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../emulators/drive');

let drives: ReturnType<typeof tempDir>;
let stack: LocalStack;
let maya: BrowserSession;
let theo: BrowserSession;
let sam: BrowserSession;
let reportId = '';
let executionId = '';
let cited: CitedSource[] = [];

async function uidOf(email: string): Promise<string> {
  const [user] = await stack.app.deps.store.query('users', {
    where: [{ field: 'email', op: '==', value: email }],
  });
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** The doc's metadata and text, read with the person's drive.file grant (what Quarry may see of their Drive). */
async function readDoc(email: string, fileId: string) {
  const access = stack.app.deps.driveFile;
  const token = await access.accessToken(await uidOf(email));
  const file = await access.drive.getFile(token, fileId);
  const text = (await access.drive.fetcher(token).export(fileId, 'text/plain')).toString('utf8');
  return { file, text };
}

beforeAll(async () => {
  drives = tempDir('quarry-drives-');
  for (const email of [MAYA, SAM]) {
    fs.cpSync(path.join(sampleDrive, email), path.join(drives.dir, email), { recursive: true });
  }
  stack = await startLocalStack({ emulators: { QUARRY_DRIVE_DIR: drives.dir } });
  ({ maya, theo, sam, reportId, executionId, cited } = await finishedSharedRun(stack));
}, 180_000);
afterAll(async () => {
  await stack?.stop();
  drives?.remove();
});

describe('saving a report to Google Docs', () => {
  it('when the owner has not allowed Quarry to create files in their Drive, then saving answers 403 DRIVE_FILE_AUTH_REQUIRED and nothing is created', async () => {
    const saved = await maya.call('POST', googleDocPath(executionId), {});

    expect(saved.status).toBe(403);
    expect(saved.json).toMatchObject({
      errorCode: DRIVE_FILE_AUTH_REQUIRED,
      message: DRIVE_FILE_AUTH_MESSAGE,
    });
    expect((await maya.call('GET', googleDocPath(executionId))).status).toBe(404);
    expect(await stack.app.deps.store.count(GOOGLE_DOC_EXPORTS)).toBe(0);
    const folders = await stack.app.deps.drive.withDrive(await uidOf(MAYA), (drive, token) =>
      drive.search(token, `name = '${GOOGLE_DOCS_FOLDER}'`),
    );
    expect(folders).toEqual([]);
  });

  it("when the owner allows it and saves, then the doc in their Drive holds the first citation's quote and page, its link is kept, and saving again answers the same doc", async () => {
    const allowed = await authorize(maya, MAYA, 'drive-file');
    expect(allowed.status).toBe(200);

    const saved = await maya.call('POST', googleDocPath(executionId), {});

    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      fileId: expect.any(String),
      link: expect.stringContaining(String(saved.json.fileId)),
      name: 'Recall costs',
      createdAt: expect.any(String),
    });
    const { file, text } = await readDoc(MAYA, String(saved.json.fileId));
    expect(file.mimeType).toBe('application/vnd.google-apps.document');
    const quote = cited[0]!.quotes[0]!;
    expect(text.replace(/\s+/g, ' ')).toContain(quote.text.replace(/\s+/g, ' '));
    if (quote.page) expect(text).toContain(`(p. ${quote.page})`);
    expect(text).toContain(cited[0]!.name);
    const [folder] = await stack.app.deps.driveFile.withDrive(await uidOf(MAYA), (drive, token) =>
      drive.search(token, `name = '${GOOGLE_DOCS_FOLDER}'`),
    );
    expect(file.parents).toEqual([folder?.id]);
    expect((await maya.call('GET', googleDocPath(executionId))).json).toEqual(saved.json);
    expect((await maya.call('POST', googleDocPath(executionId), {})).json).toEqual(saved.json);
  });

  it('when the saved doc is no longer in the Drive, then saving again creates a new one', async () => {
    // The person deleted it: the emulated Drive is the folder on disk (whose ids follow the path,
    // so the new doc, written where the old one was, gets its id back).
    const folder = path.join(drives.dir, MAYA, GOOGLE_DOCS_FOLDER);
    for (const file of fs.readdirSync(folder)) fs.rmSync(path.join(folder, file));

    const saved = await maya.call('POST', googleDocPath(executionId), {});

    expect(saved.status).toBe(200);
    expect(fs.readdirSync(folder)).toHaveLength(1);
    expect((await readDoc(MAYA, String(saved.json.fileId))).text).toContain(cited[0]!.name);
    expect((await maya.call('GET', googleDocPath(executionId))).json).toEqual(saved.json);
  });

  it('when the person chose a folder in the Picker, then the new doc goes there; a folder they did not choose answers 404 DRIVE_FOLDER_NOT_FOUND and nothing is saved', async () => {
    // Arrange: the doc saved before is gone, so saving makes a new one.
    const before = (await maya.call('GET', googleDocPath(executionId))).json;
    const folder = path.join(drives.dir, MAYA, GOOGLE_DOCS_FOLDER);
    for (const file of fs.readdirSync(folder)) fs.rmSync(path.join(folder, file));
    const uid = await uidOf(MAYA);
    const idOf = async (name: string) =>
      (
        await stack.app.deps.drive.withDrive(uid, (drive, token) => drive.search(token, `name = '${name}'`))
      )[0]!.id;
    const [suppliers, finance] = [await idOf('Suppliers'), await idOf('Finance')];
    const picked = await fetch(`${stack.emulators.url}/picker/select`, {
      method: 'POST',
      body: new URLSearchParams({
        token: await stack.app.deps.driveFile.accessToken(uid),
        origin: stack.app.url,
        folder: suppliers,
      }),
    });
    expect(picked.status).toBe(200);

    // Act
    const refused = await maya.call('POST', googleDocPath(executionId), { folderId: finance });
    const saved = await maya.call('POST', googleDocPath(executionId), { folderId: suppliers });

    // Assert
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({
      message: DRIVE_FOLDER_NOT_FOUND_MESSAGE,
      errorCode: DRIVE_FOLDER_NOT_FOUND,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.fileId).not.toBe(before.fileId);
    expect((await readDoc(MAYA, String(saved.json.fileId))).file.parents).toEqual([suppliers]);
  });

  it('when a member saves a shared run whose owner keeps the documents private, then the doc holds no document name or Drive address', async () => {
    await maya.call('PATCH', `/api/saved-reports/${reportId}/privacy`, {
      showDocumentsInSharedReports: false,
    });
    try {
      expect((await theo.call('POST', googleDocPath(executionId, true), {})).json.errorCode).toBe(
        DRIVE_FILE_AUTH_REQUIRED,
      );
      expect((await authorize(theo, THEO, 'drive-file')).status).toBe(200);

      const saved = await theo.call('POST', googleDocPath(executionId, true), {});

      expect(saved.status).toBe(200);
      const { text } = await readDoc(THEO, String(saved.json.fileId));
      for (const source of cited) expect(text).not.toContain(source.name);
      expect(text).not.toMatch(/https?:\/\/\S*drive/);
      expect(text).toContain('Source 1');
      expect((await theo.call('GET', googleDocPath(executionId, true))).json).toEqual(saved.json);
      // The member saves the team's run from the team's view, not as their own.
      expect((await theo.call('GET', googleDocPath(executionId))).status).toBe(404);
    } finally {
      await maya.call('PATCH', `/api/saved-reports/${reportId}/privacy`, {
        showDocumentsInSharedReports: true,
      });
    }
  });

  it('when someone else, or nobody signed in, asks, then nothing is saved: 404 and 401', async () => {
    expect((await sam.call('POST', googleDocPath(executionId), {})).status).toBe(404);
    expect((await sam.call('POST', googleDocPath(executionId, true), {})).status).toBe(404);
    expect((await sam.call('GET', googleDocPath(executionId))).status).toBe(404);
    const anonymous = await fetch(`${stack.app.url}${googleDocPath(executionId)}`, {
      method: 'POST',
      headers: { origin: stack.app.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });

  it('when the folder id is not a string or too long, then the answer is 400', async () => {
    for (const folderId of [42, 'a'.repeat(201), '../root']) {
      expect(
        (await maya.call('POST', googleDocPath(executionId), { folderId })).status,
        String(folderId),
      ).toBe(400);
    }
  });

  it('when the person revoked the grant at Google, then saving answers 403 DRIVE_FILE_AUTH_REQUIRED and the grant is dropped', async () => {
    const uid = await uidOf(MAYA);
    const { keys, identity } = stack.app.deps.accounts;
    const grant = JSON.parse(String(await keys.getSecret(uid, 'driveFileToken'))) as { refreshToken: string };
    await identity.revoke(grant.refreshToken);

    const saved = await maya.call('POST', googleDocPath(executionId), {});

    expect(saved.status).toBe(403);
    expect(saved.json.errorCode).toBe(DRIVE_FILE_AUTH_REQUIRED);
    expect(await keys.has(uid, 'driveFileToken')).toBe(false);
  });

  it('when a person deletes their keys, then the grant to create files goes too', async () => {
    await authorize(sam, SAM, 'drive-file');
    const uid = await uidOf(SAM);
    expect(await stack.app.deps.accounts.keys.has(uid, 'driveFileToken')).toBe(true);

    expect((await sam.call('DELETE', '/api/user/keys')).status).toBe(200);

    expect(await stack.app.deps.accounts.keys.has(uid, 'driveFileToken')).toBe(false);
    expect((await sam.call('POST', googleDocPath(executionId), {})).status).toBe(404);
  });
});
