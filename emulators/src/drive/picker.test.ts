import type { drive_v3 } from '@googleapis/drive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_FILE_SCOPE } from './drive-auth';
import { rootIdFor } from './drive-ids';
import { copyOfDrive, type DriveHarness, failure, MAYA, READONLY, startDrive } from './drive-test-setup';
import { FOLDER, GOOGLE_DOC } from './mime-types';

/**
 * The Google Picker, emulated (docs/decisions/exports.md): under drive.file a file may be created only in a
 * folder the app created or the person opened with the app in the Picker; the Picker's page lists
 * the account's folders and, on Select, gives the app that folder and posts the callback data.
 */
const APP = 'http://localhost:8080';

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

const folderId = async (name: string) => {
  const { data } = await reader.files.list({
    q: `name = '${name}' and mimeType = '${FOLDER}'`,
    fields: 'files(id)',
  });
  return data.files![0]!.id!;
};

const createDoc = (parent: string, name: string) =>
  app.files.create(
    {
      requestBody: { name, mimeType: GOOGLE_DOC, parents: [parent] },
      media: { mimeType: 'text/html', body: `<p>${name}</p>` },
      fields: 'id,parents',
    },
    { rootUrl: `${harness.emulators.url}/` },
  );

const openPicker = (query: Record<string, string>) =>
  fetch(`${harness.emulators.url}/picker?${new URLSearchParams(query)}`);

const post = (path: string, form: Record<string, string>) =>
  fetch(`${harness.emulators.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

/** The message the result page posts, and the origin it posts it to. */
function postedMessage(html: string): { message: unknown; origin: unknown } {
  const call = /postMessage\((.*), (".*?")\);<\/script>/.exec(html);
  if (!call) throw new Error(`no postMessage in ${html}`);
  return { message: JSON.parse(call[1]!), origin: JSON.parse(call[2]!) };
}

describe('files.create under drive.file', () => {
  it('when the parent is a folder the app neither created nor was given, then Drive answers 404 File not found, as Google does', async () => {
    // Arrange
    const finance = await folderId('Finance');

    // Act
    const error = await failure(createDoc(finance, 'Not allowed here'));

    // Assert
    expect(error.status).toBe(404);
    expect(error.response?.data).toEqual({
      error: {
        code: 404,
        message: `File not found: ${finance}.`,
        errors: [
          {
            message: `File not found: ${finance}.`,
            domain: 'global',
            reason: 'notFound',
            location: 'fileId',
            locationType: 'parameter',
          },
        ],
      },
    });
  });

  it('when the parent is My Drive, then the file is created there', async () => {
    const { data } = await createDoc('root', 'At the top');

    expect(data.parents).toEqual([rootIdFor(MAYA)]);
  });
});

describe('the emulated Picker', () => {
  it('when opened with a drive.file token, then it lists every folder at the top of the drive, with Select and Cancel', async () => {
    // Act
    const response = await openPicker({ token: appToken, origin: APP });

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    for (const name of ['Finance', 'Operations', 'People']) {
      expect(html).toContain(`<label for="f-${await folderId(name)}">${name}</label>`);
    }
    expect(html).toContain('<legend>Folders in My Drive</legend>');
    expect(html).toContain('<button type="submit">Select</button>');
    expect(html).toContain('formaction="/picker/cancel"');
    expect(html).not.toContain('.trash');
  });

  it('when a folder is opened, then its folders show, with the way back to My Drive', async () => {
    const operations = await folderId('Operations');

    const html = await (await openPicker({ token: appToken, origin: APP, folder: operations })).text();

    expect(html).toContain('<legend>Folders in Operations</legend>');
    expect(html).toContain('>Suppliers</label>');
    expect(html).toContain('>Ridgeline 2 Recall</label>');
    expect(html).toContain('This folder (Operations)');
    expect(html).toMatch(/<a href="[^"]*">My Drive<\/a>/);
    expect(html).toContain('<li aria-current="location">Operations</li>');
  });

  it('when the token is not valid or the origin is not one, then the Picker refuses and shows why', async () => {
    expect((await openPicker({ token: 'ya29.forged.sig', origin: APP })).status).toBe(401);
    expect((await openPicker({ token: appToken, origin: 'javascript:alert(1)' })).status).toBe(400);
    expect((await openPicker({ token: appToken, origin: `${APP}/path` })).status).toBe(400);
    expect((await openPicker({ token: appToken, origin: APP, folder: 'no-such-folder' })).status).toBe(404);
  });

  it('when a folder is selected, then the app may create in it and the callback data is posted to the opener’s origin only', async () => {
    // Arrange
    const suppliers = await folderId('Suppliers');
    expect((await failure(createDoc(suppliers, 'Before'))).status).toBe(404);

    // Act
    const response = await post('/picker/select', { token: appToken, origin: APP, folder: suppliers });

    // Assert
    expect(response.status).toBe(200);
    expect(postedMessage(await response.text())).toEqual({
      message: { action: 'picked', docs: [{ id: suppliers, name: 'Suppliers', mimeType: FOLDER }] },
      origin: APP,
    });
    const { data } = await createDoc(suppliers, 'Supplier report');
    expect(data.parents).toEqual([suppliers]);
    const { data: folder } = await app.files.get({ fileId: suppliers, fields: 'name,isAppAuthorized' });
    expect(folder).toEqual({ name: 'Suppliers', isAppAuthorized: true });
  });

  it('when another app’s token selected a folder, then this app still may not create in it', async () => {
    const people = await folderId('People');
    const other = harness.emulators.context.tokens.issueAccessToken({
      email: MAYA,
      clientId: 'another-app',
      scopes: [DRIVE_FILE_SCOPE],
    }).token;

    await post('/picker/select', { token: other, origin: APP, folder: people });

    expect((await failure(createDoc(people, 'Not mine'))).status).toBe(404);
  });

  it('when Cancel is pressed, then the opener is told so and nothing is given', async () => {
    const response = await post('/picker/cancel', { origin: APP });

    expect(postedMessage(await response.text())).toEqual({ message: { action: 'cancel' }, origin: APP });
  });

  it('when Select comes without a folder or with a forged token, then nothing is given', async () => {
    expect((await post('/picker/select', { token: appToken, origin: APP })).status).toBe(400);
    const board = await folderId('Board');
    expect((await post('/picker/select', { token: 'ya29.x.y', origin: APP, folder: board })).status).toBe(
      401,
    );
    expect((await failure(createDoc(board, 'Nope'))).status).toBe(404);
  });
});
