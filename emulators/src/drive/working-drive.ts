import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DRIVE_DIR } from '../server';

/**
 * The drive the emulators serve when none is named (QUARRY_DRIVE_DIR): a copy of the sample drives
 * (or of the sample named by QUARRY_DRIVE_SAMPLE, such as emulators/drive-contracts)
 * in the emulators' state folder, made on their first start. Quarry writes to Drive now (a report
 * saved to Google Docs, docs/decisions/exports.md), and those files belong to this machine's state, never to the
 * sample drives checked in with the code. Removing the state folder (or .data) starts afresh.
 */
export function workingDrive(stateDir: string, sample = DEFAULT_DRIVE_DIR, name = 'drive'): string {
  const dir = path.join(stateDir, name);
  if (!fs.existsSync(dir)) {
    const partial = `${dir}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.mkdirSync(stateDir, { recursive: true });
    // The files keep their times: a document's modifiedTime is its file's, as in the checkout.
    fs.cpSync(sample, partial, { recursive: true, preserveTimestamps: true });
    // Whole or not at all: a start cut short copies again.
    fs.renameSync(partial, dir);
  }
  return dir;
}
