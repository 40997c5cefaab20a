import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenRegistry } from '../shared/tokens';
import { copyOfDrive, type DriveHarness, driveClient, READONLY, SAM, startDrive } from './drive-test-setup';

let copy: Awaited<ReturnType<typeof copyOfDrive>>;
let harness: DriveHarness;

beforeEach(async () => {
  copy = await copyOfDrive(SAM);
  harness = await startDrive(copy.dir);
});
afterEach(async () => {
  await harness.stop();
  await copy.remove();
});

const NOTES = "Sales/Sam's sales team notes.md";
const fields = 'files(id,name,version,md5Checksum,modifiedTime,trashed)';

describe('a drive folder that changes on disk', () => {
  it('when a file is edited, then its version changes and search finds the new words', async () => {
    const { drive } = harness.driveFor(SAM);
    const before = (await drive.files.list({ q: "name contains 'Sam\\'s'", fields })).data.files![0]!;
    expect((await drive.files.list({ q: "fullText contains 'Zanzibar'" })).data.files).toEqual([]);

    await fs.appendFile(
      path.join(copy.accountDir, NOTES),
      '\n## 20 October 2026\n\n- Zanzibar distributor called.\n',
    );

    // An edit in place reaches the cached tree through the folder watcher, a moment later.
    const found = async () =>
      (await drive.files.list({ q: "fullText contains 'Zanzibar'", fields })).data.files!;
    await expect.poll(async () => (await found()).map((f) => f.id), { timeout: 2000 }).toEqual([before.id]);
    const after = await found();
    expect(after[0]!.version).not.toBe(before.version);
    expect(after[0]!.md5Checksum).not.toBe(before.md5Checksum);
  });

  it('when nothing changes, then the version stays the same', async () => {
    const { drive } = harness.driveFor(SAM);
    const first = await drive.files.list({ fields });
    const second = await drive.files.list({ fields });
    expect(second.data.files).toEqual(first.data.files);
  });

  it('when files are added, trashed or deleted on disk, then the listing follows', async () => {
    const { drive } = harness.driveFor(SAM);
    await fs.writeFile(
      path.join(copy.accountDir, 'Sales', 'Gipfelhaus visit.txt'),
      'Met the Gipfelhaus buyers in Munich.',
    );
    await fs.mkdir(path.join(copy.accountDir, '.trash'));
    await fs.rename(
      path.join(copy.accountDir, 'Pipeline Q4 2026.csv'),
      path.join(copy.accountDir, '.trash', 'Pipeline Q4 2026.csv'),
    );
    await fs.rm(path.join(copy.accountDir, 'Sales', 'Distributor Price List 2027.pdf'));

    const { data } = await drive.files.list({ fields });
    const byName = new Map(data.files!.map((f) => [f.name, f]));
    expect(byName.get('Gipfelhaus visit.txt')?.trashed).toBe(false);
    expect(byName.get('Pipeline Q4 2026.csv')?.trashed).toBe(true);
    expect(byName.has('Distributor Price List 2027.pdf')).toBe(false);
  });
});

describe('QUARRY_DRIVE_DIR', () => {
  it('when npm run emulators starts with QUARRY_DRIVE_DIR, then Drive serves that folder', async () => {
    const stateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-state-'));
    const tokens = new TokenRegistry(stateDir);
    await fs.writeFile(path.join(copy.accountDir, 'Only in this copy.md'), '# Only in this copy\n');
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, QUARRY_DRIVE_DIR: copy.dir, EMULATORS_PORT: '0', EMULATORS_STATE_DIR: stateDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /listening on (http:\/\/\S+)/.exec(out);
          if (match) resolve(match[1]!);
        });
        child.once('exit', (code) => reject(new Error(`emulators exited with ${code}`)));
      });
      const { token } = tokens.issueAccessToken({ email: SAM, clientId: 't', scopes: [READONLY] });
      const drive = driveClient(url, token);
      const { data } = await drive.files.list({ q: "name contains 'Only'" });
      expect(data.files?.map((f) => f.name)).toEqual(['Only in this copy.md']);
    } finally {
      child.kill();
      await fs.rm(stateDir, { recursive: true, force: true });
    }
  });
});
