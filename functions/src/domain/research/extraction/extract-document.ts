import type { GridCell, GridColumns } from '@quarry/contracts/grid';
import { z } from 'zod';
import {
  type DocumentFetcher,
  DocumentReadError,
  type ReadResult,
} from '../../../ports/document-reader.port';
import type { DriveFile } from '../../../ports/drive.port';
import { ModelError } from '../../../ports/language-model.port';
import { callJson } from '../model/model-calls';
import { reasonText } from '../model/model-failure';
import { block, escapeBlock, prompt, wrapper } from '../model/prompt-blocks';
import type { SystemSettings } from '../model/system-settings';
import type { ResearchDeps } from '../research-deps';
import { isGoogleNative } from '../search/document-types';
import type { ComputedFinding } from '../tables/computed-findings';
import { tablesBlock, withPlans } from '../tables/table-prompt';
import { chunkDocument } from './chunking';
import { columnsBlock, keptCells, type RawCell, verifyCells, withCells } from './grid-cells';
import { finalAdmission, type ReadingBudget, UNCAPPED } from './reading-budget';
import { computedAnswers, computedCells, tableFindings } from './table-answers';
import { fingerprintOf, type TextFingerprint } from './text-fingerprint';
import { type Finding, verifyFindings } from './verify-quotes';

export type { Finding };

/** The evidence grid's cells of a document, by column id (docs/decisions/evidence-grid.md); absent when no columns were asked. */
export type Cells = Record<string, GridCell>;

/** `fingerprint`: what a later run compares its evidence with (text-fingerprint.ts); absent on older runs. */
export type ExtractionOutcome =
  | { file: DriveFile; status: 'data'; findings: Finding[]; cells?: Cells; fingerprint?: TextFingerprint }
  | { file: DriveFile; status: 'noData'; cells?: Cells; fingerprint?: TextFingerprint }
  | { file: DriveFile; status: 'failed'; reason: string };

export const ExtractionAnswer = z.object({
  hasData: z.boolean(),
  findings: z.array(z.object({ text: z.string(), page: z.number().int().optional().nullable() })).default([]),
  /** Read cell by cell (grid-cells.ts keptCells), so one garbled cell costs only itself. */
  cells: z.unknown().optional(),
  /** Plans over the document's tables (docs/prompt-protocol.md), each checked on its own (table-answers.ts). */
  plans: z.array(z.unknown()).optional().nullable(),
});
export const FINDINGS_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    properties: { text: { type: 'string' }, page: { type: 'integer' } },
    required: ['text'],
  },
};
const EXTRACTION_SCHEMA = {
  type: 'object',
  properties: { hasData: { type: 'boolean' }, findings: FINDINGS_SCHEMA },
  required: ['hasData', 'findings'],
};

/** The findings of an answer worth keeping: trimmed, empty ones left out, pages where given. */
export function keptFindings(answer: z.infer<typeof ExtractionAnswer>): Finding[] {
  if (!answer.hasData) return [];
  return answer.findings.flatMap((finding) =>
    finding.text.trim()
      ? [{ text: finding.text.trim(), ...(finding.page ? { page: finding.page } : {}) }]
      : [],
  );
}

/** Which admin-editable instruction a document is asked with: Google files and uploads differ. */
export function instructionOf(file: DriveFile): 'extractionPhase' | 'nonNativeExtractionPhase' {
  return isGoogleNative(file.mimeType) ? 'extractionPhase' : 'nonNativeExtractionPhase';
}

export interface ExtractionContext {
  deps: ResearchDeps;
  /** Whose run this is (the cache is per person). */
  uid: string;
  settings: SystemSettings;
  apiKey: string;
  question: string;
  keywords: string[];
  /** The evidence grid's column questions, asked in the same calls (docs/decisions/evidence-grid.md); absent or empty: none. */
  columns?: GridColumns;
  fetcher: DocumentFetcher;
  signal?: AbortSignal;
}

/** What reading a document needs: everything but the key, which only the model's calls use. */
export type ReadingContext = Omit<ExtractionContext, 'apiKey'>;

export function documentBlock(
  file: DriveFile,
  chunk: ReturnType<typeof chunkDocument>[number],
  part: string | undefined,
): string {
  const inner = chunk.pages
    ? chunk.pages.map((page) => block('page', page.text, { number: page.number }))
    : [escapeBlock(chunk.text ?? '')];
  return wrapper('document', inner, { id: file.id, name: file.name, mime: file.mimeType, part });
}

/** A document's text from Drive, or its outcome when that is known without the model. */
export type DocumentText = { read: ReadResult } | { outcome: ExtractionOutcome };

/** Downloads and parses one document; one that cannot be read ends 'failed' with a reason. */
export async function readDocument(ctx: ReadingContext, file: DriveFile): Promise<DocumentText> {
  try {
    return { read: await ctx.deps.reader.read(file, ctx.fetcher) };
  } catch (error) {
    if (error instanceof DocumentReadError)
      return { outcome: { file, status: 'failed', reason: error.reason } };
    throw error;
  }
}

/** Reads one document and asks the model about it (readDocument, then answerDocument). */
export async function extractDocument(ctx: ExtractionContext, file: DriveFile): Promise<ExtractionOutcome> {
  const text = await readDocument(ctx, file);
  return 'outcome' in text ? text.outcome : answerDocument(ctx, file, text.read);
}

/**
 * Asks the model for the passages of a read document that answer the question, chunk by chunk
 * (extractionPhase for Google files, nonNativeExtractionPhase for uploads). A document the model
 * cannot answer ends 'failed' with a reason; quota exhaustion and a refused key end the run. Each
 * chunk's call is first put to `budget`: a refused one is not made, and the document ends 'failed'
 * with the budget's reason.
 */
export async function answerDocument(
  ctx: ExtractionContext,
  file: DriveFile,
  read: ReadResult,
  budget: ReadingBudget = UNCAPPED,
): Promise<ExtractionOutcome> {
  const instruction = instructionOf(file);
  const chunks = chunkDocument(read, ctx.deps.promptBudgetChars);
  const findings: Finding[] = [];
  const cells: RawCell[] = [];
  const plans: unknown[] = [];
  try {
    for (const [index, chunk] of chunks.entries()) {
      const call = { documents: 1, inputChars: chunkChars(chunk) };
      const admission = await finalAdmission(budget, call, ctx.signal);
      if (!admission.admitted) return { file, status: 'failed', reason: admission.reason };
      const part = chunks.length > 1 ? `${index + 1}/${chunks.length}` : undefined;
      const answer = await callJson(
        ctx.deps.model,
        {
          apiKey: ctx.apiKey,
          model: ctx.settings[`${instruction}Model`],
          prompt: extractionPrompt(ctx, instruction, [
            documentBlock(file, chunk, part),
            ...tablesBlock(file.id, read.tables),
          ]),
          jsonSchema: withPlans(withCells(EXTRACTION_SCHEMA, ctx.columns), Boolean(read.tables?.length)),
          ...(ctx.signal ? { signal: ctx.signal } : {}),
        },
        ExtractionAnswer,
        ctx.deps.retry,
      ).finally(() => admission.done?.());
      findings.push(...keptFindings(answer));
      plans.push(...(answer.plans ?? []));
      if (ctx.columns?.length) cells.push(...keptCells(answer.cells, ctx.columns, cells));
    }
  } catch (error) {
    const failed = modelFailureReason(error);
    if (failed) return { file, status: 'failed', reason: failed };
    throw error;
  }
  return checkedOutcome(ctx, file, read, findings, cells, await computedAnswers(ctx, file, read, plans));
}

/**
 * A document's answer, its quotes checked: 'data' with its findings, else 'noData'; with its cells
 * (possibly none) whenever columns were asked, and the text's fingerprint (its spans only where
 * there are findings: they are what a later run looks its quotes up in).
 */
export function checkedOutcome(
  ctx: Pick<ExtractionContext, 'columns'>,
  file: DriveFile,
  read: ReadResult,
  found: Finding[],
  cells: RawCell[],
  computed: ComputedFinding[] = [],
): ExtractionOutcome {
  const withGrid = ctx.columns?.length
    ? { cells: { ...verifyCells(read, cells, ctx.columns), ...computedCells(computed, ctx.columns) } }
    : {};
  const findings = tableFindings(read, verifyFindings(read, found), computed);
  const fingerprint = fingerprintOf(read, findings.length > 0);
  return findings.length > 0
    ? { file, status: 'data', findings, ...withGrid, fingerprint }
    : { file, status: 'noData', ...withGrid, fingerprint };
}

/** The instruction, the question and keywords, then the document blocks. */
export function extractionPrompt(
  ctx: ExtractionContext,
  instruction: ReturnType<typeof instructionOf>,
  documents: string[],
): string {
  return prompt(
    ctx.settings[instruction],
    block('question', ctx.question),
    ...(ctx.keywords.length > 0 ? [block('keywords', ctx.keywords.join('\n'))] : []),
    ...(ctx.columns?.length ? [columnsBlock(ctx.columns)] : []),
    ...documents,
  );
}

/** Characters of document text in a chunk. */
export function chunkChars(chunk: ReturnType<typeof chunkDocument>[number]): number {
  return chunk.pages
    ? chunk.pages.reduce((sum, page) => sum + page.text.length, 0)
    : (chunk.text ?? '').length;
}

/**
 * A document's failure when Gemini stayed unavailable or could not answer in shape: 'Headline:
 * detail' (the run's summary names the headline, documents-outcome.ts). Undefined for the failures
 * that end the run (quota exhausted, a refused key, Stop).
 */
export function modelFailureReason(error: unknown): string | undefined {
  if (error instanceof ModelError && error.kind === 'transient') {
    return `Gemini was unavailable: ${reasonText(error)}`;
  }
  if (error instanceof ModelError && error.kind === 'malformed') {
    return `Gemini could not read it: ${reasonText(error)}`;
  }
  return undefined;
}
