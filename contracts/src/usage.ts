import { z } from 'zod';

/**
 * What a run's model calls cost (DESIGN section 15): Gemini's usageMetadata added up per step and
 * per model, and the cost estimated from a price table.
 */
export const TokenTally = z.object({
  calls: z.number().int(),
  input: z.number().int(),
  output: z.number().int(),
  thinking: z.number().int(),
});
export type TokenTally = z.infer<typeof TokenTally>;
export const EMPTY_TALLY: TokenTally = { calls: 0, input: 0, output: 0, thinking: 0 };

export const RunUsage = z.object({
  byStep: z.object({ extraction: TokenTally, report: TokenTally }),
  byModel: z.record(z.string(), TokenTally),
  /** US dollars, from MODEL_PRICES. */
  estimatedCostUsd: z.number(),
});
export type RunUsage = z.infer<typeof RunUsage>;

/**
 * US dollars per million tokens (thinking tokens are billed as output). Input figures are the spec's
 * FAQ ($0.075 Flash, $1.25 Pro); output figures are Google's published prices of the same date.
 */
export const MODEL_PRICES_AS_OF = '2026-11-25';
export const MODEL_PRICES: Record<string, { input: number; output: number }> = {
  'gemini-2.5-flash': { input: 0.075, output: 0.3 },
  'gemini-2.5-pro': { input: 1.25, output: 5 },
};

export function estimateCostUsd(byModel: Record<string, TokenTally>): number {
  let total = 0;
  for (const [model, tally] of Object.entries(byModel)) {
    const price = MODEL_PRICES[model] ?? MODEL_PRICES['gemini-2.5-pro']!;
    total += (tally.input * price.input + (tally.output + tally.thinking) * price.output) / 1_000_000;
  }
  return total;
}

/** 'about $0.0123' style: enough digits to tell runs apart at fractions of a cent. */
export function formatCostUsd(usd: number): string {
  if (usd === 0) return '$0.00';
  if (usd < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
}

export const totalTokens = (tally: TokenTally) => tally.input + tally.output + tally.thinking;
