import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { drive_v3 } from '@googleapis/drive';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRIVE_FILE_SCOPE } from './drive-auth';
import { copyOfDrive, type DriveHarness, failure, SAM, startDrive } from './drive-test-setup';

let copy: Awaited<ReturnType<typeof copyOfDrive>>;
let stateDir: string;
let harness: DriveHarness;

beforeEach(async () => {
  copy = await copyOfDrive(SAM);
  stateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-state-'));
  harness = await startDrive(copy.dir, stateDir);
});
afterEach(async () => {
  await harness.stop();
  await copy.remove();
  await fs.rm(stateDir, { recursive: true, force: true });
});

const NOTES = "Sales/Sam's sales team notes.md";
const PIPELINE = 'Pipeline Q4 2026.csv';
const FIELDS = 'nextPageToken,newStartPageToken,changes(fileId,removed,time,file(id,name,version,trashed))';
const onDisk = (relative: string) => path.join(copy.accountDir, relative);

async function startToken(drive: drive_v3.Drive): Promise<string> {
  return (await drive.changes.getStartPageToken({})).data.startPageToken!;
}

/** Every change from the token on, following nextPageToken; and the token to ask from next time. */
async function changesFrom(drive: drive_v3.Drive, pageToken: string, pageSize = 100) {
  const changes: drive_v3.Schema$Change[] = [];
  const pages: number[] = [];
  let token: string | undefined = pageToken;
  for (;;) {
    const { data }: { data: drive_v3.Schema$ChangeList } = await drive.changes.list({
      pageToken: token,
      pageSize,
      fields: FIELDS,
    });
    changes.push(...(data.changes ?? []));
    pages.push(data.changes?.length ?? 0);
    if (!data.nextPageToken) return { changes, pages, newStartPageToken: data.newStartPageToken };
    token = data.nextPageToken;
  }
}

async function idOf(drive: drive_v3.Drive, name: string): Promise<string> {
  const { data } = await drive.files.list({ q: `name = '${name.replaceAll("'", "\\'")}'` });
  return data.files![0]!.id!;
}

describe('Drive changes in the emulator', () => {
  it('when nothing changed, then the list is empty and the start token stays the same', async () => {
    const { drive } = harness.driveFor(SAM);
    const start = await startToken(drive);
    const { data } = await drive.changes.list({ pageToken: start });
    expect(data).toEqual({ kind: 'drive#changeList', newStartPageToken: start, changes: [] });
    expect(await startToken(drive)).toBe(start);
  });

  it('when a file is edited on disk, then the next list has one change with the file as it is now', async () => {
    const { drive } = harness.driveFor(SAM);
    const id = await idOf(drive, "Sam's sales team notes.md");
    const start = await startToken(drive);
    await fs.appendFile(onDisk(NOTES), '\n- Zanzibar distributor called.\n');

    const { changes, newStartPageToken } = await changesFrom(drive, start);

    const now = (await drive.files.get({ fileId: id, fields: 'id,name,version,trashed' })).data;
    expect(changes).toEqual([{ fileId: id, removed: false, time: expect.any(String), file: now }]);
    expect(newStartPageToken).toBe(await startToken(drive));
    expect(newStartPageToken).not.toBe(start);
  });

  it('when a file is added on disk, then it is one change, not trashed', async () => {
    const { drive } = harness.driveFor(SAM);
    const start = await startToken(drive);
    await fs.writeFile(onDisk('Sales/Gipfelhaus visit.txt'), 'Met the Gipfelhaus buyers in Munich.');

    const { changes } = await changesFrom(drive, start);

    const id = await idOf(drive, 'Gipfelhaus visit.txt');
    expect(changes).toMatchObject([
      { fileId: id, removed: false, file: { name: 'Gipfelhaus visit.txt', trashed: false } },
    ]);
  });

  it('when a file is deleted on disk, then it is one change, removed, without a file', async () => {
    const { drive } = harness.driveFor(SAM);
    const id = await idOf(drive, PIPELINE);
    const start = await startToken(drive);
    await fs.rm(onDisk(PIPELINE));

    const { changes } = await changesFrom(drive, start);

    expect(changes).toEqual([{ fileId: id, removed: true, time: expect.any(String) }]);
  });

  it('when a file is moved to the trash on disk, then its id in the trash comes back trashed and its old id removed', async () => {
    const { drive } = harness.driveFor(SAM);
    const id = await idOf(drive, PIPELINE);
    const start = await startToken(drive);
    await fs.mkdir(onDisk('.trash'));
    await fs.rename(onDisk(PIPELINE), onDisk(`.trash/${PIPELINE}`));

    const { changes } = await changesFrom(drive, start);

    // Ids come from account and path (drive-ids.ts): a file moved on disk is another file to Drive.
    const trashedId = (await drive.files.list({ q: 'trashed = true' })).data.files![0]!.id!;
    expect(changes).toMatchObject([
      { fileId: trashedId, removed: false, file: { name: PIPELINE, trashed: true } },
      { fileId: id, removed: true },
    ]);
  });

  it('when a file is renamed on disk, then the new name comes back and the old id is removed', async () => {
    const { drive } = harness.driveFor(SAM);
    const id = await idOf(drive, PIPELINE);
    const start = await startToken(drive);
    await fs.rename(onDisk(PIPELINE), onDisk('Pipeline Q1 2027.csv'));

    const { changes } = await changesFrom(drive, start);

    const renamed = await idOf(drive, 'Pipeline Q1 2027.csv');
    expect(changes).toMatchObject([
      { fileId: renamed, removed: false, file: { name: 'Pipeline Q1 2027.csv', trashed: false } },
      { fileId: id, removed: true },
    ]);
  });

  it('when five files change and pages hold two, then three pages give all five in order, the last with the new start token', async () => {
    const { drive } = harness.driveFor(SAM);
    const start = await startToken(drive);
    const names = ['a', 'b', 'c', 'd', 'e'].map((letter) => `Call ${letter}.txt`);
    for (const name of names) await fs.writeFile(onDisk(`Sales/${name}`), name);

    const { changes, pages, newStartPageToken } = await changesFrom(drive, start, 2);

    expect(pages).toEqual([2, 2, 1]);
    expect(changes.map((change) => change.file?.name)).toEqual(names);
    expect(newStartPageToken).toBe(await startToken(drive));
  });

  it('when a file changes twice, then it is listed once, as it is now', async () => {
    const { drive } = harness.driveFor(SAM);
    const start = await startToken(drive);
    await fs.appendFile(onDisk(NOTES), '\n- first\n');
    await startToken(drive);
    await fs.appendFile(onDisk(NOTES), '\n- second\n');

    const { changes } = await changesFrom(drive, start);

    const id = await idOf(drive, "Sam's sales team notes.md");
    const now = (await drive.files.get({ fileId: id, fields: 'version' })).data.version;
    expect(changes).toMatchObject([{ fileId: id, file: { version: now } }]);
  });

  it('when the page token is not one Drive gave, then the list is refused with 400', async () => {
    const { drive } = harness.driveFor(SAM);
    const next = Number(await startToken(drive)) + 1;
    for (const pageToken of ['not-a-token', '0', String(next)]) {
      const error = await failure(drive.changes.list({ pageToken }));
      expect(error.status).toBe(400);
      expect(error.response?.data).toMatchObject({
        error: { code: 400, errors: [{ reason: 'invalid', location: 'pageToken' }] },
      });
    }
  });

  it('when the token has only drive.file, then it sees the changes of its own files only', async () => {
    const app = harness.driveFor(SAM, [DRIVE_FILE_SCOPE]).drive;
    const everything = harness.driveFor(SAM).drive;
    const start = await startToken(app);
    const folder = await app.files.create({
      requestBody: { name: 'Quarry reports', mimeType: 'application/vnd.google-apps.folder' },
    });
    await fs.appendFile(onDisk(NOTES), '\n- not the app’s file\n');

    const seen = await changesFrom(app, start);
    const all = await changesFrom(everything, start);

    expect(seen.changes.map((change) => change.fileId)).toEqual([folder.data.id]);
    expect(all.changes).toHaveLength(2);
  });
});

describe('Drive changes across a restart', () => {
  it('when files change before and while the emulator is down, then a token from before lists both', async () => {
    const { drive } = harness.driveFor(SAM);
    const notes = await idOf(drive, "Sam's sales team notes.md");
    const pipeline = await idOf(drive, PIPELINE);
    const start = await startToken(drive);
    await fs.appendFile(onDisk(NOTES), '\n- before the restart\n');
    await startToken(drive);
    await harness.stop();
    await fs.appendFile(onDisk(PIPELINE), 'Gipfelhaus,Munich,120000\n');

    harness = await startDrive(copy.dir, stateDir);
    const { changes } = await changesFrom(harness.driveFor(SAM).drive, start);

    expect(changes.map((change) => change.fileId)).toEqual([notes, pipeline]);
  });
});

describe('POST /__control/drive/edit', () => {
  const edit = (body: object) =>
    fetch(`${harness.emulators.url}/__control/drive/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('when a text file is edited through the control, then the next request sees it and the change log lists it', async () => {
    const { drive } = harness.driveFor(SAM);
    const start = await startToken(drive);

    const response = await edit({ email: SAM, path: NOTES, append: '\n- Zanzibar distributor called.\n' });

    const answer = (await response.json()) as { fileId: string; version: string };
    const now = (await drive.files.get({ fileId: answer.fileId, fields: 'name,version' })).data;
    expect(now).toEqual({ name: "Sam's sales team notes.md", version: answer.version });
    expect(await fs.readFile(onDisk(NOTES), 'utf8')).toMatch(/Zanzibar distributor called\.\n$/);
    const { changes } = await changesFrom(drive, start);
    expect(changes).toMatchObject([{ fileId: answer.fileId, file: { version: answer.version } }]);
  });

  it('when the content is given, then it replaces the file', async () => {
    const response = await edit({ email: SAM, path: PIPELINE, content: 'account,city\n' });

    expect(response.status).toBe(200);
    expect(await fs.readFile(onDisk(PIPELINE), 'utf8')).toBe('account,city\n');
  });

  it('when a file is edited while it is being read, then every read sees the old text or the new, whole', async () => {
    const { drive } = harness.driveFor(SAM);
    const old = await fs.readFile(onDisk(NOTES), 'utf8');
    const added = `\n${'- A long line the distributor dictated. '.repeat(20_000)}\n`;
    const fileId = (await (await edit({ email: SAM, path: NOTES, append: '' })).json()).fileId as string;
    const media = async () =>
      (await drive.files.get({ fileId, alt: 'media' }, { responseType: 'text' })).data as unknown as string;

    const [, ...reads] = await Promise.all([
      edit({ email: SAM, path: NOTES, append: added }),
      ...Array.from({ length: 8 }, media),
    ]);

    for (const text of reads) expect([old.length, old.length + added.length]).toContain(text.length);
    expect(await fs.readFile(onDisk(NOTES), 'utf8')).toBe(old + added);
    expect((await fs.readdir(path.dirname(onDisk(NOTES)))).filter((name) => name.startsWith('.'))).toEqual(
      [],
    );
  });

  it('when a new file is created (for an account with no folder yet), then search finds it and the change log lists it as added', async () => {
    const newcomer = 'newcomer.watch@northwind.test';
    const { drive } = harness.driveFor(newcomer);
    const start = await startToken(drive);

    const response = await edit({
      email: newcomer,
      path: 'Budget/Office budget.md',
      content: 'The office budget is $40,000.\n',
      create: true,
    });

    expect(response.status).toBe(200);
    const { fileId } = (await response.json()) as { fileId: string };
    const found = (await drive.files.list({ q: "fullText contains 'office budget'", fields: 'files(id)' }))
      .data;
    expect(found.files).toEqual([{ id: fileId }]);
    const { changes } = await changesFrom(drive, start);
    expect(changes.map((c) => c.fileId)).toContain(fileId);
  });

  it('when the path leaves the account folder, is not text or does not exist, then the edit is refused', async () => {
    const refused = [
      await edit({ email: SAM, path: '../maya.chen@northwind.test/notes.md', append: 'x' }),
      await edit({ email: SAM, path: 'Sales/Distributor Price List 2027.pdf', append: 'x' }),
      await edit({ email: SAM, path: 'Sales/No such notes.md', append: 'x' }),
      await edit({ email: SAM, path: NOTES }),
    ];

    expect(refused.map((response) => response.status)).toEqual([400, 400, 404, 400]);
  });
});
