import {
  EMPTY_TALLY,
  estimateCostUsd,
  type ModelFallback,
  type ModelPrices,
  type RunUsage,
  type TokenTally,
} from '@quarry/contracts/usage';
import type { LanguageModel, ModelUsage } from '../../../ports/language-model.port';

export type UsageStep = keyof RunUsage['byStep'];

function add(tally: TokenTally = EMPTY_TALLY, usage: ModelUsage): TokenTally {
  return {
    calls: tally.calls + 1,
    input: tally.input + usage.inputTokens,
    output: tally.output + usage.outputTokens,
    thinking: tally.thinking + usage.thinkingTokens,
  };
}

/**
 * Adds up a run's model calls (docs/architecture/usage-and-analytics.md): `model(step)` is the model that tells each
 * answered call's usageMetadata to the tally, by step and by model.
 */
export class UsageTally {
  /** A step that made no call yet is absent, unless it always shows (extraction and report). */
  private steps: RunUsage['byStep'] = { extraction: EMPTY_TALLY, report: EMPTY_TALLY };
  private models: Record<string, TokenTally> = {};

  /**
   * Starts from what earlier attempts of the run spent (saved with its checkpoints): a run that
   * resumes (after a pause, a hand-back or a crash) counts, and caps, its whole cost.
   */
  constructor(earlier?: Pick<RunUsage, 'byStep' | 'byModel'>) {
    if (!earlier) return;
    this.steps = { ...this.steps, ...earlier.byStep };
    this.models = { ...earlier.byModel };
  }

  record(step: UsageStep, usage: ModelUsage, model: string): void {
    this.steps[step] = add(this.steps[step], usage);
    this.models[model] = add(this.models[model], usage);
  }

  model(base: LanguageModel, step: UsageStep): LanguageModel {
    const onUsage = (usage: ModelUsage, model: string) => this.record(step, usage, model);
    return {
      checkKey: (apiKey) => base.checkKey(apiKey),
      listModels: (apiKey) => base.listModels(apiKey),
      generateText: (request) => base.generateText({ ...request, onUsage }),
      generateJson: (request) => base.generateJson({ ...request, onUsage }),
    };
  }

  /** The calls and tokens so far, by step and by model. */
  tallies(): Pick<RunUsage, 'byStep' | 'byModel'> {
    return { byStep: { ...this.steps }, byModel: { ...this.models } };
  }

  /**
   * The run's usage, priced with the table of the system settings it ran under: each model's tokens
   * at its family's prices, thinking tokens at the output price (Google bills them as output).
   */
  usage(prices: ModelPrices, fallbacks: ModelFallback[] = []): RunUsage {
    const { byStep, byModel } = this.tallies();
    return {
      byStep,
      byModel,
      ...(fallbacks.length > 0 ? { fallbacks } : {}),
      estimatedCostUsd: estimateCostUsd(byModel, prices),
      pricesAsOf: prices.asOf,
    };
  }
}

/**
 * Several tallies as one (a run read in shards: each shard keeps its own, saved once with its
 * checkpoints, and the run's is their sum at the merge).
 */
export function sumTallies(
  tallies: (Pick<RunUsage, 'byStep' | 'byModel'> | undefined)[],
): Pick<RunUsage, 'byStep' | 'byModel'> {
  const plus = (a: TokenTally = EMPTY_TALLY, b: TokenTally): TokenTally => ({
    calls: a.calls + b.calls,
    input: a.input + b.input,
    output: a.output + b.output,
    thinking: a.thinking + b.thinking,
  });
  const byStep: Record<string, TokenTally> = { extraction: EMPTY_TALLY, report: EMPTY_TALLY };
  const byModel: Record<string, TokenTally> = {};
  for (const tally of tallies) {
    for (const [step, t] of Object.entries(tally?.byStep ?? {})) if (t) byStep[step] = plus(byStep[step], t);
    for (const [model, t] of Object.entries(tally?.byModel ?? {})) byModel[model] = plus(byModel[model], t);
  }
  return { byStep: byStep as RunUsage['byStep'], byModel };
}
