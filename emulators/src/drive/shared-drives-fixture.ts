import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MAYA, SAM } from './drive-test-setup';

export const LEO = 'leo.okafor@northwind.test';
/** Member of more Shared Drives than one all-drives search covers (list-corpus.ts). */
export const UNA = 'una.berg@northwind.test';
export const DRIVE = 'Ops Team';
export const LEASE = 'Warehouse Lease Renewal.md';
export const LEASE_TEXT = 'The warehouse lease renews on 1 March 2027 at $14,200 a month.';

async function write(root: string, relative: string, content: string | Buffer): Promise<void> {
  const file = path.join(root, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

/**
 * A drive folder with one Shared Drive ('Ops Team': Maya organizer, Sam reader, Leo no member)
 * holding the lease, a folder, a Google Doc whose export passes 10 MB and two files whose download
 * is turned off for readers; Maya's My Drive has shortcuts to the lease and to the folder; Una is
 * a member of six drives more.
 */
export async function sharedDrivesFixture(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-shared-drives-'));
  const ops = `_shared-drives/${DRIVE}`;
  const settings = {
    members: { [MAYA]: 'organizer', [SAM]: 'reader' },
    copyRequiresWriterPermission: ['Locked.txt', 'Locked note.gdoc.txt'],
  };
  await write(dir, `${ops}/.drive.json`, JSON.stringify(settings));
  await write(dir, `${ops}/${LEASE}`, `# Warehouse Lease Renewal\n\n${LEASE_TEXT}\n`);
  await write(dir, `${ops}/Plans/Floor plan.txt`, 'The floor plan of the warehouse in Reno.\n');
  await write(dir, `${ops}/Locked.txt`, 'Locked warehouse notes.\n');
  await write(dir, `${ops}/Locked note.gdoc.txt`, 'Locked warehouse note as a Google Doc.\n');
  await write(dir, `${ops}/Big.gdoc.txt`, `warehouse ${'x'.repeat(11 * 1024 * 1024)}\n`);
  await write(dir, `${ops}/.trash/Old lease.md`, 'The old warehouse lease.\n');
  await write(dir, `${MAYA}/Notes/Lease.gshortcut.json`, JSON.stringify({ target: LEASE, drive: DRIVE }));
  await write(
    dir,
    `${MAYA}/Notes/Team plans.gshortcut.json`,
    JSON.stringify({ target: 'Plans', drive: DRIVE }),
  );
  await write(dir, `${MAYA}/Notes/Own note.txt`, 'A warehouse note of my own.\n');
  await write(dir, `${LEO}/Leo note.txt`, 'A warehouse note of Leo.\n');
  for (let n = 1; n <= 6; n++) {
    await write(
      dir,
      `_shared-drives/Many ${n}/.drive.json`,
      JSON.stringify({ members: { [UNA]: 'writer' } }),
    );
    await write(dir, `_shared-drives/Many ${n}/Needle ${n}.txt`, 'needle\n');
  }
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
