import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts', '*.test.ts'],
    testTimeout: 30_000,
  },
});
