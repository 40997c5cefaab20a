import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts', '*.test.ts'],
    // The emulators bundled once for the run, for every local stack to start with plain node.
    globalSetup: ['src/testing/emulators-bundle.ts'],
    testTimeout: 30_000,
    // No file mocks a module (no vi.mock), and every stack, store and server a file starts it also
    // stops: so the files share one worker and import the app's module graph once, not once each.
    // Re-importing it for every file was most of a route test's time.
    isolate: false,
  },
});
