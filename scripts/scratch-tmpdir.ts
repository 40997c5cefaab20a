import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Vitest's global set-up: the whole run's temporary files (each test's data folder, drive copy,
 * bundle) go into one folder, removed when the run ends, so no `quarry-test-*` folder outlives it
 * even when a test forgets its own clean-up or fails before it. Workers are started after this
 * runs, so `os.tmpdir()` in every one of them answers the scratch folder.
 */
export default function scratchTmpdir(): () => void {
  const previous = process.env.TMPDIR;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-vitest-'));
  process.env.TMPDIR = scratch;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    fs.rmSync(scratch, { recursive: true, force: true });
  };
}
