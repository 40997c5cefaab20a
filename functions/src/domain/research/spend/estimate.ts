import type { EstimatedStep, RunEstimate } from '@quarry/contracts/estimate';
import type { GridColumns } from '@quarry/contracts/grid';
import { modelFamily } from '@quarry/contracts/models';
import { priceOf } from '@quarry/contracts/usage';
import type { PromptName, SystemSettings } from '../model/system-settings';
import type { PackingRules } from '../reading/packing';
import { reportPlan } from '../writing/report-plan';
import { capMarginUsd } from './cost-cap';
import { type EstimatedDocumentInput, extractionPlan, QUESTION_CHARS } from './estimate-extraction';
import { tokensOf } from './token-size';

/**
 * A run's estimate before any model call (docs/architecture/reading-economy.md): every call the run makes, by step,
 * with its expected prompt and answer. Extraction (estimate-extraction.ts): the documents' text as
 * read ahead (estimate-reading.ts) or from their types and Drive sizes, packed by the run's own
 * rules, with the columns asked and each document's findings (predicted from the passages that hold
 * the question's terms) and cells; the comparison of findings (where the documents disagree); the
 * report's calls (report-plan.ts: condensing, body, introduction, conclusion, claim check). Quote
 * checks run on the app's CPU and cost nothing. Each call is priced at its prompt's model with the
 * system settings' table, its thinking at the output price. How the expected sizes were measured,
 * and how close the estimate comes, is in docs/decisions/performance.md, docs/decisions/disagreements.md and docs/benchmarks.md.
 */
export interface EstimateInput {
  documents: readonly EstimatedDocumentInput[];
  settings: SystemSettings;
  packing: PackingRules;
  promptBudgetChars: number;
  deepResearch: boolean;
  enableIntroduction: boolean;
  enableConclusion: boolean;
  /** The evidence grid's column questions, asked of every document in its extraction call. */
  columns?: GridColumns | undefined;
  costCapUsd: number | null;
  /** The question and keywords blocks each call carries, when they are known (else QUESTION_CHARS). */
  questionChars?: number | undefined;
}

/**
 * Expected report answers, measured on the sample questions (docs/decisions/research-pipeline.md): the body about 72% of its
 * findings, the introduction and conclusion about 630 characters each, the claim check and the
 * comparison a short JSON list (mostly empty). Thinking, billed as output, by the model's family:
 * Flash about half its answer, Pro about as much as its answer.
 */
export const EXPECTED = {
  reportShare: 0.72,
  reportMinChars: 600,
  // A model answers at most 65,536 tokens.
  reportMaxChars: 262_144,
  sectionChars: 630,
  checkChars: 40,
  comparisonChars: 150,
  thinkingPerAnswerToken: { flash: 0.5, pro: 1 },
};

function reportAnswerChars(findingsChars: number): number {
  return Math.min(
    EXPECTED.reportMaxChars,
    Math.max(EXPECTED.reportMinChars, Math.round(findingsChars * EXPECTED.reportShare)),
  );
}

interface PlannedCall {
  prompt: PromptName;
  inputChars: number;
  outputChars: number;
}

function priced(settings: SystemSettings, call: PlannedCall): EstimatedStep {
  const model = settings[`${call.prompt}Model`];
  const inputTokens = tokensOf(call.inputChars);
  const answer = tokensOf(call.outputChars);
  const outputTokens = answer + Math.round(answer * EXPECTED.thinkingPerAnswerToken[modelFamily(model)]);
  const price = priceOf(settings.modelPrices, model);
  return {
    calls: 1,
    inputTokens,
    outputTokens,
    costUsd: (inputTokens * price.input + outputTokens * price.output) / 1_000_000,
  };
}

function sum(settings: SystemSettings, calls: PlannedCall[]): EstimatedStep {
  return calls
    .map((call) => priced(settings, call))
    .reduce(
      (total, p) => ({
        calls: total.calls + p.calls,
        inputTokens: total.inputTokens + p.inputTokens,
        outputTokens: total.outputTokens + p.outputTokens,
        costUsd: total.costUsd + p.costUsd,
      }),
      { calls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 },
    );
}

/** Documents, model calls, tokens and cost the run should take, by step, and whether its cap may stop it. */
export function estimateRun(input: EstimateInput): RunEstimate {
  const { settings } = input;
  const extraction = extractionPlan(
    input.documents,
    settings,
    input.packing,
    input.promptBudgetChars,
    input.columns,
    input.questionChars,
  );
  const questionChars = input.questionChars ?? QUESTION_CHARS;
  const report = reportPlan({
    findingsChars: extraction.findingsChars,
    budgetChars: input.promptBudgetChars,
    overheadChars: (prompt) => settings[prompt].length + questionChars,
    deepResearch: input.deepResearch,
    enableIntroduction: input.enableIntroduction,
    enableConclusion: input.enableConclusion,
    answerChars: reportAnswerChars,
    sectionChars: EXPECTED.sectionChars,
    checkChars: EXPECTED.checkChars,
    // Findings are compared when two documents or more give them (find-disagreements.ts).
    compareFindings: Math.round(extraction.documentsWithFindings) >= 2,
    comparisonChars: EXPECTED.comparisonChars,
  });
  const byStep = {
    extraction: sum(settings, extraction.calls),
    report: sum(
      settings,
      report.filter((call) => call.prompt !== 'contradictionPrompt'),
    ),
    disagreements: sum(
      settings,
      report.filter((call) => call.prompt === 'contradictionPrompt'),
    ),
  };
  const steps = Object.values(byStep);
  const total = (key: 'inputTokens' | 'outputTokens' | 'costUsd') =>
    steps.reduce((s, step) => s + step[key], 0);
  const costUsd = total('costUsd');
  return {
    documents: input.documents.length,
    modelCalls: extraction.calls.length + report.length,
    extractionCalls: extraction.calls.length,
    reportCalls: report.length,
    inputTokens: total('inputTokens'),
    outputTokens: total('outputTokens'),
    costUsd,
    byStep,
    costCapUsd: input.costCapUsd,
    // The cap keeps room for one more call and the report at their worst (cost-cap.ts): a run whose
    // estimate comes near its cap may stop before its last documents.
    mayStopAtCap: input.costCapUsd !== null && costUsd + capMarginUsd(input) > input.costCapUsd,
    pricesAsOf: settings.modelPrices.asOf,
  };
}
