import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFunctions } from './build';
import { deployLockfile, type Lockfile, resolveFrom, runtimeEdges } from './deploy-lockfile';
import { functionsManifest, readJson, rootLockfile } from './deploy-package';

const run = promisify(execFile);
const nameAt = (lockPath: string) =>
  lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Every (package, dependency) pair, resolved in both trees from the same place, must meet the same version. */
function mismatchedEdges(root: Lockfile, deploy: Lockfile): string[] {
  const mismatches: string[] = [];
  const seen = new Set<string>();
  const walk = (rootAt: string, deployAt: string, names: string[]) => {
    for (const name of names) {
      const r = resolveFrom(root.packages, rootAt, name);
      const d = resolveFrom(deploy.packages, deployAt, name);
      if (!r) continue;
      if (!d || deploy.packages[d]!.version !== root.packages[r]!.version) {
        mismatches.push(`${deployAt || '(root)'} -> ${name}`);
        continue;
      }
      if (seen.has(`${r}|${d}`)) continue;
      seen.add(`${r}|${d}`);
      const edges = runtimeEdges(root.packages[r]!).filter((edge) => !edge.peer);
      walk(
        r,
        d,
        edges.map((edge) => edge.name),
      );
    }
  };
  walk('functions', '', Object.keys(functionsManifest().dependencies));
  return mismatches;
}

describe('the deploy package', () => {
  let dir: string;
  let deployed: { dependencies: Record<string, string>; engines: { node: string } };
  let lock: Lockfile;
  const root = rootLockfile();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'quarry-deploy-'));
    await buildFunctions(dir);
    deployed = readJson(path.join(dir, 'package.json'));
    lock = readJson(path.join(dir, 'package-lock.json'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when functions/package.json is read, then every dependency is pinned to the exact version the root lockfile installed', () => {
    for (const [name, version] of Object.entries(functionsManifest().dependencies)) {
      const installed = root.packages[resolveFrom(root.packages, 'functions', name)!]?.version;
      expect(version, name).toBe(installed);
    }
  });

  it('when it is built, then its package.json names the same dependencies at the tested versions and the same engines', () => {
    expect(deployed.dependencies).toEqual(functionsManifest().dependencies);
    expect(deployed.engines).toEqual(functionsManifest().engines);
  });

  it('when its lockfile is compared with the root lockfile, then every package in it is one the tests installed, same version and integrity', () => {
    const tested = new Set(
      Object.entries(root.packages).map(([at, entry]) => `${nameAt(at)}@${entry.version}#${entry.integrity}`),
    );
    const foreign = Object.entries(lock.packages)
      .filter(([at]) => at !== '')
      .map(([at, entry]) => `${nameAt(at)}@${entry.version}#${entry.integrity}`)
      .filter((id) => !tested.has(id));
    expect(foreign).toEqual([]);
  });

  it('when each dependency is resolved from where it is needed, then the deploy tree meets the version the tests met', () => {
    expect(mismatchedEdges(root, lock)).toEqual([]);
  });

  it('when npm resolves the deploy package from its lockfile, then it changes nothing', async () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'quarry-deploy-npm-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) {
        copyFileSync(path.join(dir, file), path.join(copy, file));
      }
      await run(
        'npm',
        ['install', '--package-lock-only', '--ignore-scripts', '--prefer-offline', '--no-audit'],
        {
          cwd: copy,
        },
      );
      expect(readJson<Lockfile>(path.join(copy, 'package-lock.json')).packages).toEqual(lock.packages);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('deployLockfile', () => {
  it('when a workspace package and a hoisted one share a name, then each dependant keeps the copy it was tested with', () => {
    const root: Lockfile = {
      lockfileVersion: 3,
      packages: {
        '': { name: 'root' },
        functions: { dependencies: { a: '2.0.0', b: '1.0.0' }, engines: { node: '24' } },
        'functions/node_modules/a': { version: '2.0.0', integrity: 'sha-a2' },
        'node_modules/a': { version: '1.0.0', integrity: 'sha-a1', dev: true },
        'node_modules/b': { version: '1.0.0', integrity: 'sha-b', dependencies: { a: '^1.0.0', c: '1' } },
        'node_modules/c': { version: '1.0.0', integrity: 'sha-c', optionalDependencies: { gone: '1' } },
      },
    };

    const lock = deployLockfile(root, 'functions', 'deploy');

    expect(lock.packages).toEqual({
      '': { name: 'deploy', dependencies: { a: '2.0.0', b: '1.0.0' }, engines: { node: '24' } },
      'node_modules/a': { version: '2.0.0', integrity: 'sha-a2' },
      'node_modules/b': { version: '1.0.0', integrity: 'sha-b', dependencies: { a: '^1.0.0', c: '1' } },
      'node_modules/b/node_modules/a': { version: '1.0.0', integrity: 'sha-a1' },
      'node_modules/c': { version: '1.0.0', integrity: 'sha-c', optionalDependencies: { gone: '1' } },
    });
  });

  it('when a dependency the workspace needs is missing from the root lockfile, then it refuses to write one', () => {
    const root: Lockfile = {
      lockfileVersion: 3,
      packages: { '': {}, functions: { dependencies: { missing: '1.0.0' } } },
    };
    expect(() => deployLockfile(root, 'functions', 'deploy')).toThrow(/missing/);
  });
});
