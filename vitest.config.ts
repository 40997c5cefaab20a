import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each package keeps its own environment.
export default defineConfig({
  test: {
    // One scratch folder for the run's temporary files, removed at its end (scripts/scratch-tmpdir.ts).
    globalSetup: ['scripts/scratch-tmpdir.ts'],
    projects: [
      'contracts',
      'functions',
      'emulators',
      'web',
      // Repository tooling (the dependency rules' own test). No module mocks, and the one file that
      // changes the environment (TMPDIR) puts it back: the files share one worker.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node', isolate: false } },
    ],
    reporters: ['verbose'],
  },
});
