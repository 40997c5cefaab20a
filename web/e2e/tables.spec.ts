import type { Locator, Page } from '@playwright/test';
import { askAndSearch, preAcceptCookies, signInReadyCreator } from './support/quarry';
import { expect, test } from './support/test';

/**
 * Numbers you can check (DESIGN section 25) on Maya's sample drive: a largest-by-label, a sheet's
 * total, a line of a second sheet and a count, each answered with the value Quarry computed and cited
 * to its cells; the popover shows the plan in words and the cells used.
 */
const QUESTIONS = [
  {
    question: 'Which region had the highest Q3 2026 revenue?',
    document: 'Q3 2026 Revenue by Region',
    value: '$18,400,000',
    plan: "the total of 'Q3 2026', by 'Region'",
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
  await expect(page.getByText('Query Complete')).toHaveCount(asked, { timeout: 90_000 });
  return page.getByRole('list', { name: 'Conversation' });
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
    const citation = conversation
      .getByRole('button', { name: new RegExp(`^Source \\d+: ${document}$`) })
      .last();
    await citation.click();
    const popover = page.getByRole('dialog', { name: new RegExp(`^Source \\d+: ${document}$`) });
    await expect(popover.locator('blockquote')).toContainText(value);
    await expect(popover.getByText(/^Computed by Quarry: /)).toContainText(plan);
    await expect(popover.getByRole('table', { name: 'Cells used' })).toContainText(cell);
    await page.keyboard.press('Escape');
  }
});
