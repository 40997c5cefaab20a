import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * Writes beside the bundle in `outDir` what makes it the package `firebase deploy` uploads: a
 * package.json naming exactly the versions the tests ran, and a package-lock.json cut from the root
 * lockfile, so Cloud Build's `npm ci` installs what was tested and nothing newer; and the project's
 * `.env.<project>` settings files (plain settings only: secrets come from Secret Manager).
 */
export function writeDeployManifest(outDir: string): void {
  const manifest = functionsManifest();
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
  for (const file of readdirSync(functionsDir)) {
    if (/^\.env(\.[\w-]+)?$/.test(file)) copyFileSync(path.join(functionsDir, file), path.join(outDir, file));
  }
}
