import { z } from 'zod';
import { GridColumns } from './grid';
import { Keyword, QUESTION_MAX_CHARS, SelectedDocument } from './research';
import { safeTextCheck } from './safe-text';
import { ReportCostCapUsd } from './user';

/**
 * A run's estimate before any model call (docs/architecture/reading-economy.md): from the documents as read ahead (or,
 * past what it reads, their types and Drive sizes), the question's words, the packing rules and the
 * price table, the model calls, tokens and cost the run should take.
 */

/** A document as the Continue step has it: what the search found (its size, when Drive gives one). */
export const EstimatedDocument = SelectedDocument.extend({
  /** Drive's size in bytes; Drive stores files of up to 5 TB. */
  size: z.number().int().nonnegative().max(5e12).optional(),
});
export type EstimatedDocument = z.infer<typeof EstimatedDocument>;

/**
 * POST /api/research/estimate: the chat's selection, the report's options and the evidence grid's
 * columns (validated as the run's are: each is asked of every document, so each adds to its answer),
 * and the question with the keywords the person kept and excluded: the estimate reads the documents
 * ahead and predicts their findings from the passages that hold those words. Without them it
 * guesses a share of each document's text.
 */
export const EstimateRequest = z.object({
  documents: z.array(EstimatedDocument).min(1, 'Select at least one document').max(5000),
  question: z
    .string()
    .max(QUESTION_MAX_CHARS)
    .refine(...safeTextCheck('The question'))
    .optional(),
  keywords: z.array(Keyword).max(100).optional(),
  negativeKeywords: z.array(Keyword).max(100).optional(),
  deepResearch: z.boolean().default(true),
  enableIntroduction: z.boolean().default(true),
  enableConclusion: z.boolean().default(true),
  columns: GridColumns.optional(),
});
export type EstimateRequest = z.input<typeof EstimateRequest>;

/** One step's share of the estimate: its calls, tokens (output with thinking) and cost. */
export const EstimatedStep = z.object({
  calls: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number(),
});
export type EstimatedStep = z.infer<typeof EstimatedStep>;

export const RunEstimate = z.object({
  documents: z.number().int(),
  /** Extraction calls plus the report's calls (its writing, and the comparison of findings when two documents or more are read). */
  modelCalls: z.number().int(),
  extractionCalls: z.number().int(),
  reportCalls: z.number().int(),
  inputTokens: z.number().int(),
  /** Answer and thinking tokens (thinking is billed as output). */
  outputTokens: z.number().int(),
  costUsd: z.number(),
  /** By step, as the run's usage records them (RunUsage.byStep), so each can be set against the run. */
  byStep: z.object({ extraction: EstimatedStep, report: EstimatedStep, disagreements: EstimatedStep }),
  /** The cap the run would have (null: none), and whether the estimate passes it. */
  costCapUsd: z.number().nullable(),
  mayStopAtCap: z.boolean(),
  /** The date of the prices used. */
  pricesAsOf: z.string(),
});
export type RunEstimate = z.infer<typeof RunEstimate>;

/**
 * A saved report's own cap: the person's preference, none, or an amount in US dollars. Stored on the
 * saved report; resolved to an amount (or none) when a run is created.
 */
export const SavedReportCostCap = z.union([z.literal('preference'), z.literal('none'), ReportCostCapUsd]);
export type SavedReportCostCap = z.infer<typeof SavedReportCostCap>;
export const UpdateSavedReportCostCapRequest = z.strictObject({ costCap: SavedReportCostCap });

/** The estimate's sentence when a cap applies and the estimate passes it. */
export function capWarning(capUsd: number): string {
  return `This run may stop before reading every document: its cost cap is $${capUsd.toFixed(2)}.`;
}
