const path = require('node:path');

// The layering rules of DESIGN.md section 8 and STYLE.md, checked by `npm run deps` (part of `npm test`).
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

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
      name: 'features-not-to-app',
      comment:
        'app/ (provider, router, routes) is the top layer: it assembles features, and no feature reaches up into it.',
      severity: 'error',
      from: { path: '^web/src/features/' },
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
        'or a type that belongs below both (issue 25).',
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
