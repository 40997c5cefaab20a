import type { GridColumns } from '@quarry/contracts/grid';
import { columnsBlock } from '../extraction/grid-cells';
import { block, wrapper } from '../model/prompt-blocks';
import type { PromptName, SystemSettings } from '../model/system-settings';
import { mayShare, type PackingRules, type PlannedDocument, plannedCalls } from '../reading/packing';
import { expectedTextChars } from '../reading/text-size';
import { isGoogleNative } from '../search/document-types';

/**
 * The extraction step of a run's estimate (estimate.ts): each document's prompt share and expected
 * answer, from what the search knows before anything is read (its id, name, type and Drive size),
 * and the columns asked with it. What each expected size was measured on is in docs/decisions.md
 * (docs/decisions.md).
 */
export interface EstimatedDocumentInput {
  id?: string;
  name?: string;
  mimeType: string;
  size?: number | undefined;
}

/**
 * Expected extraction answers, measured on the sample questions over the sample drives (docs/decisions.md):
 * the quoted findings are about 6% of a document's text (from 2% to 12% by question: how much of
 * what the search found bears on the question is not known before reading), about 115 characters a
 * finding; an answered column's cell, its value, quote and keys, about 100 characters.
 */
export const EXTRACTION_EXPECTED = {
  findingsShare: 0.06,
  findingChars: 115,
  /** A document's findings text at most (a long one quotes its best passages, not a share of all). */
  findingsMaxChars: 8_000,
  cellChars: 100,
};

/** The JSON around one document's answer: `{"hasData":…,"findings":[…]}` (a packed one adds its id). */
const ENTRY_CHARS = 40;
/** The JSON around one finding: `{"text":"…","page":n}`. */
const FINDING_JSON_CHARS = 16;
/** The question and keywords, which the estimate does not know: a question and a line of keywords. */
export const QUESTION_CHARS = 200;

export interface ExtractionPlan {
  calls: { prompt: PromptName; inputChars: number; outputChars: number }[];
  /** Characters of the findings the report is written from: their text and citation markup. */
  findingsChars: number;
}

const instructionOf = (mimeType: string): PromptName =>
  isGoogleNative(mimeType) ? 'extractionPhase' : 'nonNativeExtractionPhase';

/** A document's block in an extraction prompt without its text: id, name and type (prompt-blocks.ts). */
function documentMarkupChars(document: EstimatedDocumentInput): number {
  const placeholderId = 'x'.repeat(33);
  return wrapper('document', [''], {
    id: document.id ?? placeholderId,
    name: document.name ?? 'Document name',
    mime: document.mimeType,
  }).length;
}

/** A finding's citation markup in the report's prompt (findings.ts `findingsBlock`). */
function findingMarkupChars(document: EstimatedDocumentInput): number {
  return block('finding', '', { source: 10, document: document.name ?? 'Document name', page: 1 }).length;
}

/** A document's expected answer: its entry, its findings and, with columns, a cell per column. */
function expectedAnswer(
  document: EstimatedDocumentInput,
  textChars: number,
  packed: boolean,
  columns: number,
) {
  const findingsText = Math.min(
    EXTRACTION_EXPECTED.findingsMaxChars,
    Math.round(textChars * EXTRACTION_EXPECTED.findingsShare),
  );
  const findings = findingsText / EXTRACTION_EXPECTED.findingChars;
  // A packed answer names each document by its id (extract-pack.ts).
  const entry = ENTRY_CHARS + (packed ? (document.id?.length ?? 33) + 8 : 0);
  return {
    answerChars: Math.round(
      entry + findingsText + findings * FINDING_JSON_CHARS + columns * EXTRACTION_EXPECTED.cellChars,
    ),
    findingsChars: Math.round(findingsText + findings * findingMarkupChars(document)),
  };
}

/**
 * The extraction calls the run makes (packing.ts, per kind, as read-packs.ts packs them), each with
 * its instructions, question and columns once, and its documents' text, markup and answers.
 */
export function extractionPlan(
  documents: readonly EstimatedDocumentInput[],
  settings: SystemSettings,
  packing: PackingRules,
  promptBudgetChars: number,
  columns: GridColumns | undefined,
): ExtractionPlan {
  const columnsChars = columns?.length ? columnsBlock(columns).length + 2 : 0;
  const kinds = new Map<
    PromptName,
    { planned: PlannedDocument[]; inputChars: number; outputChars: number }
  >();
  let findingsChars = 0;
  for (const document of documents) {
    const chars = expectedTextChars(document);
    const prompt = instructionOf(document.mimeType);
    const kind = kinds.get(prompt) ?? { planned: [], inputChars: 0, outputChars: 0 };
    kinds.set(prompt, kind);
    kind.planned.push({ chars, kind: prompt });
    const answer = expectedAnswer(document, chars, mayShare(chars, packing), columns?.length ?? 0);
    kind.inputChars += chars + documentMarkupChars(document);
    kind.outputChars += answer.answerChars;
    findingsChars += answer.findingsChars;
  }
  const calls: ExtractionPlan['calls'] = [];
  for (const [prompt, kind] of kinds) {
    const count = plannedCalls(kind.planned, packing, promptBudgetChars);
    const overhead = settings[prompt].length + QUESTION_CHARS + columnsChars;
    // The kind's documents and answers shared among its calls; each call repeats the overhead.
    for (let i = 0; i < count; i++) {
      calls.push({
        prompt,
        inputChars: overhead + kind.inputChars / count,
        outputChars: kind.outputChars / count,
      });
    }
  }
  return { calls, findingsChars };
}
