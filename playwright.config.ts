import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys in Chromium. Playwright cannot download its own browsers here, so we drive the
 * system Chromium (Debian's package, installed by .ci/run) unless CHROMIUM_PATH says otherwise.
 */
const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(fs.existsSync);

export default defineConfig({
  testDir: 'web/e2e',
  outputDir: 'test-results',
  globalSetup: './web/e2e/support/global-setup.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Journeys tagged @phone-only check what only a phone shows (a table scrolling sideways, dialogs
    // at 390 px); each says why beside its title.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone-only/ },
    // Journeys tagged @desktop-only check what no viewport changes (server rules, one run's life);
    // running them again on the phone would only lengthen CI. Each says why beside its title.
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grepInvert: /@desktop-only/ },
  ],
});
