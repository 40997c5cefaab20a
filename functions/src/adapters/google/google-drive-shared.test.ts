import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentReadError } from '../../ports/document-reader.port';
import { SCOPES } from '../../ports/identity-provider.port';
import { signInAtGoogle } from '../../testing/google-sign-in';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { tempDir } from '../../testing/temp-dir';
import { ParsingDocumentReader } from '../parsers/document-reader';
import { GoogleDrive } from './google-drive';

/**
 * The Drive adapter against the emulated Drive's Shared Drives: every call it makes must carry the
 * all-drives flags (the emulator leaves Shared Drive items out, or answers 404, without them).
 * Ops Team: Maya organizer, Sam reader; Leo belongs to six other drives, more than one all-drives
 * search covers, so Drive says incompleteSearch.
 */
const MAYA = 'maya.chen@northwind.test';
const SAM = 'sam.rivera@northwind.test';
const LEO = 'leo.okafor@northwind.test';
const OPS = '_shared-drives/Ops Team';
const LEASE = 'Warehouse Lease Renewal.md';

let drives: ReturnType<typeof tempDir>;
let stack: LocalStack;
let drive: GoogleDrive;
const tokens: Record<string, string> = {};

function write(relative: string, content: string): void {
  const file = path.join(drives.dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function fixture(): void {
  const settings = {
    members: { [MAYA]: 'organizer', [SAM]: 'reader' },
    copyRequiresWriterPermission: ['Locked.txt'],
  };
  write(`${OPS}/.drive.json`, JSON.stringify(settings));
  write(`${OPS}/${LEASE}`, 'The warehouse lease renews on 1 March 2027 at $14,200 a month.\n');
  write(`${OPS}/Plans/Floor plan.txt`, 'The warehouse floor plan.\n');
  write(`${OPS}/Locked.txt`, 'Locked warehouse notes.\n');
  write(`${OPS}/Big.gdoc.txt`, `warehouse ${'x'.repeat(11 * 1024 * 1024)}\n`);
  write(`${MAYA}/Notes/Rent forecast.md`, 'Only in Maya’s My Drive.\n');
  write(`${MAYA}/Notes/Lease.gshortcut.json`, JSON.stringify({ target: LEASE, drive: 'Ops Team' }));
  write(`${MAYA}/Notes/Team plans.gshortcut.json`, JSON.stringify({ target: 'Plans', drive: 'Ops Team' }));
  for (let n = 1; n <= 6; n++) {
    write(`_shared-drives/Many ${n}/.drive.json`, JSON.stringify({ members: { [LEO]: 'writer' } }));
    write(`_shared-drives/Many ${n}/Needle ${n}.txt`, 'needle\n');
  }
}

async function grant(email: string, scopes: string[]): Promise<string> {
  const { identity } = stack.app.deps.accounts;
  const redirectUri = `${stack.app.config.appOrigin}/drive-callback`;
  const codeVerifier = crypto.randomBytes(32).toString('base64url');
  const url = identity.authorizationUrl({
    redirectUri,
    state: crypto.randomUUID(),
    codeChallenge: crypto.createHash('sha256').update(codeVerifier).digest('base64url'),
    scopes: [...SCOPES.identity, ...scopes],
    prompt: 'consent',
    loginHint: email,
  });
  const back = await signInAtGoogle(url, email);
  const { tokens: granted } = await identity.exchangeCode({
    code: back.searchParams.get('code') ?? '',
    codeVerifier,
    redirectUri,
  });
  return granted.accessToken;
}

beforeAll(async () => {
  drives = tempDir('quarry-shared-drives-');
  fixture();
  stack = await startLocalStack({ emulators: { QUARRY_DRIVE_DIR: drives.dir } });
  for (const email of [MAYA, SAM, LEO]) tokens[email] = await grant(email, [SCOPES.driveReadonly]);
  tokens.create = await grant(MAYA, [SCOPES.driveReadonly, SCOPES.driveFile]);
  drive = new GoogleDrive(stack.emulators.url);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  drives?.remove();
});

const WAREHOUSE = "(fullText contains 'warehouse' or name contains 'Lease') and trashed = false";

describe('GoogleDrive over Shared Drives', () => {
  it('when a member searches, then Shared Drive files come with the drive’s name, and a shortcut is its target, once', async () => {
    const found = await drive.search(tokens[MAYA]!, WAREHOUSE);
    const lease = found.filter((file) => file.name === LEASE);
    expect(lease).toHaveLength(1);
    expect(lease[0]).toMatchObject({ driveName: 'Ops Team', driveId: expect.stringMatching(/^0A/) });
    expect(found.map((file) => file.name)).not.toContain('Lease');
  });

  it('when someone who is no member searches, then no file of the drive comes', async () => {
    expect(await drive.search(tokens[LEO]!, WAREHOUSE)).toEqual([]);
  });

  it('when Drive says the all-drives search was incomplete, then the search is narrowed per drive and finds everything', async () => {
    const found = await drive.search(tokens[LEO]!, "fullText contains 'needle'");
    expect(found.map((file) => file.name).sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Needle ${n}.txt`));
  });

  it('when folders are listed, then each Shared Drive is a folder, and a folder a shortcut points at hangs under the shortcut’s folder too', async () => {
    const folders = await drive.listFolders(tokens[MAYA]!);
    const byName = new Map(folders.map((folder) => [folder.name, folder]));
    const ops = byName.get('Ops Team')!;
    expect(ops.parents).toBeUndefined();
    expect(byName.get('Plans')?.parents).toEqual([ops.id, byName.get('Notes')!.id]);
  });

  it('when a Shared Drive file is read, then its metadata and bytes come (supportsAllDrives on get, batch and download)', async () => {
    const [lease] = await drive.search(tokens[MAYA]!, `name = '${LEASE}'`);
    expect((await drive.getFile(tokens[MAYA]!, lease!.id)).driveId).toBe(lease!.driveId);
    expect((await drive.getFiles(tokens[MAYA]!, [lease!.id])).get(lease!.id)?.name).toBe(LEASE);
    const bytes = await drive.fetcher(tokens[MAYA]!).download(lease!.id);
    expect(bytes.toString('utf8')).toContain('$14,200');
  });

  it('when Drive refuses a file (export past 10 MB, download turned off), then reading it fails with a reason a person understands', async () => {
    const reader = new ParsingDocumentReader();
    const [big] = await drive.search(tokens[MAYA]!, "name = 'Big'");
    const tooBig = await reader.read(big!, drive.fetcher(tokens[MAYA]!)).catch((error: unknown) => error);
    expect(tooBig).toBeInstanceOf(DocumentReadError);
    expect((tooBig as DocumentReadError).reason).toMatch(/larger than the 10 MB/);
    const [locked] = await drive.search(tokens[SAM]!, "name = 'Locked.txt'");
    expect(locked?.canDownload).toBe(false);
    const refused = await drive
      .fetcher(tokens[SAM]!)
      .download(locked!.id)
      .catch((error: unknown) => error);
    expect((refused as DocumentReadError).reason).toMatch(/owner turned off downloading/);
    const viaReader = await reader
      .read(locked!, drive.fetcher(tokens[SAM]!))
      .catch((error: unknown) => error);
    expect((viaReader as DocumentReadError).reason).toMatch(/owner turned off downloading/);
  });

  it('when a file is in the trash, then reading it fails saying so, and Drive is not asked for its bytes', async () => {
    const reader = new ParsingDocumentReader();
    const fetcher = {
      download: () => Promise.reject(new Error('asked')),
      export: () => Promise.reject(new Error('asked')),
    };
    const file = { id: 'x', name: 'Old lease.md', mimeType: 'text/markdown', trashed: true };
    const error = await reader.read(file, fetcher).catch((e: unknown) => e);
    expect((error as DocumentReadError).reason).toMatch(/Google Drive trash/);
  });

  it('when a Shared Drive file changes, then the person’s change log has it', async () => {
    const start = await drive.startPageToken(tokens[MAYA]!);
    fs.appendFileSync(path.join(drives.dir, OPS, LEASE), 'Signed by Daniel Brooks.\n');
    const page = await drive.listChanges(tokens[MAYA]!, start);
    expect(page.changes.map((change) => change.file?.name)).toEqual([LEASE]);
  });

  it('when a Google Doc is saved into a Shared Drive folder, then it is created there', async () => {
    const plans = (await drive.listFolders(tokens[MAYA]!)).find((folder) => folder.name === 'Plans')!;
    const doc = await drive.createGoogleDoc(tokens.create!, {
      name: 'Lease summary',
      html: '<p>Renews 1 March 2027.</p>',
      folderId: plans.id,
    });
    const read = await drive.getFile(tokens[MAYA]!, doc.id);
    expect(read).toMatchObject({
      name: 'Lease summary',
      parents: [plans.id],
      driveId: expect.stringMatching(/^0A/),
    });
  });

  it('when each person asks which files they can open, then Drive answers with their own access: a Shared Drive file for its members, a My Drive file for its owner only', async () => {
    const [lease] = await drive.search(tokens[MAYA]!, `name = '${LEASE}'`);
    const [forecast] = await drive.search(tokens[MAYA]!, "name = 'Rent forecast.md'");
    const ids = [lease!.id, forecast!.id, 'no-such-file'];
    const asked = async (email: string) => Object.fromEntries(await drive.opens(tokens[email]!, ids));
    expect(await asked(MAYA)).toEqual({ [lease!.id]: true, [forecast!.id]: true, 'no-such-file': false });
    expect(await asked(SAM)).toEqual({ [lease!.id]: true, [forecast!.id]: false, 'no-such-file': false });
    expect(await asked(LEO)).toEqual({ [lease!.id]: false, [forecast!.id]: false, 'no-such-file': false });
  });
});
