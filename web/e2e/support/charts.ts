import { expect, type Locator, type Page } from '@playwright/test';

/** An analytics chart's card, by its title. */
export function chartCard(page: Page, title: string): Locator {
  return page.locator('.rounded-lg', { has: page.getByRole('heading', { name: title, exact: true }) });
}

/**
 * Every bar of a chart has its name drawn beside it (docs/decisions/web.md): one label per name, in
 * order, each inside the chart's drawing and none over the next, with the whole name as its title.
 */
export async function expectEveryBarLabelled(page: Page, title: string, names: string[]): Promise<void> {
  const card = chartCard(page, title);
  const labels = card.locator('.recharts-yAxis-tick-labels text');
  await expect(labels).toHaveCount(names.length);
  expect(await labels.locator('title').allTextContents()).toEqual(names);
  const chart = await card.locator('svg.recharts-surface').boundingBox();
  if (!chart) throw new Error(`${title}: the chart is not drawn`);
  let previousBottom = Number.NEGATIVE_INFINITY;
  for (const label of await labels.all()) {
    const box = await label.boundingBox();
    expect(box, `${title}: a label is not drawn`).not.toBeNull();
    if (!box) continue;
    expect(box.width).toBeGreaterThan(0);
    expect(box.x, `${title}: a label runs out of the chart`).toBeGreaterThanOrEqual(chart.x - 1);
    expect(box.y, `${title}: two labels overlap`).toBeGreaterThanOrEqual(previousBottom - 1);
    previousBottom = box.y + box.height;
  }
}

/** A chart's cost axis counts in one round step, every label written alike ('$0', '$0.005', '$0.010'). */
export async function expectEvenCostTicks(page: Page, title: string): Promise<void> {
  const texts = (
    await chartCard(page, title).locator('.recharts-xAxis-tick-labels text').allTextContents()
  ).filter((text) => text.startsWith('$'));
  expect(texts.length, `${title}: cost ticks`).toBeGreaterThanOrEqual(2);
  const values = texts.map((text) => Number(text.slice(1)));
  const step = (values[1] as number) - (values[0] as number);
  values.forEach((value, index) => {
    expect(value).toBeCloseTo((values[0] as number) + index * step, 9);
  });
  const decimals = new Set(texts.slice(1).map((text) => text.split('.')[1]?.length ?? 0));
  expect(decimals.size, `${title}: ticks ${texts.join(', ')}`).toBe(1);
  const leading = step / 10 ** Math.floor(Math.log10(step));
  expect([1, 2, 5], `${title}: step ${step}`).toContainEqual(Number(leading.toPrecision(6)));
}
