import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const emulatorsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../emulators');

/** Where the functions project's global set-up leaves the bundled emulators for this run's workers. */
export const EMULATORS_BUNDLE_ENV = 'QUARRY_EMULATORS_BUNDLE';

/**
 * Vitest's global set-up for the functions project: the emulators (`emulators/src/main.ts`) bundled
 * once per run, so each local stack starts them with plain `node` instead of compiling every module
 * through tsx again (about 1 s of CPU per stack, and some 70 stacks a run). npm packages stay
 * external. The bundle sits one folder below emulators/, where its sources' own relative paths
 * (the sample drive at ../drive) and the packages resolve as they do from emulators/src/.
 */
export default async function bundleEmulators(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(emulatorsDir, '.test-bundle-'));
  const outfile = path.join(dir, 'main.mjs');
  await build({
    entryPoints: [path.join(emulatorsDir, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    logLevel: 'warning',
  });
  const previous = process.env[EMULATORS_BUNDLE_ENV];
  process.env[EMULATORS_BUNDLE_ENV] = outfile;
  return () => {
    if (previous === undefined) delete process.env[EMULATORS_BUNDLE_ENV];
    else process.env[EMULATORS_BUNDLE_ENV] = previous;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
