import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts', '*.test.ts'],
    // The emulators bundled once for the run, for every local stack to start with plain node.
    globalSetup: ['src/testing/emulators-bundle.ts'],
    testTimeout: 30_000,
  },
});
