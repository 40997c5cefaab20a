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
      // Repository tooling (the dependency rules' own test).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
    reporters: ['verbose'],
  },
});
