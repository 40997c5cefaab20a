import { rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { functionsManifest, writeDeployManifest } from './deploy-package';

/**
 * Builds the package `firebase deploy` uploads (firebase.json: functions source functions/dist).
 * Workspace code (contracts) is inlined, npm dependencies stay external and are installed by Cloud
 * Build from the package's own package.json and lockfile (deploy-package.ts). index.js (the
 * package's main) holds only the triggers; each function's code is an entry of its own
 * (cloud/<name>.function.js) that index.js imports at the function's first invocation, and code
 * they share goes into chunks/. So a function's instance loads its own imports only.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

/** functions/: the metafile names every file relative to it. */
export const FUNCTIONS_DIR = here;

/** Each Cloud Function's own entry, by the name index.ts exports it under. */
export const FUNCTION_ENTRIES = {
  api: 'src/cloud/api.function.ts',
  reportWorker: 'src/cloud/report-worker.function.ts',
  tick: 'src/cloud/tick.function.ts',
  accountWorker: 'src/cloud/account-worker.function.ts',
  retentionSweep: 'src/cloud/retention-sweep.function.ts',
} as const;
export type FunctionName = keyof typeof FUNCTION_ENTRIES;

/**
 * The export thread's code (adapters/exports/export-thread.ts starts it from
 * adapters/exports/export-worker.js, beside the functions' entries): an entry of its own, as a
 * worker thread loads a file, not a module of the function that starts it.
 */
export const EXPORT_WORKER_ENTRY = 'src/adapters/exports/export-worker.ts';

/** The parsing threads' code (adapters/parsers/parse-thread.ts starts it), an entry for the same reason. */
export const PARSE_WORKER_ENTRY = 'src/adapters/parsers/parse-worker.ts';

/** Where an entry lands in the output directory: src/cloud/tick.function.ts -> cloud/tick.function.js. */
export function outputOf(entry: string): string {
  return path.relative('src', entry).replace(/\.ts$/, '.js');
}

export async function buildFunctions(outdir = path.join(here, 'dist')): Promise<Metafile> {
  const manifest = functionsManifest();
  const external = [
    ...Object.keys(manifest.dependencies).flatMap((name) => [name, `${name}/*`]),
    ...builtinModules.flatMap((name) => [name, `node:${name}`]),
  ];
  // Chunk names carry a hash: a stale one from an earlier build must not be deployed beside them.
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: here,
    entryPoints: [
      'src/index.ts',
      ...Object.values(FUNCTION_ENTRIES),
      EXPORT_WORKER_ENTRY,
      PARSE_WORKER_ENTRY,
    ],
    outbase: 'src',
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    // The runtime firebase.json deploys to (nodejs24): engines.node says which.
    target: `node${manifest.engines.node}`,
    format: 'esm',
    sourcemap: true,
    external,
    metafile: true,
    logLevel: 'warning',
  });
  writeDeployManifest(outdir);
  return result.metafile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildFunctions();
}
