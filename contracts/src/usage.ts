import { z } from 'zod';
import { modelFamily } from './models';

/**
 * What a run's model calls cost (docs/architecture/usage-and-analytics.md): Gemini's usageMetadata added up per step and
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

/** A prompt's model that was gone (404 NOT_FOUND, or not listed), and the one the run used instead. */
export const ModelFallback = z.object({ configured: z.string(), used: z.string() });
export type ModelFallback = z.infer<typeof ModelFallback>;

export const RunUsage = z.object({
  byStep: z.object({
    extraction: TokenTally,
    report: TokenTally,
    /** Where the documents disagree (docs/decisions/disagreements.md); absent on runs that made no such call, and older ones. */
    disagreements: TokenTally.optional(),
  }),
  /** By the model that answered, which is not the configured one when that was gone. */
  byModel: z.record(z.string(), TokenTally),
  /** The configured models the run could not use (absent when it used every one). */
  fallbacks: z.array(ModelFallback).optional(),
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
 * The defaults: Google's paid-tier Standard prices per million tokens, checked 2026-11-27
 * (ai.google.dev/gemini-api/docs/pricing, as transcribed on 2026-10-07; docs/decisions/research-pipeline.md):
 * - gemini-3.8-flash: input $0.75, output (thinking included) $3.75, "through December 31, 2026";
 *   $1.50 and $7.50 from 2027-01-01. One tier at every prompt size.
 * - gemini-3.1-pro-preview: input $2.00, output (thinking included) $12.00 for prompts up to 200k
 *   tokens; $4.00 and $18.00 above. A run's prompts stay below 200k tokens (RESEARCH_PROMPT_BUDGET_CHARS
 *   is 400,000 characters, about 100k tokens), so the table keeps the first tier.
 * The spec's FAQ figures ($0.075 Flash, $1.25 Pro) were 2025's and stay only in the FAQ's text.
 */
export const DEFAULT_MODEL_PRICES: ModelPrices = {
  asOf: '2026-11-27',
  flash: { input: 0.75, output: 3.75 },
  pro: { input: 2, output: 12 },
};

/** A Flash model is priced as Flash; anything else as Pro, the dearer, so estimates never run low. */
export const priceOf = (prices: ModelPrices, model: string): ModelPrice =>
  modelFamily(model) === 'flash' ? prices.flash : prices.pro;

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
