import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // A screen test types and clicks through a dialog in jsdom: about 2 s alone, and more than the
    // default 5 s on a loaded two-core machine. The limit is a hang guard, never a speed measure.
    testTimeout: 15_000,
    // jsdom set up once per worker, each file still importing its modules afresh in a context of its
    // own (the app keeps singletons: the query client, the toast store). With forks, every file paid
    // a new process and a new jsdom, most of the project's time.
    pool: 'vmForks',
  },
});
