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
  /** US dollars, at the prices of the system settings when the run ended. */
  estimatedCostUsd: z.number(),
  /** The date those prices were taken (absent on runs from before prices were editable). */
  pricesAsOf: z.string().optional(),
});
export type RunUsage = z.infer<typeof RunUsage>;

const PerMillion = z
  .number({ error: 'Enter a price in US dollars per million tokens' })
  .min(0, 'A price cannot be negative')
  .max(1000, 'A price can be at most $1,000 per million tokens');
export const ModelPrice = z.strictObject({ input: PerMillion, output: PerMillion });
export type ModelPrice = z.infer<typeof ModelPrice>;

/**
 * US dollars per million tokens (thinking tokens are billed as output), one row per model family,
 * and the date they were taken. Part of the system settings, so an administrator keeps them current.
 */
export const ModelPrices = z.strictObject({
  asOf: z.iso.date({ error: 'Give the date the prices were taken (YYYY-MM-DD)' }),
  flash: ModelPrice,
  pro: ModelPrice,
});
export type ModelPrices = z.infer<typeof ModelPrices>;

/**
 * The defaults: input figures are the spec's FAQ ($0.075 Flash, $1.25 Pro); output figures are
 * Google's published prices of the same date.
 */
export const DEFAULT_MODEL_PRICES: ModelPrices = {
  asOf: '2026-11-25',
  flash: { input: 0.075, output: 0.3 },
  pro: { input: 1.25, output: 5 },
};

/** A Flash model is priced as Flash; anything else as Pro, the dearer, so estimates never run low. */
export const priceOf = (prices: ModelPrices, model: string): ModelPrice =>
  /flash/i.test(model) ? prices.flash : prices.pro;

export function estimateCostUsd(
  byModel: Record<string, TokenTally>,
  prices: ModelPrices = DEFAULT_MODEL_PRICES,
): number {
  let total = 0;
  for (const [model, tally] of Object.entries(byModel)) {
    const price = priceOf(prices, model);
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
