import type { GridColumns } from '@quarry/contracts/grid';
import { columnsBlock } from '../extraction/grid-cells';
import { block, wrapper } from '../model/prompt-blocks';
import type { PromptName, SystemSettings } from '../model/system-settings';
import { mayShare, type PackingRules, type PlannedDocument, plannedCalls } from '../reading/packing';
import { expectedTextChars } from '../reading/text-size';
import { isGoogleNative } from '../search/document-types';
import type { ExpectedFindings } from './passage-relevance';

/**
 * The extraction step of a run's estimate (estimate.ts): each document's prompt share and expected
 * answer, from what reading ahead learnt of it (estimate-reading.ts: its text's length, the findings
 * its passages predict) or else from what the search knows (its id, name, type and Drive size), and
 * the columns asked with it. What each expected size was measured on is in docs/decisions/reading-economy.md.
 */
export interface EstimatedDocumentInput {
  id?: string;
  name?: string;
  mimeType: string;
  size?: number | undefined;
  /** Its text's real length, when it was read ahead; else its type and size stand in (text-size.ts). */
  textChars?: number | undefined;
  /** Its `<tables>` block's length, when it was read ahead (a document not read shows none). */
  tablesChars?: number | undefined;
  /** Its expected findings, when its passages (or a sample's) were read; else a share of its text. */
  findings?: ExpectedFindings | undefined;
}

/**
 * Expected extraction answers of a document not read ahead, measured on the sample questions over
 * the sample drives (docs/decisions/reading-economy.md): the quoted findings are about 6% of a document's text (from
 * 2% to 12% by question), about 115 characters a finding; an answered column's cell, its value,
 * quote and keys, about 100 characters.
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
/** The question and keywords when the estimate is not told them: a question and a line of keywords. */
export const QUESTION_CHARS = 200;

export interface ExtractionPlan {
  calls: { prompt: PromptName; inputChars: number; outputChars: number }[];
  /** Characters of the findings the report is written from: their text and citation markup. */
  findingsChars: number;
  /** The documents expected to give findings (one not read ahead counts up to one, as its sample's mean does). */
  documentsWithFindings: number;
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

/** A document's findings: those reading ahead predicts, or a share of its text. */
function findingsOf(document: EstimatedDocumentInput, textChars: number): ExpectedFindings {
  if (document.findings) {
    return {
      ...document.findings,
      chars: Math.min(EXTRACTION_EXPECTED.findingsMaxChars, document.findings.chars),
    };
  }
  const chars = Math.min(
    EXTRACTION_EXPECTED.findingsMaxChars,
    Math.round(textChars * EXTRACTION_EXPECTED.findingsShare),
  );
  return { chars, count: chars / EXTRACTION_EXPECTED.findingChars };
}

/** A document's expected answer: its entry, its findings and, with columns, a cell per column. */
function expectedAnswer(
  document: EstimatedDocumentInput,
  findings: ExpectedFindings,
  packed: boolean,
  columns: number,
) {
  // A packed answer names each document by its id (extract-pack.ts).
  const entry = ENTRY_CHARS + (packed ? (document.id?.length ?? 33) + 8 : 0);
  return {
    answerChars: Math.round(
      entry + findings.chars + findings.count * FINDING_JSON_CHARS + columns * EXTRACTION_EXPECTED.cellChars,
    ),
    findingsChars: Math.round(findings.chars + findings.count * findingMarkupChars(document)),
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
  /** The question and keywords blocks each call carries. */
  questionChars = QUESTION_CHARS,
): ExtractionPlan {
  const columnsChars = columns?.length ? columnsBlock(columns).length + 2 : 0;
  const kinds = new Map<
    PromptName,
    { planned: PlannedDocument[]; inputChars: number; outputChars: number }
  >();
  let findingsChars = 0;
  let documentsWithFindings = 0;
  for (const document of documents) {
    const chars = document.textChars ?? expectedTextChars(document);
    const prompt = instructionOf(document.mimeType);
    const kind = kinds.get(prompt) ?? { planned: [], inputChars: 0, outputChars: 0 };
    kinds.set(prompt, kind);
    kind.planned.push({ chars, kind: prompt });
    const findings = findingsOf(document, chars);
    const answer = expectedAnswer(document, findings, mayShare(chars, packing), columns?.length ?? 0);
    kind.inputChars += chars + (document.tablesChars ?? 0) + documentMarkupChars(document);
    kind.outputChars += answer.answerChars;
    findingsChars += answer.findingsChars;
    documentsWithFindings += Math.min(1, findings.count);
  }
  const calls: ExtractionPlan['calls'] = [];
  for (const [prompt, kind] of kinds) {
    const count = plannedCalls(kind.planned, packing, promptBudgetChars);
    const overhead = settings[prompt].length + questionChars + columnsChars;
    // The kind's documents and answers shared among its calls; each call repeats the overhead.
    for (let i = 0; i < count; i++) {
      calls.push({
        prompt,
        inputChars: overhead + kind.inputChars / count,
        outputChars: kind.outputChars / count,
      });
    }
  }
  return { calls, findingsChars, documentsWithFindings };
}
