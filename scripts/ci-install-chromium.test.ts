import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// .ci/install-chromium against a stand-in apt-get on PATH that records its calls and answers as apt
// does when another install holds the package manager's lock (exit 100, "Could not get lock").
const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.ci/install-chromium');
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-ci-apt-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A fake apt-get that fails with a held lock `lockedCalls` times, then succeeds (or fails otherwise). */
function fakeApt(lockedCalls: number, otherFailure = false) {
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  fs.writeFileSync(
    path.join(bin, 'apt-get'),
    `#!/usr/bin/env bash
echo "$*" >> "${dir}/calls"
n=$(wc -l < "${dir}/calls")
if [ "$n" -le ${lockedCalls} ]; then
  echo "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)" >&2; exit 100
fi
${otherFailure ? 'echo "E: Unable to locate package chromium" >&2; exit 100' : ''}
if [[ "$*" == *" install "* ]]; then touch "${dir}/chromium"; chmod +x "${dir}/chromium"; fi
exit 0
`,
    { mode: 0o755 },
  );
  return bin;
}

function install(bin: string) {
  return spawnSync(script, {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      QUARRY_CHROMIUM_BINARY: path.join(dir, 'chromium'),
      QUARRY_APT_RETRY_SECONDS: '0',
      QUARRY_APT_ATTEMPTS: '5',
    },
  });
}
const calls = () => fs.readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n');

describe('installing Chromium on a fresh CI machine', () => {
  it('when another install holds the package manager lock for a while, then apt-get is asked to wait for it and tried again until Chromium is installed', () => {
    const result = install(fakeApt(3));

    expect(result.status, result.stderr).toBe(0);
    expect(fs.existsSync(path.join(dir, 'chromium'))).toBe(true);
    expect(calls().filter((call) => call.includes('update'))).toHaveLength(4);
    expect(calls().every((call) => call.startsWith('-o DPkg::Lock::Timeout='))).toBe(true);
    expect(result.stderr).toContain("the package manager's lock is held by another install");
  });

  it('when apt-get fails for another reason, then the install stops at once with that failure', () => {
    const result = install(fakeApt(0, true));

    expect(result.status).toBe(100);
    expect(calls()).toHaveLength(1);
    expect(result.stdout).toContain('Unable to locate package chromium');
  });

  it('when Chromium is already installed, then apt-get is never called', () => {
    const bin = fakeApt(0);
    fs.writeFileSync(path.join(dir, 'chromium'), '', { mode: 0o755 });

    expect(install(bin).status).toBe(0);
    expect(fs.existsSync(path.join(dir, 'calls'))).toBe(false);
  });
});
