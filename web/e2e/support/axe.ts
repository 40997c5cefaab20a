import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the rules a public web app is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe's results once the page has stopped navigating. A page that moves on by itself (signed out,
 * then sent home) can navigate while axe runs, which destroys the context axe runs in: then the
 * new page is analysed, at most twice more. Any other error is the journey's failure.
 */
async function analyzeSettled(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await page.waitForLoadState('load');
    try {
      return await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    } catch (error) {
      const navigated = /Execution context was destroyed|because of a navigation/.test(String(error));
      if (!navigated || attempt >= 3) throw error;
    }
  }
}

/**
 * Runs axe on the page as it is now (open menus and dialogs included) and fails on any serious or
 * critical WCAG A/AA violation, listing each one's rule, impact, help text and the elements it hit,
 * so the failure says what to fix without opening the report. Soft, so one journey reports every screen.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await analyzeSettled(page);
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const described = blocking.map((violation) => {
    const targets = violation.nodes.map((node) => `    - ${node.target.join(' ')}`).join('\n');
    return `  ${violation.id} (${violation.impact}): ${violation.help}\n${targets}`;
  });
  expect.soft(described, `axe found serious violations on ${label}`).toEqual([]);
}

/**
 * Runs only the named axe rules (best practices the WCAG tags leave out, such as aria-dialog-name,
 * region and heading-order) and fails on any violation of them, whatever its impact.
 */
export async function expectNoViolationsOf(page: Page, rules: string[], label: string): Promise<void> {
  await page.waitForLoadState('load');
  const results = await new AxeBuilder({ page }).withRules(rules).analyze();
  const described = results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => `    - ${node.target.join(' ')}`).join('\n');
    return `  ${violation.id} (${violation.impact}): ${violation.help}\n${targets}`;
  });
  expect.soft(described, `axe found violations of ${rules.join(', ')} on ${label}`).toEqual([]);
}
