/**
 * The deploy package's lockfile, cut from the repository's root lockfile: every package the
 * functions' production dependencies reach, at exactly the version (and integrity) the tests ran.
 * `firebase deploy` uploads it beside package.json, and Cloud Build's `npm ci` installs from it.
 *
 * The root tree is a workspace install (some packages nested under functions/node_modules), so the
 * deploy tree is laid out anew: each dependency edge keeps the package the root tree resolves it to,
 * placed at the top when that name is free there, else under the package that needs it.
 */

export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

export interface Lockfile {
  name?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

const NODE_MODULES = 'node_modules/';

/** The path of the package `name` that code at `from` (a lockfile path, '' for the root) loads. */
export function resolveFrom(
  packages: Record<string, unknown>,
  from: string,
  name: string,
): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}${NODE_MODULES}${name}`;
    if (candidate in packages) return candidate;
    if (!dir) return undefined;
    const up = dir.lastIndexOf(`/${NODE_MODULES}`);
    // A workspace folder (e.g. "functions") sits right under the root.
    dir = up === -1 ? '' : dir.slice(0, up);
  }
}

/**
 * What a package needs installed, as npm decides it: its dependencies, its optional ones where the
 * platform had them, and its peers unless marked optional (npm installs an optional peer only
 * when something else depends on it).
 */
export function runtimeEdges(entry: LockEntry): Edge[] {
  const optionalPeers = entry.peerDependenciesMeta ?? {};
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false, peer: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true, peer: false })),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => optionalPeers[name]?.optional !== true)
      .map((name) => ({ name, optional: false, peer: true })),
  ];
}

interface Edge {
  name: string;
  optional: boolean;
  /** A peer is provided by whoever depends on the package: the copy already in sight is the one. */
  peer: boolean;
}

/** Marks `optional` exactly the packages no chain of required edges from the root reaches, as npm does. */
function markOptional(packages: Record<string, LockEntry>): void {
  const required = new Set<string>();
  const queue = [''];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const edge of runtimeEdges(packages[at]!)) {
      if (edge.optional) continue;
      const path = resolveFrom(packages, at, edge.name);
      if (path && !required.has(path)) {
        required.add(path);
        queue.push(path);
      }
    }
  }
  for (const [path, entry] of Object.entries(packages)) {
    if (!path) continue;
    if (required.has(path)) delete entry.optional;
    else entry.optional = true;
  }
}

/** A copy of a root entry as a production package of the deploy tree. */
function asDeployEntry(entry: LockEntry): LockEntry {
  const { dev: _dev, devOptional: _devOptional, peer: _peer, ...rest } = entry;
  return rest;
}

/**
 * The lockfile for a package named `name` whose dependencies are those of the workspace at
 * `workspace` in `root` (e.g. "functions"), pinned to the versions `root` resolves them to.
 */
export function deployLockfile(root: Lockfile, workspace: string, name: string): Lockfile {
  const source = root.packages;
  const workspaceEntry = source[workspace];
  if (!workspaceEntry) throw new Error(`The root lockfile has no workspace "${workspace}"`);
  const placed: Record<string, LockEntry> = {};
  /** Deploy path -> the root lockfile path of the package placed there. */
  const origin = new Map<string, string>();
  const queue: { deployPath: string; rootPath: string }[] = [];
  const pinned: Record<string, string> = {};

  const place = (deployParent: string, rootParent: string, dep: string, edge?: Edge) => {
    if (edge?.peer && resolveFrom(placed, deployParent, dep)) return;
    const rootPath = resolveFrom(source, rootParent, dep);
    if (!rootPath) {
      if (edge?.optional) return;
      throw new Error(`${rootParent || 'the root'} needs ${dep}, which the root lockfile does not hold`);
    }
    const entry = source[rootPath]!;
    if (entry.link) throw new Error(`${dep} is a workspace link; the bundle must inline it instead`);
    const seen = resolveFrom(placed, deployParent, dep);
    // The very copy the tests loaded from here: same package, and so the same dependencies below it.
    if (seen && origin.get(seen) === rootPath) return;
    if (seen && !deployParent) throw new Error(`Two top-level packages named ${dep}`);
    // Nothing in sight: the top is free (it is on every path), and the package goes there for all.
    // Another copy in sight: this one goes right under the package that needs it.
    const top = `${NODE_MODULES}${dep}`;
    const deployPath = seen ? `${deployParent}/${top}` : top;
    placed[deployPath] = asDeployEntry(entry);
    origin.set(deployPath, rootPath);
    queue.push({ deployPath, rootPath });
  };

  for (const dep of Object.keys(workspaceEntry.dependencies ?? {})) {
    place('', workspace, dep);
    const version = source[resolveFrom(source, workspace, dep)!]!.version!;
    pinned[dep] = version;
  }
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const edge of runtimeEdges(source[next.rootPath]!)) {
      place(next.deployPath, next.rootPath, edge.name, edge);
    }
  }

  const sorted = Object.fromEntries(Object.entries(placed).sort(([a], [b]) => a.localeCompare(b)));
  const packages = { '': { name, dependencies: pinned, engines: workspaceEntry.engines }, ...sorted };
  markOptional(packages);
  return { name, lockfileVersion: 3, requires: true, packages };
}
