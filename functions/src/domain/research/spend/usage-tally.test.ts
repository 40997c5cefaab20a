import { DEFAULT_MODEL_PRICES, estimateCostUsd, formatCostUsd } from '@quarry/contracts/usage';
import { describe, expect, it } from 'vitest';
import type { GenerateRequest, LanguageModel } from '../../../ports/language-model.port';
import { UsageTally } from './usage-tally';

/** A model that answers every call and reports the usage it was given for that model. */
function fakeModel(usage: Record<string, [number, number, number]>): LanguageModel {
  const answer = (request: GenerateRequest) => {
    const [input, output, thinking] = usage[request.model] ?? [0, 0, 0];
    request.onUsage?.({ inputTokens: input, outputTokens: output, thinkingTokens: thinking }, request.model);
  };
  return {
    checkKey: async () => {},
    listModels: async () => [],
    generateText: async (request) => {
      answer(request);
      return 'text';
    },
    generateJson: async (request) => {
      answer(request);
      return {};
    },
  };
}

describe('the usage tally', () => {
  it('when calls are made in two steps on two models, then each is added up by step and by model, and the cost follows the price table with thinking at the output price', async () => {
    const base = fakeModel({
      'gemini-3.8-flash': [1000, 200, 50],
      'gemini-3.1-pro-preview': [4000, 500, 300],
    });
    const tally = new UsageTally();
    const extraction = tally.model(base, 'extraction');
    const report = tally.model(base, 'report');
    await extraction.generateJson({ apiKey: 'k', model: 'gemini-3.8-flash', prompt: 'p', schema: {} });
    await extraction.generateJson({ apiKey: 'k', model: 'gemini-3.8-flash', prompt: 'p', schema: {} });
    await report.generateText({ apiKey: 'k', model: 'gemini-3.1-pro-preview', prompt: 'p' });

    const usage = tally.usage(DEFAULT_MODEL_PRICES);

    expect(usage.byStep).toEqual({
      extraction: { calls: 2, input: 2000, output: 400, thinking: 100 },
      report: { calls: 1, input: 4000, output: 500, thinking: 300 },
    });
    expect(usage.byModel['gemini-3.1-pro-preview']).toEqual({
      calls: 1,
      input: 4000,
      output: 500,
      thinking: 300,
    });
    // Today's table (2026-11-27): Flash 2,000 x $0.75 + (400 + 100) x $3.75; Pro 4,000 x $2 +
    // (500 + 300) x $12, per million: thinking is billed as output.
    expect(DEFAULT_MODEL_PRICES).toEqual({
      asOf: '2026-11-27',
      flash: { input: 0.75, output: 3.75 },
      pro: { input: 2, output: 12 },
    });
    expect(usage.estimatedCostUsd).toBeCloseTo((2000 * 0.75 + 500 * 3.75 + 4000 * 2 + 800 * 12) / 1e6, 12);
    expect(usage.pricesAsOf).toBe(DEFAULT_MODEL_PRICES.asOf);
  });

  it('when the administrator changes the price table, then the same calls are priced at the new figures and date', async () => {
    const base = fakeModel({ 'gemini-3.8-flash': [1_000_000, 1_000_000, 0] });
    const tally = new UsageTally();
    await tally.model(base, 'report').generateText({ apiKey: 'k', model: 'gemini-3.8-flash', prompt: 'p' });
    const prices = { asOf: '2027-01-31', flash: { input: 0.1, output: 0.4 }, pro: { input: 2, output: 10 } };
    const usage = tally.usage(prices);
    expect(usage.estimatedCostUsd).toBeCloseTo(0.5, 12);
    expect(usage.pricesAsOf).toBe('2027-01-31');
  });

  it('when costs are shown, then fractions of a cent keep four places and larger sums two', () => {
    expect(formatCostUsd(0)).toBe('$0.00');
    expect(formatCostUsd(0.00927)).toBe('$0.0093');
    expect(formatCostUsd(1.234)).toBe('$1.23');
    expect(estimateCostUsd({})).toBe(0);
  });
});
