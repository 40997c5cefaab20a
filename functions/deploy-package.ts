import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { deployLockfile, type Lockfile } from './deploy-lockfile';

const functionsDir = path.dirname(fileURLToPath(import.meta.url));
export const DEPLOY_NAME = 'quarry-functions';

export interface FunctionsManifest {
  dependencies: Record<string, string>;
  engines: { node: string };
}

export const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
export const functionsManifest = () => readJson<FunctionsManifest>(path.join(functionsDir, 'package.json'));
export const rootLockfile = () => readJson<Lockfile>(path.join(functionsDir, '../package-lock.json'));

/**
 * Writes the package `firebase deploy` uploads (firebase.json: functions source functions/dist)
 * into `outDir`: the entry point bundled by esbuild into index.js (workspace code such as contracts
 * inlined, npm dependencies external), a package.json naming exactly the versions the tests ran,
 * and a package-lock.json cut from the root lockfile, so Cloud Build's `npm ci` installs what was
 * tested and nothing newer. The project's `.env.<project>` settings files go beside them.
 */
export async function writeDeployPackage(outDir: string): Promise<void> {
  const manifest = functionsManifest();
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [path.join(functionsDir, 'src/index.ts')],
    outfile: path.join(outDir, 'index.js'),
    bundle: true,
    platform: 'node',
    // The runtime firebase.json deploys to (nodejs24): engines.node says which.
    target: `node${manifest.engines.node}`,
    format: 'esm',
    sourcemap: true,
    external: [
      ...Object.keys(manifest.dependencies).flatMap((name) => [name, `${name}/*`]),
      ...builtinModules.flatMap((name) => [name, `node:${name}`]),
    ],
    logLevel: 'warning',
  });
  const lock = deployLockfile(rootLockfile(), 'functions', DEPLOY_NAME);
  const deployed = {
    name: DEPLOY_NAME,
    private: true,
    type: 'module',
    main: 'index.js',
    engines: manifest.engines,
    dependencies: lock.packages['']!.dependencies,
  };
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(deployed, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  // Plain settings per project; secrets never live here (they come from Secret Manager).
  for (const file of readdirSync(functionsDir)) {
    if (/^\.env(\.[\w-]+)?$/.test(file)) copyFileSync(path.join(functionsDir, file), path.join(outDir, file));
  }
}
