import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { BrowserSession } from './browser-session';
import { type LocalStack, startLocalStack } from './local-stack';
import { readyCreator } from './sign-in-flow';

/** The 32 sample contracts (emulators/drive-contracts), a drive of Maya's of their own. */
const CONTRACTS_DRIVE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../emulators/drive-contracts',
);

/**
 * A local Quarry over a working copy of the contracts drive, with Maya signed in and set up, started
 * before the suite's tests and stopped (its copy removed) after them. Read `stack` and `maya` inside
 * a test: they are set once the suite's set-up has run.
 */
export function contractsDriveStack(timeoutMs = 60_000): { stack: LocalStack; maya: BrowserSession } {
  const drive = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-contracts-drive-'));
  const world = {} as { stack: LocalStack; maya: BrowserSession };
  beforeAll(async () => {
    fs.cpSync(CONTRACTS_DRIVE, drive, { recursive: true });
    world.stack = await startLocalStack({ emulators: { QUARRY_DRIVE_DIR: drive } });
    world.maya = await readyCreator(world.stack, 'maya.chen@northwind.test');
  }, timeoutMs);
  afterAll(async () => {
    await world.stack?.stop();
    fs.rmSync(drive, { recursive: true, force: true });
  });
  return world;
}
