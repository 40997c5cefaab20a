import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import scratchTmpdir from './scratch-tmpdir';

describe('the test run scratch folder', () => {
  it('when a run starts, then the temporary directory is a fresh folder of its own; when it ends, that folder and all a test left in it are gone', () => {
    const before = os.tmpdir();
    const end = scratchTmpdir();
    const scratch = os.tmpdir();
    expect(scratch).not.toBe(before);
    expect(path.dirname(scratch)).toBe(before);
    const left = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-test-'));
    fs.writeFileSync(path.join(left, 'quarry.db'), 'x');

    end();

    expect(os.tmpdir()).toBe(before);
    expect(fs.existsSync(scratch)).toBe(false);
  });

  it('when this suite runs under vitest, then its temporary directory is already the run scratch folder', () => {
    expect(path.basename(os.tmpdir())).toMatch(/^quarry-vitest-/);
  });
});
