import { builtinModules } from 'node:module';
import type { Metafile } from 'esbuild';

/**
 * Reading esbuild's metafile of the functions bundle (functions/build.ts): what a function loads
 * when its instance starts, as opposed to what it may import later with import().
 */

const BUILTINS = new Set(builtinModules);

/** The npm package an import names ('firebase-admin/app' -> 'firebase-admin'); none for files and Node's own. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
  return BUILTINS.has(name) ? undefined : name;
}

/** The output file built from `entryPoint` (as the metafile names inputs, e.g. 'src/index.ts'). */
export function outputFor(meta: Metafile, entryPoint: string): string {
  const found = Object.entries(meta.outputs).find(([, output]) => output.entryPoint === entryPoint);
  if (!found) throw new Error(`No output for ${entryPoint}`);
  return found[0];
}

/** The outputs loaded with `roots`: they and, transitively, everything they import statically. */
export function staticOutputs(meta: Metafile, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const edge of meta.outputs[file]?.imports ?? []) {
      if (!edge.external && edge.kind === 'import-statement') visit(edge.path);
    }
  };
  for (const root of roots) visit(root);
  return seen;
}

/** What `outputs` import, as [specifier, how] pairs, external imports only. */
function externalImports(meta: Metafile, outputs: Iterable<string>): { path: string; kind: string }[] {
  return [...outputs].flatMap((file) => (meta.outputs[file]?.imports ?? []).filter((edge) => edge.external));
}

/** The packages loaded with `roots` (static imports only), sorted. */
export function staticPackages(meta: Metafile, roots: readonly string[]): string[] {
  const outputs = staticOutputs(meta, roots);
  const names = externalImports(meta, outputs)
    .filter((edge) => edge.kind === 'import-statement')
    .map((edge) => packageOf(edge.path));
  return [...new Set(names.filter((name): name is string => name !== undefined))].sort();
}

/** Every external specifier the bundle may import, statically or with import(). */
export function allExternalImports(meta: Metafile): string[] {
  return [...new Set(externalImports(meta, Object.keys(meta.outputs)).map((edge) => edge.path))].sort();
}

/** The source files bundled into `outputs`. */
export function sourcesOf(meta: Metafile, outputs: Iterable<string>): string[] {
  return [...new Set([...outputs].flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {})))].sort();
}

/**
 * The packages `entry` may import later, with import() (a parser with its first document, the DOM
 * with its first report), beyond those loaded at start. index.js is left out: its own import()s
 * are the functions' entries.
 */
export function lazyPackages(meta: Metafile, index: string, entry: string): string[] {
  const atStart = new Set(staticPackages(meta, [index, entry]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const edge of meta.outputs[file]?.imports ?? []) if (!edge.external) visit(edge.path);
  };
  visit(entry);
  const names = externalImports(meta, seen).map((edge) => packageOf(edge.path));
  return [...new Set(names)].filter((name): name is string => !!name && !atStart.has(name)).sort();
}
