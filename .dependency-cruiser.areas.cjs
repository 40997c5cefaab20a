const base = require('./.dependency-cruiser.cjs');

// The domain areas (functions/src/domain/*) form a one-way graph (issue 25, item 2), checked by
// `npm run deps` after the module rules. Production code only: a test may cross areas (a run's
// e-mails are tested together), and a folder-level rule cannot tell a test's edge from another.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
