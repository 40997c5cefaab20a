import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // Pure schemas and functions, no module mocks: the files share one worker and its imports.
    isolate: false,
  },
});
