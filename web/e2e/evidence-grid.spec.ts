import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { aContractGrid } from '../src/testing/grid-fixture';
import { expectNoSeriousA11yViolations, expectNoViolationsOf } from './support/axe';
import { askAndSearch, preAcceptCookies, signInReadyCreator } from './support/quarry';
import { expect, test } from './support/test';
import { wordsSplitAcrossLines } from './support/words';

/**
 * The evidence grid (docs/decisions/evidence-grid.md). Maya's contracts drive (emulators/drive-contracts) holds
 * 32 short contracts, each with a counterparty, a value, a renewal date and a
 * notice period; she asks about them with four columns and checks the grid against its quotes.
 */
const COLUMNS = [
  { question: 'Who is the counterparty?', type: 'Text' },
  { question: 'What is the contract value?', type: 'Number' },
  { question: 'When does the contract renew?', type: 'Date' },
  { question: 'How many days of termination notice?', type: 'Number' },
] as const;

/** Asks about the contracts, keeps only them, adds the four columns and runs; answers the grid. */
async function runContractGrid(page: Page): Promise<Locator> {
  const documents = await askAndSearch(page, 'Which supplier contracts renew soon, and on what terms?');
  const estimate = documents.getByRole('region', { name: 'Estimate' });
  const tokensBefore = await estimatedTokens(estimate);
  await documents.getByRole('button', { name: 'Add columns' }).click();
  const editor = page.getByRole('dialog', { name: 'Add columns' });
  for (const [index, column] of COLUMNS.entries()) {
    if (index > 0) await editor.getByRole('button', { name: 'Add column' }).click();
    await editor.getByLabel(`Column ${index + 1} question`).fill(column.question);
    await editor.getByLabel('Type').nth(index).selectOption(column.type);
  }
  await expectNoSeriousA11yViolations(page, 'the Add columns editor with four columns');
  await editor.getByRole('button', { name: 'Save columns' }).click();
  await expect(documents.getByRole('button', { name: 'Edit columns (4)' })).toBeVisible();
  // The estimate counts the columns' cells (docs/decisions/evidence-grid.md: adding columns did not change it).
  await expect.poll(() => estimatedTokens(estimate), { timeout: 20_000 }).toBeGreaterThan(tokensBefore);
  await documents.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click();
  await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 120_000 });
  const grid = page.getByRole('region', { name: 'Evidence grid' }).first();
  // A table on a desktop, a card per document on a phone.
  await expect(grid.getByRole('table').or(grid.getByRole('list', { name: CARDS }))).toBeVisible({
    timeout: 20_000,
  });
  await expectNoSeriousA11yViolations(page, 'the report with its evidence grid');
  return grid;
}

/** The tokens the Continue step's estimate names ("… about 12,345 tokens, about $0.04"). */
async function estimatedTokens(estimate: Locator): Promise<number> {
  await expect(estimate).toContainText(/about [\d,]+ tokens/, { timeout: 20_000 });
  const text = (await estimate.textContent()) ?? '';
  return Number(/about ([\d,]+) tokens/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

/** The phone's grid: a card per document. */
const CARDS = 'Documents in the evidence grid';

/** A shown amount's currency, by its symbol or code ('EUR 12,000' → EUR, '£9,000' → GBP). */
function currencyOf(text: string): string {
  const mark = /^(EUR|USD|GBP|US\$|\$|£|€)/.exec(text)?.[1] ?? '';
  return ({ $: 'USD', US$: 'USD', '£': 'GBP', '€': 'EUR' } as Record<string, string>)[mark] ?? mark;
}

/** A shown amount as a number: "$1.2M" → 1,200,000, "EUR 87,300" → 87,300, "$96.5k" → 96,500. */
function amountOf(text: string): number {
  const [, digits = '', scale = ''] = /([\d][\d,.]*)\s*(m|k|million|thousand)?\b/i.exec(text) ?? [];
  const factor = /^m/i.test(scale) ? 1_000_000 : /^(k|t)/i.test(scale) ? 1_000 : 1;
  return Number(digits.replace(/,/g, '')) * factor;
}

/** The body rows' cells of one column (by its header's index), as shown. */
async function columnTexts(grid: Locator, index: number): Promise<string[]> {
  const rows = grid.locator('tbody tr:has(th[scope="row"])');
  return rows.evaluateAll((trs, i) => trs.map((tr) => tr.children[i]?.textContent?.trim() ?? ''), index);
}

/**
 * Serves a finished run with a grid of `count` contracts by route mocks; answers its id. `report`
 * replaces the report's HTML, and `names` the first documents' names.
 */
async function serveContractGrid(
  page: Page,
  count: number,
  { report, names = [] }: { report?: string; names?: string[] } = {},
): Promise<string> {
  const id = `mocked-grid-${count}`;
  const now = new Date().toISOString();
  const execution = {
    id,
    reportName: `Contracts (${count})`,
    executionStatus: 'success',
    status: 'success',
    progress: 100,
    triggerSource: 'chat',
    chatSessionId: null,
    createdAt: now,
    executedAt: now,
    result: report ?? `<p>${count} contracts.</p>`,
    evidence: null,
    errorMessage: null,
    documentsOutcome: null,
    pausedUntil: null,
    viewedAt: now,
    hasGrid: true,
  };
  const grid = aContractGrid(count);
  for (const [index, name] of names.entries()) {
    const row = grid.rows[index];
    if (row) row.name = name;
  }
  await page.route(`**/api/report-execution/${id}/**`, (route) => {
    const url = route.request().url();
    if (url.endsWith('/view')) return route.fulfill({ json: { execution } });
    if (url.endsWith('/grid')) return route.fulfill({ json: grid });
    return route.fulfill({ json: {} });
  });

  return id;
}

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

// The contracts are a sample drive of their own (emulators/drive-contracts), served by a second
// Quarry that global-setup starts: in the main drive their words would change the emulator's
// answers to every other sample question.
test.describe('the 32 sample contracts', () => {
  test.use({ baseURL: process.env.QUARRY_E2E_CONTRACTS_URL });
  // The sign-in helpers and the Gemini reset look for that Quarry's emulators and data.
  const main = { emulators: process.env.QUARRY_E2E_EMULATORS_URL, data: process.env.QUARRY_E2E_DATA_DIR };
  test.beforeAll(() => {
    process.env.QUARRY_E2E_EMULATORS_URL = process.env.QUARRY_E2E_CONTRACTS_EMULATORS_URL;
    process.env.QUARRY_E2E_DATA_DIR = process.env.QUARRY_E2E_CONTRACTS_DATA_DIR;
  });
  test.afterAll(() => {
    process.env.QUARRY_E2E_EMULATORS_URL = main.emulators;
    process.env.QUARRY_E2E_DATA_DIR = main.data;
  });

  test('when Maya runs the 30 contracts with four columns, then the grid sorts, filters, shows a quote and exports a column per question', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    // @desktop-only: the phone has its own journey below, on the same grid.
    test.setTimeout(240_000);
    await signInReadyCreator(page, 'maya.chen@northwind.test');
    const grid = await runContractGrid(page);
    await expect(grid.getByText(/^\d+ documents$/)).toHaveText(/^(3\d|[4-9]\d) documents$/);
    // Each supplier's notice period and renewal date are its own contract's: nothing disagrees.
    await expect(page.getByRole('region', { name: 'Where the documents disagree' })).toHaveCount(0);

    // Coverage agrees with the grid (docs/decisions/evidence-grid.md): every contract's row holds verified values, so the
    // report's Coverage table says 'Data found' for each and 'No relevant data' for none.
    const coverage = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Result', exact: true }) })
      .first();
    await expect(coverage.getByRole('cell', { name: 'Data found', exact: true }).first()).toBeVisible();
    await expect(coverage.getByRole('cell', { name: 'No relevant data', exact: true })).toHaveCount(0);
    for (const column of COLUMNS) {
      await expect(
        grid.getByRole('columnheader', { name: new RegExp(column.question.replace('?', '\\?')) }),
      ).toBeVisible();
    }

    // Sort by value, largest first: the header says so and that it sorts within each currency; the
    // currencies never interleave (no pound among euros) and within each the values fall.
    const value = grid.getByRole('button', { name: COLUMNS[1].question, exact: true });
    await value.click();
    await value.click();
    const valueHeader = grid.getByRole('columnheader', { name: /contract value/ });
    await expect(valueHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(valueHeader.getByText('Sorted within each currency')).toBeVisible();
    const shown = (await columnTexts(grid, 2)).filter((text) => text !== 'not found');
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.filter((text) => /,$/.test(text))).toEqual([]);
    const runs = shown.map(currencyOf).filter((currency, i, all) => currency !== all[i - 1]);
    expect(new Set(runs).size, `currencies in the order shown: ${runs.join(' ')}`).toBe(runs.length);
    for (const currency of new Set(runs)) {
      const amounts = shown.filter((text) => currencyOf(text) === currency).map(amountOf);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    }

    // Filter the renewal year: every renewal left is in it.
    const year = String(new Date().getFullYear() + 1);
    await grid.getByLabel('From (a year or YYYY-MM-DD): When does the contract renew?').fill(year);
    await grid.getByLabel('To (a year or YYYY-MM-DD): When does the contract renew?').fill(year);
    await expect(grid.getByText(/^\d+ of \d+ documents$/)).toBeVisible();
    for (const renewal of await columnTexts(grid, 3)) expect(renewal).toContain(year);

    // A cell's quote and page.
    await grid
      .getByRole('button', { name: /: show the quote for "Who is the counterparty\?"/ })
      .first()
      .click();
    const popover = page.getByRole('dialog');
    await expect(popover.locator('blockquote')).toHaveText(/^“.+”$/);
    await page.keyboard.press('Escape');

    // The evidence table as .xlsx, read back: a column per question.
    await page
      .getByRole('list', { name: 'Conversation' })
      .getByRole('button', { name: 'Export' })
      .first()
      .click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('menuitem', { name: 'Evidence table (Excel)', exact: true }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync(await download.path()) as unknown as ExcelJS.Buffer);
    const headers = workbook.worksheets.flatMap((sheet) =>
      (sheet.getRow(1).values as unknown[]).map((cell) => String(cell ?? '')),
    );
    for (const column of COLUMNS) expect(headers).toContain(column.question);
  });

  test('when Maya opens the contracts grid on her phone, then each contract is a card of its values and a tap opens the quote', {
    tag: '@phone-only',
  }, async ({ page }) => {
    // @phone-only: the cards are what only a phone shows (the desktop has the table).
    test.setTimeout(240_000);
    await signInReadyCreator(page, 'maya.chen@northwind.test');
    const grid = await runContractGrid(page);
    await expect(grid.getByRole('table')).toHaveCount(0);
    const first = grid.getByRole('list', { name: CARDS }).getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText(/\S/);
    for (const column of COLUMNS)
      await expect(first.getByRole('term').filter({ hasText: column.question })).toBeVisible();

    const counterparty = first.getByRole('button', {
      name: /: show the quote for "Who is the counterparty\?"/,
    });
    await counterparty.tap();
    const popover = page.getByRole('dialog');
    await expect(popover.locator('blockquote')).toHaveText(/^“.+”$/);
    await expectNoSeriousA11yViolations(page, 'a contract card with its quote open on a phone');
  });
});

test('when a grid of 2,000 documents opens, then its first rows show quickly (measured for docs/benchmarks.md)', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: a measure, taken once; served by route mocks, so it needs no run.
  await signInReadyCreator(page, 'maya.chen@northwind.test');
  const id = await serveContractGrid(page, 2000);
  // When the first row appears, by the page's own clock (from navigation start).
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('tbody th[scope="row"]')) return;
      (window as unknown as { firstGridRowAt: number }).firstGridRowAt = performance.now();
      seen.disconnect();
    });
    document.addEventListener('DOMContentLoaded', () =>
      seen.observe(document.body, { childList: true, subtree: true }),
    );
  });

  await page.goto(`/report-execution/${id}`);
  await expect(page.getByRole('rowheader', { name: 'Contract 0001.pdf' })).toBeVisible();
  const timing = await page.evaluate(() => {
    const grid = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/grid'));
    return {
      firstRowAt: (window as unknown as { firstGridRowAt: number }).firstGridRowAt,
      gridArrivedAt: (grid as PerformanceResourceTiming | undefined)?.responseEnd ?? Number.NaN,
    };
  });
  const rendered = await page.locator('tbody th[scope="row"]').count();
  const afterData = Math.round(timing.firstRowAt - timing.gridArrivedAt);
  const afterNavigation = Math.round(timing.firstRowAt);
  test.info().annotations.push({
    type: 'grid-2000-first-rows-ms',
    description: `${afterData} after its data, ${afterNavigation} after navigation`,
  });
  console.log(
    `evidence grid: 2,000 rows; first rows ${afterData} ms after the grid's data arrived, ${afterNavigation} ms after navigation; ${rendered} rows in the DOM`,
  );
  expect(rendered).toBeLessThan(200);
});

test('when a 2,000-row grid opens on a phone, then its documents are cards and a tap on a value opens its quote', {
  tag: '@phone-only',
}, async ({ page }) => {
  // @phone-only: the cards are what only a phone shows; served by route mocks, so it needs no run.
  await signInReadyCreator(page, 'maya.chen@northwind.test');
  // A report whose coverage table and grid name files as the did ('Actuals.xl sx').
  const coverage =
    '<h2>Coverage</h2><table><thead><tr><th>Document</th><th>Result</th></tr></thead><tbody>' +
    '<tr><td>Actuals.xlsx</td><td>No relevant data</td></tr>' +
    '<tr><td>Procurement-Forecast.xlsx</td><td>Data found</td></tr>' +
    '<tr><td>Supplier-Agreements.pdf</td><td>Failed: the file is protected by a password, so its text ' +
    'could not be read; ask its owner for a copy without one.</td></tr></tbody></table>';
  const id = await serveContractGrid(page, 2000, {
    report: `<p>2000 contracts.</p>${coverage}`,
    names: ['Contract 0001.pdf', 'Actuals.xlsx', 'Procurement-Forecast.xlsx'],
  });
  await page.goto(`/report-execution/${id}`);
  const cards = page.getByRole('list', { name: CARDS });
  const first = cards.getByRole('article', { name: 'Contract 0001.pdf' });
  await expect(first).toBeVisible();
  expect(await cards.getByRole('article').count()).toBeLessThan(40);
  await expect(first.getByRole('definition')).toHaveText([
    'Counterparty 1',
    '$1,000',
    `31 March ${2026 + (1 % 3)}`,
    'No',
  ]);
  // No word breaks mid-word: the report's own tables and the cards (docs/decisions/evidence-grid.md: 'Actuals.xl sx').
  await expect(cards.getByRole('article', { name: 'Actuals.xlsx' })).toBeVisible();
  expect(await wordsSplitAcrossLines(page.locator('td, th, article h3, article dt, article dd'))).toEqual([]);

  await first.getByRole('button', { name: /^Counterparty 1: show the quote/ }).tap();
  // The quote's popover is a dialog named by its question and document (axe: aria-dialog-name).
  const quote = page.getByRole('dialog', { name: 'Who is the counterparty? Contract 0001.pdf' });
  await expect(quote.locator('blockquote')).toHaveText('“between Quarry and Counterparty 1”');
  await expect(quote.getByText('Page 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a 2,000-document grid as cards with a quote open');
  await expectNoViolationsOf(page, ['aria-dialog-name'], 'a grid cell’s quote on a phone');
  await page.keyboard.press('Escape');

  // The Export menu, open on a phone, sits in a landmark (axe: region).
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolationsOf(page, ['region'], 'the Export menu open on a phone');
});
