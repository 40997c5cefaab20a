import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each package keeps its own environment.
export default defineConfig({
  test: {
    // One scratch folder for the run's temporary files, removed at its end (scripts/scratch-tmpdir.ts).
    globalSetup: ['scripts/scratch-tmpdir.ts'],
    // At least two files at once: vitest's default is cores - 1, one on a two-core machine, but the
    // suite waits on its servers, child processes and timers as much as on the CPU, and two workers
    // ran it in 380 s against 620 s with one (docs/decisions/testing-and-ci.md, "Two vitest workers").
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
