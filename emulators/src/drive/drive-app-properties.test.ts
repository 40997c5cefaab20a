import type { drive_v3 } from '@googleapis/drive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_FILE_SCOPE } from './drive-auth';
import {
  copyOfDrive,
  type DriveHarness,
  driveClient,
  failure,
  MAYA,
  READONLY,
  startDrive,
} from './drive-test-setup';
import { GOOGLE_DOC } from './mime-types';

/**
 * Private custom properties (Drive's appProperties) as an app marks the files it creates and finds
 * them again: set on files.create, read back with `fields`, searched with
 * `appProperties has { key='k' and value='v' }`, and seen only by the app that set them.
 */
let harness: DriveHarness;
let copy: Awaited<ReturnType<typeof copyOfDrive>>;
let app: drive_v3.Drive;

beforeAll(async () => {
  copy = await copyOfDrive(MAYA);
  harness = await startDrive(copy.dir);
  app = harness.driveFor(MAYA, [DRIVE_FILE_SCOPE]).drive;
});
afterAll(async () => {
  await harness.stop();
  await copy.remove();
});

const createDoc = (name: string, appProperties?: Record<string, unknown>) =>
  app.files.create(
    {
      requestBody: {
        name,
        mimeType: GOOGLE_DOC,
        ...(appProperties ? { appProperties } : {}),
      } as drive_v3.Schema$File,
      media: { mimeType: 'text/html', body: `<p>${name}</p>` },
      fields: 'id,name,appProperties',
    },
    { rootUrl: `${harness.emulators.url}/` },
  );

const find = async (client: drive_v3.Drive, q: string) =>
  ((await client.files.list({ q, fields: 'files(id,name)' })).data.files ?? []).map((f) => f.name);

describe('appProperties', () => {
  it('when a file is created with appProperties, then files.get gives them and a search by key and value finds that file alone', async () => {
    const { data } = await createDoc('Marked report', { quarryRun: 'run-1', quarryFor: 'abc' });
    await createDoc('Other run', { quarryRun: 'run-2', quarryFor: 'abc' });
    await createDoc('Unmarked report');

    expect(data.appProperties).toEqual({ quarryRun: 'run-1', quarryFor: 'abc' });
    const read = await app.files.get({ fileId: data.id!, fields: 'appProperties' });
    expect(read.data).toEqual({ appProperties: { quarryRun: 'run-1', quarryFor: 'abc' } });
    expect(await find(app, "appProperties has { key='quarryRun' and value='run-1' }")).toEqual([
      'Marked report',
    ]);
    expect(
      await find(
        app,
        "appProperties has { value='abc' and key='quarryFor' } and not appProperties has { key='quarryRun' and value='run-2' } and trashed = false",
      ),
    ).toEqual(['Marked report']);
    expect(await find(app, "appProperties has { key='quarryRun' and value='run-3' }")).toEqual([]);
  });

  it("when another app reads the same Drive, then it sees none of this app's properties and its search finds nothing", async () => {
    await createDoc('Private mark', { quarryRun: 'run-private' });
    const { token } = harness.emulators.context.tokens.issueAccessToken({
      email: MAYA,
      clientId: 'another-app',
      scopes: [READONLY],
    });
    const other = driveClient(harness.emulators.url, token);

    expect(await find(other, "appProperties has { key='quarryRun' and value='run-private' }")).toEqual([]);
    const [file] = (await other.files.list({ q: "name = 'Private mark'", fields: 'files(id,appProperties)' }))
      .data.files!;
    expect(file?.id).toEqual(expect.any(String));
    expect(file?.appProperties).toBeUndefined();
  });

  it("when appProperties are malformed or past Drive's limits, or a search names no value, then Drive answers 400 and nothing is created", async () => {
    const before = await find(app, 'trashed = false');
    const refused = [
      await failure(createDoc('Not a string', { quarryRun: 42 })),
      await failure(createDoc('Too long', { quarryRun: 'x'.repeat(116) })),
      await failure(
        createDoc('Too many', Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, 'v']))),
      ),
    ];
    const badQuery = await failure(find(app, "appProperties has { key='quarryRun' }"));

    expect(refused.map((e) => e.status)).toEqual([400, 400, 400]);
    expect(badQuery.status).toBe(400);
    expect(await find(app, 'trashed = false')).toEqual(before);
  });

  it('when the app updates a file’s appProperties, then they merge (null clears a key), its search finds it by them, and a read-only token may not update', async () => {
    const { data: folder } = await app.files.create({
      requestBody: { name: 'Older folder', mimeType: 'application/vnd.google-apps.folder' },
      fields: 'id',
    });
    await app.files.update({ fileId: folder.id!, requestBody: { appProperties: { a: '1', b: '2' } } });
    const { data } = await app.files.update({
      fileId: folder.id!,
      // Drive takes null to clear a key; googleapis' type has strings only.
      requestBody: { appProperties: { b: null, quarryFolder: 'reports' } } as unknown as drive_v3.Schema$File,
      fields: 'id,appProperties',
    });
    const readonly = harness.driveFor(MAYA, [READONLY]).drive;
    const refused = await failure(
      readonly.files.update({ fileId: folder.id!, requestBody: { appProperties: { c: '3' } } }),
    );
    const renamed = await failure(
      app.files.update({ fileId: folder.id!, requestBody: { name: 'New name' } }),
    );
    const malformed = await failure(
      app.files.update({
        fileId: folder.id!,
        requestBody: { appProperties: { quarryFolder: 42 } } as unknown as drive_v3.Schema$File,
      }),
    );

    expect(data.appProperties).toEqual({ a: '1', quarryFolder: 'reports' });
    expect(
      await find(app, "appProperties has { key='quarryFolder' and value='reports' } and trashed = false"),
    ).toEqual(['Older folder']);
    expect(
      await find(
        readonly,
        "not appProperties has { key='quarryFolder' and value='reports' } and name = 'Older folder'",
      ),
    ).toEqual([]);
    expect(refused.status).toBe(403);
    expect(renamed.status).toBe(501);
    expect(malformed.status).toBe(400);
    expect((await app.files.get({ fileId: folder.id!, fields: 'appProperties' })).data.appProperties).toEqual(
      {
        a: '1',
        quarryFolder: 'reports',
      },
    );
    await app.files.create(
      {
        requestBody: { name: 'Inside older', mimeType: GOOGLE_DOC, parents: [folder.id!] },
        media: { mimeType: 'text/html', body: '<p>Inside older</p>' },
      },
      { rootUrl: `${harness.emulators.url}/` },
    );
    expect(await find(readonly, "name contains 'Inside'")).toEqual(['Inside older']);
    expect(await find(readonly, `name contains 'Inside' and not '${folder.id}' in parents`)).toEqual([]);
  });
});
