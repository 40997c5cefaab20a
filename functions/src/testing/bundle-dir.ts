import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A scratch directory for a built copy of the functions, under functions/node_modules/.cache: from
 * there the bundle's imports resolve to the installed packages exactly as lib/'s do (functions'
 * own node_modules first, then the root's), which a directory under the system's temp does not.
 * It says `"type": "module"` itself, since package scopes stop at node_modules.
 */
export function bundleDir(prefix: string): { dir: string; remove: () => void } {
  const cache = path.join(functionsDir, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, prefix));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
