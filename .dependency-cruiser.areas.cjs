const base = require('./.dependency-cruiser.cjs');

// The domain areas (functions/src/domain/*) form a one-way graph (docs/decisions/code-structure.md), checked by
// `npm run deps` after the module rules. Production code only: a test may cross areas (a run's
// e-mails are tested together), and a folder-level rule cannot tell a test's edge from another.

/**
 * The research pipeline's stages (functions/src/domain/research/<stage>/), highest first: each may
 * import only the stages after it, so the order is acyclic by construction. Spend estimates and caps
 * the whole pipeline; writing turns findings into the report; checks compare the findings (quotes
 * tallied, disagreements found); reading drives the documents through extraction, which asks the
 * model for each one's findings and verifies their quotes; search finds the documents and knows
 * their types; model holds how Gemini is called and what its failures (429s included) mean.
 */
const RESEARCH_STAGES = ['spend', 'writing', 'checks', 'reading', 'extraction', 'tables', 'search', 'model'];
const RESEARCH = '^functions/src/domain/research/';

/** One rule per stage: none imports a stage above it, nor the run's entry at the folder's root. */
const researchStageRules = RESEARCH_STAGES.map((stage, index) => ({
  name: 'research-stage-order',
  comment:
    `research/${stage} imports only the stages below it (${RESEARCH_STAGES.slice(index + 1).join(', ') || 'none'}) ` +
    'and, from the root, the shared deps type (research-deps.ts) and the progress sink (emit.ts); never ' +
    'the run that drives the stages (run-research.ts, run-summary.ts).',
  severity: 'error',
  from: { path: `${RESEARCH}${stage}/` },
  to: {
    path: [
      `${RESEARCH}(${[...RESEARCH_STAGES.slice(0, index), 'run-research', 'run-summary'].join('|')})(/|\\.ts$)`,
    ],
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...researchStageRules,
    {
      name: 'no-circular-domain-areas',
      comment:
        'The domain areas depend one way (docs/map.md draws them): a finished run announces itself and ' +
        'chat filing, notification and delivery react; billing announces access changes and teams react; ' +
        'signing in reaches invitations through a port. An area that needs one above it takes a port.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^functions/src/domain/[^/]+/?$' },
      to: { path: '^functions/src/domain/[^/]+/?$', circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: ['(^|/)dist/', '\\.test\\.tsx?$', '^functions/src/testing/'] },
  },
};
