import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'emulators',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // No file mocks a module and each stops the emulators it starts: the files share one worker and
    // import the emulators' modules once, not once each (a third of the project's time went there).
    isolate: false,
  },
});
