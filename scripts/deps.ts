import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run deps`: each dependency-cruiser configuration runs every time, and the run fails if any of
 * them failed, so a breach of the module rules does not hide a breach of the domain areas' rule
 * behind it (chained with `&&`, the second ran only when the first passed).
 */
export const CHECKS: readonly (readonly string[])[] = [
  [
    'depcruise',
    'web/src',
    'functions',
    'emulators/src',
    'contracts/src',
    '--config',
    '.dependency-cruiser.cjs',
  ],
  ['depcruise', 'functions/src/domain', '--config', '.dependency-cruiser.areas.cjs'],
  // The areas' one-way rule over areas with subfolders (scripts/domain-areas.ts).
  ['tsx', 'scripts/domain-areas.ts'],
];

/** Runs every command in `cwd`, each in turn whatever the others answered; the first non-zero code, or 0. */
export function runAll(commands: readonly (readonly string[])[], cwd: string): number {
  let failed = 0;
  for (const [command, ...args] of commands) {
    if (!command) continue;
    const { status, error } = spawnSync(command, args, { cwd, stdio: 'inherit' });
    const code = error ? 1 : (status ?? 1);
    if (code !== 0 && failed === 0) failed = code;
  }
  return failed;
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bin = path.join(repo, 'node_modules', '.bin');
  process.exitCode = runAll(
    CHECKS.map(([command, ...args]) => [path.join(bin, command ?? ''), ...args]),
    repo,
  );
}
