import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { functionsManifest, readJson } from './deploy-package';

const require = createRequire(import.meta.url);
const root = new URL('../', import.meta.url);
const firebaseJson = readJson<{ functions: { runtime: string }[] }>(new URL('firebase.json', root).pathname);
const rootManifest = readJson<{ devDependencies: Record<string, string> }>(
  new URL('package.json', root).pathname,
);
/** firebase-tools' own runtime table and guard, the ones `firebase deploy` runs. */
const supported = require('firebase-tools/lib/deploy/functions/runtimes/supported') as {
  RUNTIMES: Record<string, { deprecationDate: string; decommissionDate: string }>;
  guardVersionSupport: (runtime: string, now?: Date) => void;
};
const major = (version: string) => version.replace(/^[^\d]*/, '').split('.')[0];

describe('the deploy runtime', () => {
  const [{ runtime }] = firebaseJson.functions as [{ runtime: string }];

  it('when firebase-tools checks the configured runtime today, then it is supported, not deprecated or decommissioned', () => {
    const dates = supported.RUNTIMES[runtime];
    expect(dates, `firebase-tools does not know ${runtime}`).toBeDefined();
    const today = new Date();
    expect(
      today < new Date(dates!.deprecationDate),
      `${runtime} deprecated on ${dates!.deprecationDate}`,
    ).toBe(true);
    expect(() => supported.guardVersionSupport(runtime, today)).not.toThrow();
  });

  it('when the runtime, engines, @types/node, the bootstrap Node and the Node running the tests are compared, then they name one version', () => {
    const version = functionsManifest().engines.node;
    expect(runtime).toBe(`nodejs${version}`);
    expect(major(rootManifest.devDependencies['@types/node']!)).toBe(version);
    expect(major(rootManifest.devDependencies.node!)).toBe(version);
    expect(major(process.versions.node)).toBe(version);
  });
});
