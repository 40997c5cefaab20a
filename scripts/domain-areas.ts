import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/**
 * The domain areas (functions/src/domain/<area>) depend one way, whatever subfolders an area has
 * (docs/decisions/code-structure.md). dependency-cruiser's folder-scoped `circular` sees each subfolder
 * as a folder of its own, so `reports/runs -> teams -> reports/reactions` passed it; here every module
 * is collapsed to its area first, and any strongly connected group of two areas or more is a cycle.
 */
const AREA = /^functions\/src\/domain\/([^/]+)\//;

const areaOf = (source: string) => AREA.exec(source)?.[1];

/** Each group of areas that reach one another, its areas sorted, the groups sorted. */
export function areaCycles(result: ICruiseResult): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const module of result.modules) {
    const from = areaOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = areaOf(dependency.resolved);
      if (!to || to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return stronglyConnected(edges)
    .filter((group) => group.length > 1)
    .map((group) => group.sort())
    .sort((a, b) => a.join().localeCompare(b.join()));
}

/** Tarjan's algorithm over the area graph. */
function stronglyConnected(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        group.push(member);
        if (member === node) break;
      }
      groups.push(group);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = await extractDepcruiseOptions(path.join(repo, '.dependency-cruiser.areas.cjs'));
  const tsConfigFile = path.join(repo, 'tsconfig.depcruise.json');
  const { output } = await cruise(
    ['functions/src/domain'],
    options,
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const cycles = areaCycles(output as ICruiseResult);
  for (const cycle of cycles) console.error(`✘ domain areas in a cycle: ${cycle.join(' <-> ')}`);
  if (cycles.length === 0) console.log('✔ the domain areas depend one way');
  process.exitCode = cycles.length === 0 ? 0 : 1;
}
