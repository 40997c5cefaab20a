import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaCycles } from './domain-areas';

// Runs the repository's real .dependency-cruiser.cjs on a small tree laid out like ours, holding one
// breach of each rule beside imports the rules allow, so a rule that stops catching fails here.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const FILES: Record<string, string> = {
  'tsconfig.depcruise.json': JSON.stringify({
    compilerOptions: { baseUrl: 'web', paths: { '@/*': ['./src/*'] } },
  }),
  // Stand-ins for the npm packages: the rules look at where an import lands, not at what it holds.
  'node_modules/stripe/package.json': JSON.stringify({ name: 'stripe', main: 'index.js' }),
  'node_modules/stripe/index.js': 'module.exports = {};\n',
  'node_modules/zod/package.json': JSON.stringify({ name: 'zod', main: 'index.js' }),
  'node_modules/zod/index.js': 'module.exports = {};\n',
  'contracts/package.json': JSON.stringify({ name: '@quarry/contracts', exports: { './*': './src/*.ts' } }),
  'contracts/src/billing.ts': 'export const Plan = 1;\n',
  'contracts/src/leak.ts':
    "import { rule } from '../../functions/src/domain/shared/rule';\nexport const leak = rule;\n",
  // Each workspace declares what it imports; left-pad is declared nowhere.
  'functions/package.json': JSON.stringify({ name: 'functions', dependencies: { stripe: '1', zod: '1' } }),
  'web/package.json': JSON.stringify({ name: 'web' }),
  'node_modules/left-pad/package.json': JSON.stringify({ name: 'left-pad', main: 'index.js' }),
  'node_modules/left-pad/index.js': 'module.exports = {};\n',
  'functions/src/adapters/mail/send.ts': "import pad from 'left-pad';\nexport const send = pad;\n",
  // Routes reach adapters through composition; an adapter never reaches up; the apps stay apart.
  'functions/src/http/routes/billing.ts':
    "import type { StripeBilling } from '../../adapters/stripe/stripe-billing';\nexport type B = StripeBilling;\n",
  'functions/src/http/routes/billing.test.ts':
    "import type { StripeBilling } from '../../adapters/stripe/stripe-billing';\nexport type T = StripeBilling;\n",
  'functions/src/adapters/stripe/webhook-peek.ts':
    "import type { B } from '../../http/routes/billing';\nexport type W = B;\n",
  'functions/src/adapters/web-peek.ts':
    "import { f } from '../../../web/src/lib/format';\nexport const w = f;\n",
  'web/src/lib/utils.ts': 'export const cn = 1;\n',
  'web/src/components/ui/card.tsx':
    "import { cn } from '@/lib/utils';\nimport { f } from '@/lib/format';\nexport const c = [cn, f];\n",
  'web/src/components/ui/badge.tsx':
    "import { plan } from '@/features/beta/api/plan';\nexport const b = plan;\n",
  'web/src/lib/format.ts': "import { b } from '@/components/ui/badge';\nexport const f = b;\n",
  'web/src/features/alpha/components/panel.tsx':
    "import { f } from '@/lib/format';\nimport { own } from '../utils/own';\nimport { plan } from '@/features/beta/api/plan';\nexport const p = [f, own, plan];\n",
  'web/src/features/alpha/utils/own.ts': "export { gone } from './moved-away';\nexport const own = 1;\n",
  'web/src/features/beta/api/plan.ts':
    "import { own } from '../../alpha/utils/own';\nexport const plan = own;\n",
  // A feature never reaches up into app/ (its test may render the route); jobs never import routes;
  // a port never imports the domain that depends on it.
  'web/src/app/routes/home.tsx': 'export const Home = 1;\n',
  'web/src/features/alpha/components/home-link.tsx':
    "import { Home } from '@/app/routes/home';\nexport const h = Home;\n",
  'web/src/features/alpha/components/home-link.test.tsx':
    "import { Home } from '@/app/routes/home';\nexport const t = Home;\n",
  'functions/src/http/routes/start.ts': 'export const start = 1;\n',
  'functions/src/jobs/tick.ts': "import { start } from '../http/routes/start';\nexport const tick = start;\n",
  'functions/src/ports/clock.port.ts':
    "import type { Plan } from '@quarry/contracts/billing';\nimport { rule } from '../domain/shared/rule';\nexport type Clock = [Plan, typeof rule];\n",
  // A module that imports nothing and that nothing imports; the files tools load stand alone.
  'functions/src/domain/shared/forgotten.ts': 'export const forgotten = 1;\n',
  'functions/vitest.config.ts': 'export default {};\n',
  'web/src/testing/setup-tests.ts': 'export {};\n',
  'web/src/vite-env.d.ts': 'export {};\n',
  'web/src/features/alpha/alone.test.ts': 'export {};\n',
  // A module several features share sits below them and below app/; features sit below app/.
  'web/src/app/routes/plans.tsx':
    "import { banner } from '@/modules/billing/components/banner';\nimport { plan } from '@/features/beta/api/plan';\nexport const r = [banner, plan];\n",
  'web/src/modules/billing/components/banner.tsx':
    "import { f } from '@/lib/format';\nimport { keys } from '../api/keys';\nimport { plan } from '@/features/beta/api/plan';\nimport { provider } from '@/app/provider';\nexport const banner = [f, keys, plan, provider];\n",
  'web/src/app/provider.tsx': 'export const provider = 1;\n',
  'web/src/modules/billing/api/keys.ts': 'export const keys = 1;\n',
  'web/src/features/beta/components/plan-card.tsx':
    "import { banner } from '@/modules/billing/components/banner';\nimport { provider } from '../../../app/provider';\nexport const card = [banner, provider];\n",
  'web/src/lib/billing-peek.ts':
    "import { keys } from '@/modules/billing/api/keys';\nexport const peek = keys;\n",
  'functions/src/ports/billing.port.ts':
    "import type { StripeBilling } from '../adapters/stripe/stripe-billing';\nexport type Billing = StripeBilling;\n",
  'functions/src/adapters/stripe/stripe-billing.ts':
    "import Stripe from 'stripe';\nexport type StripeBilling = Stripe;\n",
  'functions/src/domain/billing/charge.ts': [
    "import { createHash } from 'node:crypto';",
    "import Stripe from 'stripe';",
    "import { z } from 'zod';",
    "import { Plan } from '@quarry/contracts/billing';",
    "import type { Billing } from '../../ports/billing.port';",
    "import type { StripeBilling } from '../../adapters/stripe/stripe-billing';",
    "import { rule } from '../shared/rule';",
    'export const charge = [createHash, Stripe, z, Plan, rule] as unknown as [Billing, StripeBilling];',
    '',
  ].join('\n'),
  'functions/src/domain/shared/rule.ts': 'export const rule = 1;\n',
  // A cycle through a type-only import: still a cycle.
  'functions/src/domain/shared/left.ts':
    "import { right } from './right';\nexport type Left = 1;\nexport const left = right;\n",
  'functions/src/domain/shared/right.ts':
    "import type { Left } from './left';\nexport const right: Left = 1;\n",
  // Two areas that import each other through different files: no file cycle, an area cycle. A test
  // that crosses areas the other way is not one (the areas rule reads production code only).
  'functions/src/domain/reports/run.ts': 'export const run = 1;\n',
  'functions/src/domain/teams/roster.ts':
    "import { run } from '../reports/run';\nexport const roster = run;\n",
  'functions/src/domain/reports/deliver.ts':
    "import { roster } from '../teams/roster';\nexport const deliver = roster;\n",
  // The same through subfolders: billing/plans -> accounts -> billing/charges, no folder cycle.
  'functions/src/domain/billing/charges/charge.ts': 'export const charge = 1;\n',
  'functions/src/domain/accounts/user.ts':
    "import { charge } from '../billing/charges/charge';\nexport const user = charge;\n",
  'functions/src/domain/billing/plans/plan.ts':
    "import { user } from '../../accounts/user';\nexport const plan = user;\n",
  'functions/src/domain/shared/rule.test.ts':
    "import { charge } from '../billing/charge';\nexport const t = charge;\n",
  // The run record's owner: only reports/runs/ imports the stored shape; field patches stay in
  // domain/reports; the collection name goes to the sweeps only. A test may seed runs directly.
  'functions/src/domain/reports/runs/stored-run.ts': "export const RUNS = 'reportExecutions';\n",
  'functions/src/domain/reports/runs/run-patches.ts':
    "import { RUNS } from './stored-run';\nexport const patch = RUNS;\n",
  'functions/src/domain/reports/runs/run-sweeps.ts':
    "import { RUNS } from './stored-run';\nexport const SWEPT_RUNS = RUNS;\n",
  'functions/src/domain/delivery/peek.ts': [
    "import { RUNS } from '../reports/runs/stored-run';",
    "import { patch } from '../reports/runs/run-patches';",
    "import { SWEPT_RUNS } from '../reports/runs/run-sweeps';",
    'export const peek = [RUNS, patch, SWEPT_RUNS];',
    '',
  ].join('\n'),
  'functions/src/domain/delivery/peek.test.ts':
    "import { RUNS } from '../reports/runs/stored-run';\nexport const seeded = RUNS;\n",
  'functions/src/domain/maintenance/sweep.ts':
    "import { SWEPT_RUNS } from '../reports/runs/run-sweeps';\nexport const swept = SWEPT_RUNS;\n",
  // The report stages one way: a reaction may use the owner; the owner never a reaction.
  'functions/src/domain/reports/reactions/notify.ts':
    "import { patch } from '../runs/run-patches';\nexport const notify = patch;\n",
  'functions/src/domain/reports/runs/run-name.ts':
    "import { notify } from '../reactions/notify';\nexport const name = notify;\n",
  'functions/src/domain/billing/charge.test.ts':
    "import { StripeBilling } from '../../adapters/stripe/stripe-billing';\nexport const t = StripeBilling;\n",
  // The research stages: each imports only those below it, never the run at the root; a test may cross.
  'functions/src/domain/research/research-deps.ts': 'export type ResearchDeps = 1;\n',
  'functions/src/domain/research/model/calls.ts':
    "import type { ResearchDeps } from '../research-deps';\nexport const calls: ResearchDeps = 1;\n",
  'functions/src/domain/research/model/limit.ts':
    "import { cap } from '../spend/cap';\nexport const limit = cap;\n",
  'functions/src/domain/research/spend/cap.ts': 'export const cap = 1;\n',
  'functions/src/domain/research/reading/read.ts':
    "import { calls } from '../model/calls';\nexport const read = calls;\n",
  'functions/src/domain/research/search/keywords.ts':
    "import { calls } from '../model/calls';\nimport { compose } from '../writing/compose';\nexport const keywords = [calls, compose];\n",
  'functions/src/domain/research/writing/compose.ts':
    "import { read } from '../reading/read';\nimport { run } from '../run-research';\nexport const compose = [read, run];\n",
  'functions/src/domain/research/run-research.ts':
    "import { calls } from './model/calls';\nexport const run = calls;\n",
  'functions/src/domain/research/model/calls.test.ts':
    "import { compose } from '../writing/compose';\nexport const t = compose;\n",
};

let root: string;
let result: ICruiseResult;
let areas: ICruiseResult;

function link(target: string, name: string) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.symlinkSync(target, path.join(root, name), 'dir');
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dependency-rules-'));
  for (const [name, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  // A workspace link, as npm makes it: imports of '@quarry/contracts/x' land in contracts/src.
  link(path.join(root, 'contracts'), 'node_modules/@quarry/contracts');

  // As `npm run deps` does: the whole functions folder, so its tools' configs are cruised too.
  result = await cruiseFixture('.dependency-cruiser.cjs', ['web/src', 'functions', 'contracts/src']);
  areas = await cruiseFixture('.dependency-cruiser.areas.cjs', ['functions/src/domain']);
}, 30_000);

/** Cruises the fixture with one of the repository's configurations, as `npm run deps` does. */
async function cruiseFixture(config: string, folders: string[]): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(path.join(repo, config));
  const tsConfigFile = path.join(root, 'tsconfig.depcruise.json');
  // The options' tsConfig (the repository's) gives way to the fixture's own.
  const cruiseOptions = { ...options, tsConfig: { fileName: tsConfigFile }, baseDir: root };
  const { output } = await cruise(folders, cruiseOptions, {}, { tsConfig: extractTSConfig(tsConfigFile) });
  if (typeof output === 'string') throw new Error('expected a JSON cruise result');
  return output;
}

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function violations(rule: string, of: ICruiseResult = result) {
  return of.summary.violations
    .filter((violation) => violation.rule.name === rule)
    .map((violation) => `${violation.from} -> ${violation.to}`)
    .sort();
}

describe('dependency rules', () => {
  it('when a feature imports another feature, by alias or by relative path, then both are reported', () => {
    expect(violations('feature-not-to-other-feature')).toEqual([
      'web/src/features/alpha/components/panel.tsx -> web/src/features/beta/api/plan.ts',
      'web/src/features/beta/api/plan.ts -> web/src/features/alpha/utils/own.ts',
    ]);
  });

  it('when a feature imports app/, by alias or by relative path, then it is reported, and app/ importing a feature is not', () => {
    expect(violations('web-feature-not-app')).toEqual([
      'web/src/features/alpha/components/home-link.tsx -> web/src/app/routes/home.tsx',
      'web/src/features/beta/components/plan-card.tsx -> web/src/app/provider.tsx',
    ]);
  });

  it('when a shared module imports a feature or app/, then both are reported; lib/ and its own files are not', () => {
    expect(violations('modules-not-to-features-or-app')).toEqual([
      'web/src/modules/billing/components/banner.tsx -> web/src/app/provider.tsx',
      'web/src/modules/billing/components/banner.tsx -> web/src/features/beta/api/plan.ts',
    ]);
  });

  it('when lib/ imports a shared module, then it is reported, and a feature or app/ importing one is not', () => {
    expect(violations('plumbing-below-modules')).toEqual([
      'web/src/lib/billing-peek.ts -> web/src/modules/billing/api/keys.ts',
    ]);
  });

  it('when shared UI imports a feature, then it is reported, and shared code importing shared code is not', () => {
    expect(violations('shared-not-to-features')).toEqual([
      'web/src/components/ui/badge.tsx -> web/src/features/beta/api/plan.ts',
    ]);
  });

  it('when the domain imports an SDK or an adapter, then both are reported; crypto, zod, contracts, ports and domain are not', () => {
    expect(violations('domain-imports-no-sdk')).toEqual([
      'functions/src/domain/billing/charge.ts -> functions/src/adapters/stripe/stripe-billing.ts',
      'functions/src/domain/billing/charge.ts -> node_modules/stripe/index.js',
    ]);
  });

  it('when a port imports an adapter, then it is reported', () => {
    expect(violations('ports-not-to-adapters')).toEqual([
      'functions/src/ports/billing.port.ts -> functions/src/adapters/stripe/stripe-billing.ts',
    ]);
  });

  it('when a route imports an adapter, then it is reported; its test beside it is not', () => {
    expect(violations('http-jobs-through-composition')).toEqual([
      'functions/src/http/routes/billing.ts -> functions/src/adapters/stripe/stripe-billing.ts',
    ]);
  });

  it('when an adapter imports a route, then it is reported', () => {
    expect(violations('adapters-not-to-http-or-jobs')).toEqual([
      'functions/src/adapters/stripe/webhook-peek.ts -> functions/src/http/routes/billing.ts',
    ]);
  });

  it('when the functions import the SPA, then it is reported', () => {
    expect(violations('apps-apart')).toEqual(['functions/src/adapters/web-peek.ts -> web/src/lib/format.ts']);
  });

  it('when the contracts import an app, then it is reported', () => {
    expect(violations('contracts-import-no-app')).toEqual([
      'contracts/src/leak.ts -> functions/src/domain/shared/rule.ts',
    ]);
  });

  it('when lib/ imports a component, then it is reported', () => {
    expect(violations('web-lib-not-to-ui')).toEqual([
      'web/src/lib/format.ts -> web/src/components/ui/badge.tsx',
    ]);
  });

  it('when a ui component imports data code from lib/, then it is reported, and the class-name helper is not', () => {
    expect(violations('ui-imports-no-data')).toEqual([
      'web/src/components/ui/card.tsx -> web/src/lib/format.ts',
    ]);
  });

  it('when a feature imports app/, then it is reported, and its test rendering the route is not', () => {
    expect(violations('web-feature-not-app')).toEqual([
      'web/src/features/alpha/components/home-link.tsx -> web/src/app/routes/home.tsx',
      'web/src/features/beta/components/plan-card.tsx -> web/src/app/provider.tsx',
    ]);
  });

  it('when a job imports a route, then it is reported', () => {
    expect(violations('jobs-not-to-http')).toEqual([
      'functions/src/jobs/tick.ts -> functions/src/http/routes/start.ts',
    ]);
  });

  it('when a port imports the domain, then it is reported, and its import of the contracts is not', () => {
    expect(violations('ports-not-to-domain')).toEqual([
      'functions/src/ports/clock.port.ts -> functions/src/domain/shared/rule.ts',
    ]);
  });

  it('when a module imports nothing and nothing imports it, then it is reported; tests, configs, set-up and declarations are not', () => {
    expect(violations('no-orphans')).toEqual([
      'functions/src/domain/shared/forgotten.ts -> functions/src/domain/shared/forgotten.ts',
    ]);
  });

  it('when a workspace imports a package its package.json does not declare, then it is reported', () => {
    expect(violations('packages-declared')).toEqual([
      'functions/src/adapters/mail/send.ts -> node_modules/left-pad/index.js',
    ]);
  });

  it('when two files import each other, even by a type-only import, then the cycle is reported', () => {
    expect(violations('no-circular')).toEqual([
      'functions/src/domain/shared/left.ts -> functions/src/domain/shared/right.ts',
    ]);
  });

  it('when two domain areas import each other through different files, then the area cycle is reported, and a test crossing areas is not', () => {
    expect(violations('no-circular-domain-areas', areas)).toEqual([
      'functions/src/domain/reports -> functions/src/domain/teams',
      'functions/src/domain/teams -> functions/src/domain/reports',
    ]);
    expect(areas.summary.violations.map((violation) => violation.rule.name)).not.toContain('no-circular');
  });

  it('when two areas reach each other through different subfolders, then the area check reports both cycles', () => {
    expect(areaCycles(areas)).toEqual([
      ['accounts', 'billing'],
      ['reports', 'teams'],
    ]);
  });

  it('when a research stage imports a stage above it or the run at the root, then it is reported; downward imports, the shared deps type and a test crossing are not', () => {
    expect(violations('research-stage-order', areas)).toEqual([
      'functions/src/domain/research/model/limit.ts -> functions/src/domain/research/spend/cap.ts',
      'functions/src/domain/research/search/keywords.ts -> functions/src/domain/research/writing/compose.ts',
      'functions/src/domain/research/writing/compose.ts -> functions/src/domain/research/run-research.ts',
    ]);
  });

  it("when another area imports the stored run, its field patches or the sweeps' collection name, then each is reported; the owner, the sweeps and a test are not", () => {
    expect(violations('run-record-owned')).toEqual([
      'functions/src/domain/delivery/peek.ts -> functions/src/domain/reports/runs/stored-run.ts',
    ]);
    expect(violations('run-patches-in-reports')).toEqual([
      'functions/src/domain/delivery/peek.ts -> functions/src/domain/reports/runs/run-patches.ts',
    ]);
    expect(violations('run-sweeps-for-sweeps')).toEqual([
      'functions/src/domain/delivery/peek.ts -> functions/src/domain/reports/runs/run-sweeps.ts',
    ]);
  });

  it('when a report stage imports a later one, then it is reported, and a later stage importing an earlier one is not', () => {
    expect(violations('report-stages-one-way')).toEqual([
      'functions/src/domain/reports/runs/run-name.ts -> functions/src/domain/reports/reactions/notify.ts',
    ]);
  });

  it('when an import resolves nowhere, then it is reported, and it is the only one, so no rule above passed by missing an edge', () => {
    expect(violations('no-unresolvable')).toEqual(['web/src/features/alpha/utils/own.ts -> ./moved-away']);
  });
});
