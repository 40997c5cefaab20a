import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { EXPORT_WORKER_ENTRY, FUNCTIONS_DIR, PARSE_WORKER_ENTRY } from '../../functions/build';
import { bundleDir } from '../../functions/src/testing/bundle-dir';

/**
 * The local app (functions/src/server.ts) built as the deploy builds the functions (functions/build.ts:
 * ESM, split into chunks, the parsing and export threads entries of their own, packages external),
 * so a bench measures the memory and CPU of built code, not of sources compiled by tsx in every
 * thread. Run it with startAppProcess(port, env, { entry }); remove() when done.
 */
export async function bundledApp(): Promise<{ entry: string; remove: () => void }> {
  const { dir, remove } = bundleDir('bench-app-');
  await build({
    absWorkingDir: FUNCTIONS_DIR,
    // The server one folder down, as the functions' entries are (cloud/): the threads' code is found
    // from there (parse-thread.ts, export-thread.ts) at ../adapters/.
    entryPoints: [{ in: 'src/server.ts', out: 'local/server' }, EXPORT_WORKER_ENTRY, PARSE_WORKER_ENTRY],
    outbase: 'src',
    outdir: dir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    plugins: [packagesExternal],
    logLevel: 'warning',
  });
  return { entry: path.join(dir, 'local/server.js'), remove };
}

/** npm packages stay external (resolved from functions/ at run time); the workspace's are inlined. */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@quarry/') ? undefined : { path: args.path, external: true },
    );
  },
};
