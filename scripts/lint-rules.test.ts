import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs Biome with the repository's real biome.json on a small planted tree, so a lint rule the
// layering relies on (not an import, so dependency-cruiser cannot see it) fails here if it stops
// catching its breach.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const FILES: Record<string, string> = {
  // The domain takes its configuration from its deps; code outside it may read the environment.
  'functions/src/domain/billing/plan-limit.ts': 'export const limit = Number(process.env.PLAN_LIMIT);\n',
  'functions/src/config.ts': 'export const port = process.env.PORT;\n',
  // One convention for file names: kebab-case, whatever role suffixes follow.
  'web/src/features/alpha/components/ReportCard.tsx': 'export const ReportCard = 1;\n',
  'functions/src/domain/billing/plan_limit.port.ts': 'export const p = 1;\n',
  'functions/src/ports/billing.port.ts': 'export const b = 1;\n',
  'web/src/features/alpha/components/report-card.test.tsx': 'export const t = 1;\n',
};

interface Diagnostic {
  category: string;
  location: { path: string };
}

let root: string;
let diagnostics: Diagnostic[];

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-rules-'));
  fs.copyFileSync(path.join(repo, 'biome.json'), path.join(root, 'biome.json'));
  for (const [name, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  const biome = path.join(repo, 'node_modules', '.bin', 'biome');
  const run = spawnSync(
    biome,
    ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', '.'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  diagnostics = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}, 30_000);

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function breaches(category: string): string[] {
  return diagnostics
    .filter((diagnostic) => diagnostic.category === category)
    .map((diagnostic) => diagnostic.location.path)
    .sort();
}

describe('lint rules', () => {
  it('when the domain reads process.env, then it is reported, and code outside the domain is not', () => {
    expect(breaches('lint/style/noProcessEnv')).toEqual(['functions/src/domain/billing/plan-limit.ts']);
  });

  it('when a file name is not kebab-case, then it is reported, and role suffixes and tests are not', () => {
    expect(breaches('lint/style/useFilenamingConvention')).toEqual([
      'functions/src/domain/billing/plan_limit.port.ts',
      'web/src/features/alpha/components/ReportCard.tsx',
    ]);
  });
});
