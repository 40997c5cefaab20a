import fs from 'node:fs/promises';
import path from 'node:path';
import type { drive_v3 } from '@googleapis/drive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DriveHarness, failure, listAll, MAYA, SAM, startDrive } from './drive-test-setup';
import { EXPORT_LIMIT_BYTES } from './files.routes';
import { ALL_DRIVES_SEARCHED } from './list-corpus';
import { FOLDER } from './mime-types';
import { DRIVE, LEASE, LEASE_TEXT, LEO, sharedDrivesFixture, UNA } from './shared-drives-fixture';

const ALL = { corpora: 'allDrives', includeItemsFromAllDrives: true, supportsAllDrives: true };
const FIELDS =
  'nextPageToken, incompleteSearch, files(id, name, driveId, mimeType, shortcutDetails, capabilities)';

let fixture: Awaited<ReturnType<typeof sharedDrivesFixture>>;
let harness: DriveHarness;
let maya: drive_v3.Drive;

beforeAll(async () => {
  fixture = await sharedDrivesFixture();
  harness = await startDrive(fixture.dir);
  maya = harness.driveFor(MAYA).drive;
});
afterAll(async () => {
  await harness.stop();
  await fixture.remove();
});

async function names(client: drive_v3.Drive, params: drive_v3.Params$Resource$Files$List): Promise<string[]> {
  const { files } = await listAll(client, { fields: FIELDS, ...params });
  return files.map((file) => file.name!).sort();
}

async function leaseId(): Promise<string> {
  const { data } = await maya.files.list({ ...ALL, q: `name = '${LEASE}'`, fields: 'files(id)' });
  return data.files![0]!.id!;
}

describe('Shared Drives in files.list', () => {
  it('when the flags are not given, then no Shared Drive item is listed', async () => {
    expect(await names(maya, { q: "fullText contains 'warehouse'" })).toEqual(['Own note.txt']);
  });

  it('when corpora=allDrives comes with both flags, then the member sees the drive’s items, untrashed ones with trashed = false', async () => {
    const found = await names(maya, { ...ALL, q: "fullText contains 'warehouse' and trashed = false" });
    expect(found).toEqual(['Big', 'Floor plan.txt', 'Locked note', 'Locked.txt', 'Own note.txt', LEASE]);
  });

  it('when someone who is no member searches every drive, then none of the drive’s items is listed', async () => {
    const leo = harness.driveFor(LEO).drive;
    expect(await names(leo, { ...ALL, q: "fullText contains 'warehouse'" })).toEqual(['Leo note.txt']);
  });

  it('when corpora=allDrives or drive lacks a flag or a driveId, then Drive’s 400 comes back', async () => {
    const missing = [
      { corpora: 'allDrives', supportsAllDrives: true },
      { corpora: 'allDrives', includeItemsFromAllDrives: true },
      { corpora: 'drive', includeItemsFromAllDrives: true, supportsAllDrives: true },
    ];
    for (const params of missing) expect((await failure(maya.files.list(params))).status).toBe(400);
  });

  it('when corpora=drive names the drive, then only its items come, each with its driveId', async () => {
    const { data } = await maya.drives.list({});
    const ops = data.drives!.find((d) => d.name === DRIVE)!;
    const { files } = await listAll(maya, { ...ALL, corpora: 'drive', driveId: ops.id!, fields: FIELDS });
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.driveId === ops.id)).toBe(true);
    expect(files.map((file) => file.name)).toContain(LEASE);
  });

  it(`when a person belongs to more than ${ALL_DRIVES_SEARCHED} drives, then allDrives says incompleteSearch and per-drive lists find the rest`, async () => {
    const una = harness.driveFor(UNA).drive;
    const { data } = await una.files.list({ ...ALL, q: "fullText contains 'needle'", fields: FIELDS });
    expect(data.incompleteSearch).toBe(true);
    expect(data.files).toHaveLength(ALL_DRIVES_SEARCHED);
    const drives = (await una.drives.list({ pageSize: 100 })).data.drives!;
    let found = 0;
    for (const drive of drives) {
      const page = await una.files.list({
        ...ALL,
        corpora: 'drive',
        driveId: drive.id!,
        q: "fullText contains 'needle'",
      });
      expect(page.data.incompleteSearch).toBe(false);
      found += page.data.files!.length;
    }
    expect(found).toBe(6);
  });
});

describe('drives.list', () => {
  it('when a member lists drives, then only the drives they belong to come, ten a page by default', async () => {
    expect((await maya.drives.list({})).data.drives!.map((d) => d.name)).toEqual([DRIVE]);
    expect((await harness.driveFor(LEO).drive.drives.list({})).data.drives).toEqual([]);
    const una = harness.driveFor(UNA).drive;
    const first = await una.drives.list({ pageSize: 4 });
    expect(first.data.drives).toHaveLength(4);
    const second = await una.drives.list({ pageSize: 4, pageToken: first.data.nextPageToken! });
    expect(second.data.drives).toHaveLength(2);
    expect(second.data.nextPageToken).toBeUndefined();
  });
});

describe('one Shared Drive file', () => {
  it('when files.get or a download forgets supportsAllDrives, then Drive answers 404 notFound; with it, the file', async () => {
    const id = await leaseId();
    expect((await failure(maya.files.get({ fileId: id }))).status).toBe(404);
    expect((await failure(maya.files.get({ fileId: id, alt: 'media' }))).status).toBe(404);
    const { data } = await maya.files.get({ fileId: id, supportsAllDrives: true, fields: 'driveId,owners' });
    expect(data.driveId).toMatch(/^0A/);
    expect(data.owners).toBeUndefined();
    const bytes = await maya.files.get(
      { fileId: id, alt: 'media', supportsAllDrives: true },
      { responseType: 'text' },
    );
    expect(String(bytes.data)).toContain(LEASE_TEXT);
  });

  it('when someone who is no member asks for it, then 404 even with the flag', async () => {
    const leo = harness.driveFor(LEO).drive;
    expect((await failure(leo.files.get({ fileId: await leaseId(), supportsAllDrives: true }))).status).toBe(
      404,
    );
  });

  it('when a Google Doc’s export passes 10 MB, then 403 exportSizeLimitExceeded', async () => {
    const { data } = await maya.files.list({ ...ALL, q: "name = 'Big'", fields: 'files(id)' });
    const error = await failure(maya.files.export({ fileId: data.files![0]!.id!, mimeType: 'text/plain' }));
    expect(error.status).toBe(403);
    expect(JSON.stringify(error.response?.data)).toContain('exportSizeLimitExceeded');
    expect(EXPORT_LIMIT_BYTES).toBe(10 * 1024 * 1024);
  });

  it('when the owner turned download off, then a reader cannot download or export it and is told canDownload false; an organizer can', async () => {
    const sam = harness.driveFor(SAM).drive;
    const { files } = await listAll(sam, { ...ALL, q: "name contains 'Locked'", fields: FIELDS });
    expect(files.map((f) => f.capabilities?.canDownload)).toEqual([false, false]);
    const text = files.find((f) => f.name === 'Locked.txt')!.id!;
    const doc = files.find((f) => f.name === 'Locked note')!.id!;
    const download = await failure(sam.files.get({ fileId: text, alt: 'media', supportsAllDrives: true }));
    expect([download.status, JSON.stringify(download.response?.data)]).toEqual([
      403,
      expect.stringContaining('cannotDownloadFile'),
    ]);
    const exported = await failure(sam.files.export({ fileId: doc, mimeType: 'text/plain' }));
    expect(exported.status).toBe(403);
    const own = await maya.files.get(
      { fileId: text, alt: 'media', supportsAllDrives: true },
      { responseType: 'text' },
    );
    expect(String(own.data)).toContain('Locked');
  });
});

describe('shortcuts', () => {
  it('when a shortcut is listed, then shortcutDetails names its target’s id and type', async () => {
    const { files } = await listAll(maya, {
      ...ALL,
      q: "mimeType = 'application/vnd.google-apps.shortcut'",
      fields: FIELDS,
    });
    const byName = new Map(files.map((file) => [file.name, file.shortcutDetails]));
    expect(byName.get('Lease')).toEqual({ targetId: await leaseId(), targetMimeType: 'text/markdown' });
    expect(byName.get('Team plans')?.targetMimeType).toBe(FOLDER);
  });
});

describe('the change log', () => {
  it('when a Shared Drive file changes, then a member’s log shows it only with both flags, and the drive’s own log with driveId', async () => {
    const start = (await maya.changes.getStartPageToken({ supportsAllDrives: true })).data.startPageToken!;
    const { data: drives } = await maya.drives.list({});
    const driveId = drives.drives![0]!.id!;
    const driveStart = (await maya.changes.getStartPageToken({ driveId, supportsAllDrives: true })).data
      .startPageToken!;
    await fs.appendFile(path.join(fixture.dir, `_shared-drives/${DRIVE}/${LEASE}`), '\nSigned.\n');
    const ids = async (params: drive_v3.Params$Resource$Changes$List) =>
      ((await maya.changes.list(params)).data.changes ?? []).map((change) => change.fileId);
    const lease = await leaseId();
    expect(await ids({ pageToken: start })).toEqual([]);
    expect(await ids({ pageToken: start, includeItemsFromAllDrives: true, supportsAllDrives: true })).toEqual(
      [lease],
    );
    expect(await ids({ pageToken: driveStart, driveId, supportsAllDrives: true })).toEqual([lease]);
    expect((await failure(maya.changes.list({ pageToken: driveStart, driveId }))).status).toBe(400);
  });
});
