import { test as base } from '@playwright/test';

/**
 * Playwright's test, pointed at the Quarry instance global-setup started. Every journey ends with
 * the Gemini emulator back in its default state (no hold, latency, faults or rate limit), so one
 * journey that fails mid-way, with Gemini held, cannot fail every journey after it.
 */
export const test = base.extend<{ geminiReset: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  baseURL: async ({}, use) => {
    const url = process.env.QUARRY_E2E_URL;
    if (!url) throw new Error('QUARRY_E2E_URL is not set: run through playwright.config.ts (global setup)');
    await use(url);
  },
  geminiReset: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => {
      await use(undefined);
      const emulators = process.env.QUARRY_E2E_EMULATORS_URL;
      if (!emulators) return;
      const response = await fetch(`${emulators}/__control/gemini/reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`gemini reset answered ${response.status}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
