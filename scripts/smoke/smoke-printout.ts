import type { TokenTally } from '@quarry/contracts/usage';
import type { SmokeResult } from './smoke-research';

/** What the smoke run prints at its end: one fact a line, so people and tests read it alike. */
export function printout(result: SmokeResult): string[] {
  const all = Object.values(result.byModel);
  const total = (field: keyof TokenTally) => all.reduce((sum, t) => sum + t[field], 0);
  const { keywords, extraction, report } = result.callsByStep;
  const { data, noData, failed } = result.statusCounts;
  return [
    `Models: ${Object.entries(result.byModel)
      .map(([model, t]) => `${model} (${t.calls} call${t.calls === 1 ? '' : 's'})`)
      .join(', ')}`,
    `Model calls: ${total('calls')} (keywords ${keywords}, extraction ${extraction}, report ${report})`,
    `Tokens: prompt ${total('input')}, output ${total('output')}, thinking ${total('thinking')}`,
    `Estimated cost: $${result.estimatedCostUsd.toFixed(4)}${result.pricesAsOf ? ` at the prices of ${result.pricesAsOf}` : ''}`,
    `Documents: ${result.read.length} read of ${result.found.length} found; ${data} with data, ${noData} without, ${failed} failed`,
    `Opening: ${openingOf(result.answer)}`,
  ];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The report's first paragraph as text: its direct answer (the report prompts open with it). The
 * HTML is the sanitizer's own output, so a paragraph is a plain `<p>` whose tags can be dropped.
 */
export function openingOf(html: string): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  return paragraph
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
