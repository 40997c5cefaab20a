import type { RunEstimate } from '@quarry/contracts/estimate';
import { priceOf } from '@quarry/contracts/usage';
import { capMarginUsd } from './cost-cap';
import { isGoogleNative } from './document-types';
import { type PackingRules, plannedCalls } from './packing';
import { type PlannedReportCall, reportPlan } from './report-plan';
import type { SystemSettings } from './system-settings';
import { expectedTextChars } from './text-size';
import { tokensOf } from './token-size';

/**
 * A run's estimate before anything is read (DESIGN section 18): the documents' text from their types
 * and Drive sizes (text-size.ts), the extraction calls the packing rules make of them (packing.ts,
 * the run's own rules), the report's calls (report-plan.ts), and the tokens priced with the system
 * settings' table, each call at its prompt's model. How the expected answers were chosen, and how
 * close the estimate comes on the bench, is in docs/decisions.md (issue 26) and docs/benchmarks.md.
 */
export interface EstimateInput {
  documents: readonly { mimeType: string; size?: number | undefined }[];
  settings: SystemSettings;
  packing: PackingRules;
  promptBudgetChars: number;
  deepResearch: boolean;
  enableIntroduction: boolean;
  enableConclusion: boolean;
  costCapUsd: number | null;
}

/** The question and keywords, which the estimate does not know yet: a question of a few lines. */
const QUESTION_CHARS = 200;
/** Each document's block markup in a prompt (id, name, type). */
const DOCUMENT_MARKUP_CHARS = 100;
/** A document's findings' citation markup in the report's prompt (source, document name). */
const FINDING_MARKUP_CHARS = 65;

/**
 * Expected answers, measured on the emulator's bench runs (docs/decisions.md, issue 26): an extraction
 * answers with about 7% of its document, the report's body with about half its findings, the
 * introduction and conclusion a paragraph each; thinking, billed as output, about as many tokens as
 * the answer.
 */
export const EXPECTED = {
  extractionShare: 0.07,
  extractionMinChars: 100,
  extractionMaxChars: 8_000,
  reportShare: 0.55,
  reportMinChars: 600,
  // A model answers at most 65,536 tokens.
  reportMaxChars: 262_144,
  sectionChars: 400,
  checkChars: 100,
  /** Where the documents disagree: mostly an empty list, at times a conflict or two. */
  comparisonChars: 200,
  thinkingPerAnswerToken: 1,
};

function extractionAnswerChars(textChars: number): number {
  return Math.min(
    EXPECTED.extractionMaxChars,
    Math.max(EXPECTED.extractionMinChars, Math.round(textChars * EXPECTED.extractionShare)),
  );
}

function reportAnswerChars(findingsChars: number): number {
  return Math.min(
    EXPECTED.reportMaxChars,
    Math.max(EXPECTED.reportMinChars, Math.round(findingsChars * EXPECTED.reportShare)),
  );
}

interface Priced {
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

function priced(settings: SystemSettings, model: string, inputChars: number, answerChars: number): Priced {
  const inputTokens = tokensOf(inputChars);
  const answer = tokensOf(answerChars);
  const outputTokens = answer + Math.round(answer * EXPECTED.thinkingPerAnswerToken);
  const price = priceOf(settings.modelPrices, model);
  return {
    inputTokens,
    outputTokens,
    costUsd: (inputTokens * price.input + outputTokens * price.output) / 1_000_000,
  };
}

function sum(parts: Priced[]): Priced {
  return parts.reduce(
    (total, p) => ({
      inputTokens: total.inputTokens + p.inputTokens,
      outputTokens: total.outputTokens + p.outputTokens,
      costUsd: total.costUsd + p.costUsd,
    }),
    { inputTokens: 0, outputTokens: 0, costUsd: 0 },
  );
}

/** Documents, model calls, tokens and cost the run should take, and whether its cap may stop it. */
export function estimateRun(input: EstimateInput): RunEstimate {
  const { settings } = input;
  const sizes = input.documents.map(expectedTextChars);
  const planned = input.documents.map((document, index) => ({
    chars: sizes[index] ?? 0,
    // The run's pack kinds (read-packs.ts): Google files and uploads never share a call.
    kind: isGoogleNative(document.mimeType) ? 'extractionPhase' : 'nonNativeExtractionPhase',
  }));
  const extractionCalls = plannedCalls(planned, input.packing, input.promptBudgetChars);
  // Each call repeats the instructions and question; shared among the documents it carries.
  const callOverhead = settings.nonNativeExtractionPhase.length + QUESTION_CHARS;
  const overheadPerDocument = (callOverhead * extractionCalls) / Math.max(1, sizes.length);
  let findingsChars = 0;
  const extraction = input.documents.map((document, index) => {
    const chars = sizes[index] ?? 0;
    const answer = extractionAnswerChars(chars);
    findingsChars += answer + FINDING_MARKUP_CHARS;
    const model = isGoogleNative(document.mimeType)
      ? settings.extractionPhaseModel
      : settings.nonNativeExtractionPhaseModel;
    return priced(settings, model, chars + DOCUMENT_MARKUP_CHARS + overheadPerDocument, answer);
  });
  const report = reportPlan({
    findingsChars,
    budgetChars: input.promptBudgetChars,
    overheadChars: (prompt) => settings[prompt].length + QUESTION_CHARS,
    deepResearch: input.deepResearch,
    enableIntroduction: input.enableIntroduction,
    enableConclusion: input.enableConclusion,
    answerChars: reportAnswerChars,
    sectionChars: EXPECTED.sectionChars,
    checkChars: EXPECTED.checkChars,
    // Findings are compared when two documents or more may give them (find-disagreements.ts).
    compareFindings: input.documents.length >= 2,
    comparisonChars: EXPECTED.comparisonChars,
  });
  const total = sum([...extraction, ...report.map((call) => pricedCall(settings, call))]);
  const costUsd = total.costUsd;
  return {
    documents: input.documents.length,
    modelCalls: extractionCalls + report.length,
    extractionCalls,
    reportCalls: report.length,
    inputTokens: total.inputTokens,
    outputTokens: total.outputTokens,
    costUsd,
    costCapUsd: input.costCapUsd,
    // The cap keeps room for one more call and the report at their worst (cost-cap.ts): a run whose
    // estimate comes near its cap may stop before its last documents.
    mayStopAtCap: input.costCapUsd !== null && costUsd + capMarginUsd(input) > input.costCapUsd,
    pricesAsOf: settings.modelPrices.asOf,
  };
}

function pricedCall(settings: SystemSettings, call: PlannedReportCall): Priced {
  return priced(settings, settings[`${call.prompt}Model`], call.inputChars, call.outputChars);
}
