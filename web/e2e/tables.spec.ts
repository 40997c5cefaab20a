import type { Locator, Page } from '@playwright/test';
import { askAndSearch, preAcceptCookies, signInReadyCreator } from './support/quarry';
import { expect, test } from './support/test';

/**
 * Numbers you can check on Maya's sample drive: a largest-by-label, a sheet's
 * total, a line of a second sheet and a count, each answered with the value Quarry computed and cited
 * to its cells; the popover shows the plan in words and the cells used.
 */
const QUESTIONS = [
  {
    question: 'Which region had the highest Q3 2026 revenue?',
    document: 'Q3 2026 Revenue by Region',
    value: '$18,400,000',
    plan: "the 'Region' with the highest total of 'Q3 2026'",
    cell: 'sheet Summary, C2',
  },
  {
    question: 'What is the total actual Opex YTD spend?',
    document: '2026 Budget vs Actuals.xlsx',
    value: '$31,260,000',
    plan: "the total of 'Actual', in 'Opex YTD'",
    cell: 'sheet Opex YTD, C2',
  },
  {
    question: 'What was North America revenue in Aug 2026?',
    document: 'Q3 2026 Revenue by Region',
    value: '$6,400,000',
    plan: "the row, where 'Region' is 'North America'",
    cell: 'sheet Monthly, C2',
  },
  {
    question: 'How many complaints are in the customer complaint log?',
    document: 'Customer complaint log.csv',
    value: 'count: 12',
    plan: 'the number of rows',
    cell: 'A2',
  },
];

/** Asks `question` of the one document, and returns the conversation once its report is complete. */
async function askOf(page: Page, question: string, document: string, asked: number): Promise<Locator> {
  const documents = await askAndSearch(page, question);
  const all = documents.getByRole('checkbox', { name: /^Select All/ });
  await all.check();
  await all.uncheck();
  await documents.getByRole('checkbox', { name: document, exact: true }).check();
  await documents.getByRole('button', { name: 'Continue (1 document)' }).click();
  // Each finished report ends with its coverage table: the asked-th one is this question's.
  const conversation = page.getByRole('list', { name: 'Conversation' });
  const reports = conversation.locator(':scope > li').filter({ hasText: 'Coverage' });
  await expect(reports).toHaveCount(asked, { timeout: 90_000 });
  return conversation;
}

/** A document's name as a regular expression matches it: its dots taken literally. */
const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens the document's citations in the latest report one by one until a popover leads with a
 * computed value (which passage leads depends on the sentence citing it); returns it, still open.
 */
async function computedPopover(page: Page, report: Locator, document: string): Promise<Locator> {
  const name = new RegExp(`^Source \\d+: ${escaped(document)}$`);
  const citations = report.getByRole('button', { name });
  const count = await citations.count();
  for (let i = 0; i < count; i++) {
    await citations.nth(i).click();
    const popover = page.getByRole('dialog', { name });
    await expect(popover).toBeVisible();
    if (await popover.getByText(/^Computed by Quarry: /).count()) return popover;
    await page.keyboard.press('Escape');
  }
  throw new Error(`no citation of ${document} leads with a computed value`);
}

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

// @desktop-only: the popover's content is the same at every width; a phone run only lengthens CI.
test('when table questions are asked, then each answer is computed and its popover shows the cells and the plan @desktop-only', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInReadyCreator(page, 'maya.chen@northwind.test');
  for (const [index, { question, document, value, plan, cell }] of QUESTIONS.entries()) {
    const conversation = await askOf(page, question, document, index + 1);
    const popover = await computedPopover(page, conversation.locator(':scope > li').last(), document);
    await expect(popover.locator('blockquote')).toContainText(value);
    await expect(popover.getByText(/^Computed by Quarry: /)).toContainText(plan);
    await expect(popover.getByRole('table', { name: 'Cells used' })).toContainText(cell);
    await page.keyboard.press('Escape');
  }
});
