import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKS, runAll } from './deps';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'deps-runner-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A command that leaves a mark named `name` in the scratch folder, then exits with `code`. */
function marking(name: string, code: number): string[] {
  return [
    process.execPath,
    '-e',
    `require('node:fs').writeFileSync(${JSON.stringify(name)}, ''); process.exit(${code})`,
  ];
}

describe('npm run deps', () => {
  it('when the first configuration fails, then the second still runs and the whole run fails', () => {
    const code = runAll([marking('first', 3), marking('second', 0)], scratch);

    expect(code).toBe(3);
    expect(fs.existsSync(path.join(scratch, 'second'))).toBe(true);
  });

  it('when only the second configuration fails, then the whole run fails', () => {
    expect(runAll([marking('a', 0), marking('b', 2)], scratch)).toBe(2);
  });

  it('when a command cannot be started, then the run fails', () => {
    expect(runAll([[path.join(scratch, 'no-such-command')]], scratch)).toBe(1);
  });

  it('checks both configurations and the areas collapsed: the module rules, the domain areas, their cycles through subfolders', () => {
    expect(CHECKS.map((check) => check.at(-1))).toEqual([
      '.dependency-cruiser.cjs',
      '.dependency-cruiser.areas.cjs',
      'scripts/domain-areas.ts',
    ]);
  });
});
