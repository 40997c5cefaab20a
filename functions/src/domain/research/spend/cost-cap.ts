import { formatCostUsd, type ModelPrices, priceOf } from '@quarry/contracts/usage';
import type { Admission, PlannedCall, ReadingBudget } from '../extraction/reading-budget';
import type { SystemSettings } from '../model/system-settings';
import { reportPlan } from '../writing/report-plan';
import { CHARS_PER_TOKEN } from './token-size';
import { UsageTally } from './usage-tally';

/**
 * The most a capped run's model call may answer, thinking included: sent with every call of a
 * capped run, so a call's cost has a real bound. Gemini 3 models spend thoughts out of
 * maxOutputTokens (observed in googleapis/python-genai#2062; Firebase AI Logic's token guide, read
 * 2026-11-27, names maxOutputTokens as the way to bound a call's output cost; Google's thinking page
 * does not say it outright, so the bound rests on those).
 */
export const CAPPED_OUTPUT_TOKENS = 8_192;
/**
 * Tokens per character at worst, for prompts not yet sent: English runs about four characters a
 * token; two leaves room for other scripts and for figures.
 */
const WORST_CHARS_PER_TOKEN = 2;
/** An answer Gemini cuts short or garbles is asked again once (model-calls.ts): both are billed. */
const BILLED_ATTEMPTS = 2;
/** The question, keywords and citation markup a call carries besides its instructions. */
const CALL_EXTRA_CHARS = 2_000;

export interface CostCapInput {
  capUsd: number;
  tally: UsageTally;
  settings: SystemSettings;
  promptBudgetChars: number;
  deepResearch: boolean;
  enableIntroduction: boolean;
  enableConclusion: boolean;
}

/** The reason a document the cap kept from being read ends 'failed' with (the coverage table shows it). */
export function notReadReason(capUsd: number): string {
  return `Not read: reading it could have passed this report's cost cap of ${formatCostUsd(capUsd)}`;
}

function worstCallUsd(prices: ModelPrices, model: string, inputChars: number, charsPerToken: number): number {
  const price = priceOf(prices, model);
  const input = Math.ceil(inputChars / charsPerToken);
  return (BILLED_ATTEMPTS * (input * price.input + CAPPED_OUTPUT_TOKENS * price.output)) / 1_000_000;
}

/**
 * The per-report cost cap (docs/architecture/reading-economy.md): a call is admitted only if the run's recorded cost
 * (its UsageTally: extraction and report so far), the worst case of the calls admitted and not yet
 * answered, this call's worst case, and the worst case of writing the report from every finding the
 * read documents could give, stay within the cap. So no run's recorded cost passes its cap.
 */
export class CostCap implements ReadingBudget {
  /** Worst-case dollars and answer tokens of admitted calls not yet answered. */
  private pendingUsd = 0;
  private pendingAnswerTokens = 0;
  private waiting: (() => void)[] = [];

  constructor(private readonly input: CostCapInput) {}

  admit(call: PlannedCall): Admission {
    const { usd, answerTokens } = this.worstOf(call);
    const recorded = this.recordedUsd();
    const report = this.reportWorstUsd(this.pendingAnswerTokens + answerTokens);
    if (recorded + this.pendingUsd + usd + report > this.input.capUsd) {
      const reason = notReadReason(this.input.capUsd);
      // Calls in flight hold their worst case; once answered they may leave room for this one.
      const mayTurn =
        this.pendingUsd > 0 && recorded + usd + this.reportWorstUsd(answerTokens) <= this.input.capUsd;
      return mayTurn ? { admitted: false, reason, wait: this.nextSettled() } : { admitted: false, reason };
    }
    this.pendingUsd += usd;
    this.pendingAnswerTokens += answerTokens;
    let settled = false;
    return {
      admitted: true,
      // Once answered (or given up), the call's recorded cost stands in for its worst case.
      done: () => {
        if (settled) return;
        settled = true;
        this.pendingUsd -= usd;
        this.pendingAnswerTokens -= answerTokens;
        const waiting = this.waiting;
        this.waiting = [];
        for (const resolve of waiting) resolve();
      },
    };
  }

  /** This call and the report at their worst, with nothing recorded or in flight. */
  neededUsd(call: PlannedCall): number {
    const { usd, answerTokens } = this.worstOf(call);
    return usd + this.reportWorstUsd(answerTokens);
  }

  private worstOf(call: PlannedCall): { usd: number; answerTokens: number } {
    const { settings, promptBudgetChars } = this.input;
    const calls =
      call.inputChars <= promptBudgetChars ? 1 : 2 * Math.ceil(call.inputChars / promptBudgetChars);
    const perCall = Math.min(call.inputChars, promptBudgetChars) + settings.nonNativeExtractionPhase.length;
    const model = dearer(settings, settings.extractionPhaseModel, settings.nonNativeExtractionPhaseModel);
    const usd =
      calls *
      worstCallUsd(
        settings.modelPrices,
        model,
        perCall + CALL_EXTRA_CHARS * call.documents,
        WORST_CHARS_PER_TOKEN,
      );
    // Only the answer kept gives findings: an answer asked again is replaced, not added to.
    const answerTokens = calls * CAPPED_OUTPUT_TOKENS;
    return { usd, answerTokens };
  }

  private nextSettled(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private recordedUsd(): number {
    return this.input.tally.usage(this.input.settings.modelPrices).estimatedCostUsd;
  }

  /** Writing the report from every finding read so far and every answer still pending, at worst. */
  private reportWorstUsd(pendingAnswerTokens: number): number {
    const { settings, tally } = this.input;
    const answered = tally.tallies().byStep.extraction;
    const findingsChars =
      (answered.output + pendingAnswerTokens) * CHARS_PER_TOKEN + CALL_EXTRA_CHARS * (answered.calls + 1);
    const plan = reportPlan({
      findingsChars,
      budgetChars: this.input.promptBudgetChars,
      overheadChars: (prompt) => settings[prompt].length + CALL_EXTRA_CHARS,
      deepResearch: this.input.deepResearch,
      enableIntroduction: this.input.enableIntroduction,
      enableConclusion: this.input.enableConclusion,
      answerChars: () => CAPPED_OUTPUT_TOKENS * CHARS_PER_TOKEN,
      sectionChars: CAPPED_OUTPUT_TOKENS * CHARS_PER_TOKEN,
      checkChars: CAPPED_OUTPUT_TOKENS * CHARS_PER_TOKEN,
      // At worst the findings come from two documents or more, so they are compared.
      compareFindings: true,
      comparisonChars: CAPPED_OUTPUT_TOKENS * CHARS_PER_TOKEN,
    });
    return plan.reduce(
      (total, call) =>
        total +
        // The report's prompts are mostly the model's own answers, counted in its tokens.
        worstCallUsd(settings.modelPrices, settings[`${call.prompt}Model`], call.inputChars, CHARS_PER_TOKEN),
      0,
    );
  }
}

/**
 * What a cap must hold beyond a run's own cost for reading not to stop: one more call and the report
 * at their worst. The estimate warns when its cost and this pass the cap.
 */
export function capMarginUsd(input: Omit<CostCapInput, 'capUsd' | 'tally'>): number {
  const cap = new CostCap({ ...input, capUsd: 0, tally: new UsageTally() });
  return cap.neededUsd({ documents: 1, inputChars: input.promptBudgetChars / 100 });
}

/** Of two models, the one whose output costs more (the worst case prices with it). */
function dearer(settings: SystemSettings, a: string, b: string): string {
  return priceOf(settings.modelPrices, a).output >= priceOf(settings.modelPrices, b).output ? a : b;
}
