import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { drive_v3 } from '@googleapis/drive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxFromBlocks } from './docx-from-blocks';
import { DRIVE_FILE_SCOPE } from './drive-auth';
import { rootIdFor } from './drive-ids';
import { copyOfDrive, type DriveHarness, failure, MAYA, READONLY, startDrive } from './drive-test-setup';
import { DOCX, FOLDER, GOOGLE_DOC } from './mime-types';

const REPORT_HTML = `<!doctype html><html><head><title>ignored</title><style>p{color:red}</style></head>
<body><h1>Ridgeline 2 recall</h1><p>The Ridgeline 2 recall cost <strong>&euro;1.2M</strong> in total.<sup>[1]</sup></p>
<ul><li>Batteries replaced</li><li><p>Dealers paid</p></li></ul>
<table><tr><th>Document</th><th>Outcome</th></tr><tr><td>Recall memo</td><td>Read</td></tr></table></body></html>`;

let harness: DriveHarness;
let copy: Awaited<ReturnType<typeof copyOfDrive>>;
let app: drive_v3.Drive;
let appToken: string;
let reader: drive_v3.Drive;

beforeAll(async () => {
  copy = await copyOfDrive(MAYA);
  harness = await startDrive(copy.dir);
  ({ drive: app, token: appToken } = harness.driveFor(MAYA, [DRIVE_FILE_SCOPE]));
  reader = harness.driveFor(MAYA, [READONLY]).drive;
});
afterAll(async () => {
  await harness.stop();
  await copy.remove();
});

const exportText = async (client: drive_v3.Drive, fileId: string) =>
  Buffer.from(
    (await client.files.export({ fileId, mimeType: 'text/plain' }, { responseType: 'arraybuffer' }))
      .data as unknown as ArrayBuffer,
  ).toString('utf8');

const createFolder = (client: drive_v3.Drive, name: string) =>
  client.files.create({ requestBody: { name, mimeType: FOLDER }, fields: 'id,name,mimeType,parents' });

/**
 * googleapis builds the upload address from the call's own rootUrl, not the client's: without it
 * the upload goes to www.googleapis.com (see docs/decisions/README.md).
 */
const createDoc = (
  client: drive_v3.Drive,
  name: string,
  parent: string,
  body: string | Buffer,
  type = 'text/html',
) =>
  client.files.create(
    {
      requestBody: { name, mimeType: GOOGLE_DOC, parents: [parent] },
      media: { mimeType: type, body: typeof body === 'string' ? body : Readable.from([body]) },
      fields: 'id,name,mimeType,parents,webViewLink',
    },
    { rootUrl: `${harness.emulators.url}/` },
  );

describe('files.create', () => {
  it('when a folder is created with metadata only, then it is a folder of My Drive, on disk', async () => {
    const { data } = await createFolder(app, 'Quarry reports');
    expect(data).toEqual({
      id: expect.any(String),
      name: 'Quarry reports',
      mimeType: FOLDER,
      parents: [rootIdFor(MAYA)],
    });
    expect((await fs.stat(path.join(copy.accountDir, 'Quarry reports'))).isDirectory()).toBe(true);
  });

  it('when HTML is uploaded as a Google Doc, then it is kept as a Google Doc that files.get, export, search and the web view find', async () => {
    const folder = (await createFolder(app, 'Exports')).data.id!;
    const { data } = await createDoc(app, 'Recall report', folder, REPORT_HTML);
    expect(data).toMatchObject({ name: 'Recall report', mimeType: GOOGLE_DOC, parents: [folder] });
    const markdown = await fs.readFile(
      path.join(copy.accountDir, 'Exports', 'Recall report.gdoc.md'),
      'utf8',
    );
    expect(markdown).toContain('# Ridgeline 2 recall');

    const text = await exportText(app, data.id!);
    expect(text).toContain('The Ridgeline 2 recall cost €1.2M in total.[1]');
    expect(text).toContain('* Batteries replaced\n* Dealers paid');
    expect(text).toContain('Recall memo\tRead');
    expect(text).not.toContain('ignored');
    const { data: got } = await reader.files.get({ fileId: data.id!, fields: 'name,mimeType,parents' });
    expect(got).toEqual({ name: 'Recall report', mimeType: GOOGLE_DOC, parents: [folder] });
    const { data: found } = await reader.files.list({
      q: "name = 'Recall report' and fullText contains 'Batteries replaced'",
      fields: 'files(id)',
    });
    expect(found.files).toEqual([{ id: data.id }]);
    const page = await (await fetch(data.webViewLink!)).text();
    expect(page).toContain('Ridgeline 2 recall');
  });

  it('when a Word file is uploaded as a Google Doc, then its text is kept', async () => {
    const docx = await docxFromBlocks([{ type: 'paragraph', text: 'Supplier audit passed in March.' }], {
      title: 'Audit',
      creator: 'test',
    });
    const { data } = await createDoc(app, 'Audit', 'root', docx, DOCX);
    expect(await exportText(app, data.id!)).toContain('Supplier audit passed in March.');
  });

  it('when a second file of the same name is created in a folder, then it is kept beside the first as "Name (2)"', async () => {
    await createDoc(app, 'Twice', 'root', '<p>one</p>');
    const { data } = await createDoc(app, 'Twice', 'root', '<p>two</p>');
    expect(data.name).toBe('Twice (2)');
    expect(await exportText(app, data.id!)).toBe('two\n');
  });

  it('when the multipart body is malformed, then Drive answers 400 in Google’s error shape', async () => {
    const send = (contentType: string, body: string) =>
      fetch(`${harness.emulators.url}/upload/drive/v3/files?uploadType=multipart`, {
        method: 'POST',
        headers: { authorization: `Bearer ${appToken}`, 'content-type': contentType },
        body,
      });
    const cut = await send(
      'multipart/related; boundary=b',
      '--b\r\ncontent-type: application/json\r\n\r\n{}\r\n',
    );
    expect(cut.status).toBe(400);
    expect(await cut.json()).toEqual({
      error: {
        code: 400,
        message: 'Missing end boundary in multipart body.',
        errors: [
          { message: 'Missing end boundary in multipart body.', domain: 'global', reason: 'badRequest' },
        ],
      },
    });
    const onePart = await send(
      'multipart/related; boundary=b',
      '--b\r\ncontent-type: application/json\r\n\r\n{}\r\n--b--',
    );
    expect((await onePart.json()).error.message).toBe('Invalid multipart request with 1 mime parts.');
    const noBoundary = await send('application/json', '{}');
    expect(noBoundary.status).toBe(400);
  });
});

describe('files.create and scopes', () => {
  it('when the token has only drive.readonly, then it may not create (403 insufficientPermissions)', async () => {
    const error = await failure(createFolder(reader, 'Nope'));
    expect(error.status).toBe(403);
    expect(error.response?.data).toMatchObject({
      error: { code: 403, errors: [{ reason: 'insufficientPermissions' }], status: 'PERMISSION_DENIED' },
    });
  });

  it('when the token has only drive.file, then it sees only what its app created', async () => {
    const { data: mine } = await createFolder(app, 'Mine only');
    const { data: all } = await reader.files.list({ q: "name = '2027 Hiring Plan'", fields: 'files(id)' });
    const notMine = all.files![0]!.id!;

    expect((await failure(app.files.get({ fileId: notMine }))).status).toBe(404);
    expect((await failure(app.files.export({ fileId: notMine, mimeType: 'text/plain' }))).status).toBe(404);
    const { data: listed } = await app.files.list({
      q: 'trashed = false',
      fields: 'files(name,isAppAuthorized)',
    });
    expect(listed.files?.every((f) => f.isAppAuthorized)).toBe(true);
    expect(listed.files?.map((f) => f.name)).toContain('Mine only');
    expect(listed.files?.map((f) => f.name)).not.toContain('2027 Hiring Plan');
    expect((await failure(createDoc(app, 'Into a folder not mine', notMine, '<p>x</p>'))).status).toBe(404);

    const otherApp = harness.emulators.context.tokens.issueAccessToken({
      email: MAYA,
      clientId: 'another-app',
      scopes: [DRIVE_FILE_SCOPE],
    }).token;
    const other = await fetch(`${harness.emulators.url}/drive/v3/files/${mine.id}`, {
      headers: { authorization: `Bearer ${otherApp}` },
    });
    expect(other.status).toBe(404);
  });
});
