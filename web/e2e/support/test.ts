import { test as base } from '@playwright/test';

/** Playwright's test, pointed at the Quarry instance global-setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  baseURL: async ({}, use) => {
    const url = process.env.QUARRY_E2E_URL;
    if (!url) throw new Error('QUARRY_E2E_URL is not set: run through playwright.config.ts (global setup)');
    await use(url);
  },
});

export { expect } from '@playwright/test';
