import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';

/**
 * Bundles the Cloud Functions entry point into lib/index.js: workspace code (contracts) is inlined,
 * npm dependencies stay external and are installed by `firebase deploy` from package.json.
 */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = [
  ...Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]),
  ...builtinModules.flatMap((name) => [name, `node:${name}`]),
];

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
