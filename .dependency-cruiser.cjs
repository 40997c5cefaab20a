const path = require('node:path');

// The layering rules of docs/architecture/web.md and STYLE.md, checked by `npm run deps` (part of `npm test`).
// Paths are as dependency-cruiser reports them: relative to the repository root, symlinks resolved, so
// '@quarry/contracts/x' arrives as 'contracts/src/x.ts' and '@/x' (web's alias) as 'web/src/x'.

/**
 * What production domain code may import: node:crypto, zod, the contracts, the ports, itself, and the
 * log catalogue (log-events.ts: pure, no import; its events are written through the deps' warn port).
 */
const DOMAIN_MAY_IMPORT = [
  '^(node:)?crypto$',
  '^node_modules/zod/',
  '^contracts/src/',
  '^functions/src/domain/',
  '^functions/src/ports/',
  '^functions/src/log-events\\.ts$',
];

/** Modules their tool loads (vitest, vite, tsc) rather than other code: no-orphans lets them stand alone. */
const ORPHANS_ALLOWED = [
  '\\.d\\.ts$',
  '\\.test\\.tsx?$',
  '(^|/)[^/]+\\.config\\.(ts|js|cjs|mjs)$',
  '(^|/)testing/setup-tests\\.ts$',
];

/** Not production code: tests and their helpers may seed and read stored records directly. */
const NOT_PRODUCTION = ['\\.test\\.ts$', '^functions/src/testing/'];

/**
 * The stages of a report run (functions/src/domain/reports/*), bottom first: a stage imports only
 * those before it. The root's files (the deps, the end announcement, deleting a run) sit above all.
 */
const REPORT_STAGES = ['runs', 'saved', 'events', 'execution', 'export', 'comparison', 'reactions', 'views'];

/** One rule per stage: nothing after it in REPORT_STAGES. */
const reportStagesOneWay = REPORT_STAGES.slice(0, -1).map((stage, index) => ({
  name: 'report-stages-one-way',
  comment:
    `domain/reports/${stage}/ imports no later stage (${REPORT_STAGES.slice(index + 1).join(', ')}): ` +
    'the run record is at the bottom, its execution and events above it, what reacts to its end on top.',
  severity: 'error',
  from: { path: `^functions/src/domain/reports/${stage}/`, pathNot: NOT_PRODUCTION },
  to: { path: `^functions/src/domain/reports/(${REPORT_STAGES.slice(index + 1).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'run-record-owned',
      comment:
        "The stored run (its collection name and raw shape, reports/runs/stored-run.ts) is the owner's " +
        '(reports/runs/): everyone else reads a RunRecord and changes a run through its named operations.',
      severity: 'error',
      from: { pathNot: ['^functions/src/domain/reports/runs/', ...NOT_PRODUCTION] },
      to: { path: '^functions/src/domain/reports/runs/stored-run\\.ts$' },
    },
    {
      name: 'run-patches-in-reports',
      comment:
        "Field-by-field changes of a run (reports/runs/run-patches.ts) are the run's own stages' " +
        '(domain/reports); other areas call the named operations of reports/runs/run-writes.ts.',
      severity: 'error',
      from: { pathNot: ['^functions/src/domain/reports/', ...NOT_PRODUCTION] },
      to: { path: '^functions/src/domain/reports/runs/run-patches\\.ts$' },
    },
    {
      name: 'run-sweeps-for-sweeps',
      comment:
        "The runs' collection name is handed (reports/runs/run-sweeps.ts) only to the sweeps that page " +
        'through or delete every record of a person: account data and maintenance.',
      severity: 'error',
      from: {
        pathNot: ['^functions/src/domain/(account-data|maintenance|reports/runs)/', ...NOT_PRODUCTION],
      },
      to: { path: '^functions/src/domain/reports/runs/run-sweeps\\.ts$' },
    },
    ...reportStagesOneWay,
    {
      name: 'feature-not-to-other-feature',
      comment:
        'A feature never imports another feature; what two features need moves down to modules/<name>/ ' +
        '(or to components/ui and lib/ when it knows nothing of Quarry).',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-feature-not-app',
      comment:
        'app/ composes the features into routes; a feature never reaches back up into app/. A test beside ' +
        'a feature may render the route that holds it.',
      severity: 'error',
      from: { path: '^web/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'modules-not-to-features-or-app',
      comment:
        'modules/<name>/ hold what several features share (its api, components, hooks and helpers in one ' +
        'folder); they sit below every feature, so they import no feature and nothing of app/.',
      severity: 'error',
      from: { path: '^web/src/modules/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'plumbing-below-modules',
      comment:
        'components/ (ui, layouts), lib/, hooks/ and config/ know nothing of Quarry’s modules: the modules ' +
        'build on them, never the other way round.',
      severity: 'error',
      from: { path: '^web/src/(components|lib|hooks|config)/' },
      to: { path: '^web/src/modules/' },
    },
    {
      name: 'shared-not-to-features',
      comment: 'Shared web code (components, lib, hooks, config, testing) imports no feature and no route.',
      severity: 'error',
      from: { path: '^web/src/(components|lib|hooks|config|testing)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'domain-imports-no-sdk',
      comment:
        'The domain is pure: no SDK, no adapter, no http. Only node:crypto, zod, the contracts, ports, the log catalogue and other ' +
        'domain files. Tests beside it may use local adapters (sqlite, local keys) and testing helpers.',
      severity: 'error',
      from: { path: '^functions/src/domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: DOMAIN_MAY_IMPORT },
    },
    {
      name: 'ports-not-to-adapters',
      comment: 'Ports are the interfaces adapters implement; they never depend on an adapter or on http.',
      severity: 'error',
      from: { path: '^functions/src/ports/' },
      to: { path: '^functions/src/(adapters|http|jobs)/' },
    },
    {
      name: 'ports-not-to-domain',
      comment:
        'The domain depends on the ports, never the reverse: a port states its own types (or takes them ' +
        'from the contracts), so an adapter implementing it needs nothing from the domain.',
      severity: 'error',
      from: { path: '^functions/src/ports/' },
      to: { path: '^functions/src/domain/' },
    },
    {
      name: 'jobs-not-to-http',
      comment:
        'Jobs and routes are two entry layers side by side: what both need lives below them (domain, ' +
        'composition), never in http/.',
      severity: 'error',
      from: { path: '^functions/src/jobs/' },
      to: { path: '^functions/src/http/' },
    },
    {
      name: 'http-jobs-through-composition',
      comment:
        'Routes and jobs reach adapters only through composition/, which wires them to ports; tests beside ' +
        'them may build local adapters.',
      severity: 'error',
      from: { path: '^functions/src/(http|jobs)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/src/adapters/' },
    },
    {
      name: 'adapters-not-to-http-or-jobs',
      comment: 'An adapter implements a port; it never reaches up into routes or jobs.',
      severity: 'error',
      from: { path: '^functions/src/adapters/' },
      to: { path: '^functions/src/(http|jobs)/' },
    },
    {
      name: 'apps-apart',
      comment:
        'The SPA, the functions and the emulators share only the contracts: none imports another’s code.',
      severity: 'error',
      from: { path: '^(web|functions|emulators)/' },
      to: { path: '^(web|functions|emulators)/', pathNot: '^$1/' },
    },
    {
      name: 'contracts-import-no-app',
      comment: 'The contracts are the bottom layer: zod and themselves, never an app.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(web|functions|emulators)/' },
    },
    {
      name: 'web-lib-not-to-ui',
      comment: 'lib/ and hooks/ hold data and logic; they import no component and no feature.',
      severity: 'error',
      from: { path: '^web/src/(lib|hooks)/' },
      to: { path: '^web/src/(components|features)/' },
    },
    {
      name: 'ui-imports-no-data',
      comment:
        'components/ui are presentational: no data hook, no API client, no query cache (lib/utils.ts, ' +
        'the class-name helper, is all they take from lib/).',
      severity: 'error',
      from: { path: '^web/src/components/ui/' },
      to: {
        path: ['^web/src/lib/', '^web/src/hooks/', '^node_modules/@tanstack/'],
        pathNot: ['^web/src/lib/utils\\.ts$', '^web/src/hooks/use-toast\\.ts$'],
      },
    },
    {
      name: 'no-orphans',
      comment:
        'A module that imports nothing and that nothing imports is dead code. Tests, test setup, tools’ ' +
        'configs and type declarations stand alone: their tool loads them.',
      severity: 'error',
      from: { orphan: true, pathNot: ORPHANS_ALLOWED },
      to: {},
    },
    {
      name: 'packages-declared',
      comment: 'Every package a workspace imports is in that workspace’s own package.json.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycle, type-only ones included: a cycle means two files are one concern split in two, ' +
        'or a type that belongs below both (docs/decisions/code-structure.md).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment:
        'An import that resolves nowhere would slip past every rule above (they match resolved paths), ' +
        'so it fails here too.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports count: an `import type` from an adapter still couples the domain to it.
    tsPreCompilationDeps: true,
    // web's '@/' alias (the SPA resolves it through vite's tsconfigPaths); functions has no aliases.
    // Absolute: TypeScript resolves the file's `extends` wrongly from a relative name.
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.depcruise.json') },
    enhancedResolveOptions: {
      // '@quarry/contracts/*' resolves only through its package.json "exports" map.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // Packages are leaves: the rules only look at the edges into them. The contracts are cruised.
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)dist/'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
