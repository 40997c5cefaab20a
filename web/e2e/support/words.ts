import type { Locator } from '@playwright/test';

/**
 * The words inside `scope` that the browser broke across two lines ('Actuals.xl|sx'): a word whose
 * range lays out in boxes on more than one line. A hyphen is a place a line may end, so the parts
 * of 'Procurement-Forecast.xlsx' count as words. A word wider than its box can ever be may still
 * have to break; the journeys' words are all short enough not to.
 */
export async function wordsSplitAcrossLines(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((elements) => {
    const split: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  });
}
