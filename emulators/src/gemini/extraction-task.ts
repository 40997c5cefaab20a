import { averageLength, Bm25, nameContext } from './bm25';
import { type Cell, columnCells } from './column-task';
import { type CorpusStats, corpusOf, withDocuments } from './corpus-stats';
import { splitPassages } from './passages';
import { type Plan, planTask } from './plan-task';
import type { DocumentBlock, PromptBlocks } from './prompt-blocks';
import { buildQuery, nameTermsOf, type QueryTerms } from './query-terms';
import { statedTerms } from './row-facts';
import { contentTerms } from './text-utils';

export const MAX_FINDINGS = 5;
export const MAX_FINDING_CHARS = 400;
/** Share of the question's weight a passage must match to count as an answer. */
export const QUALIFYING_SHARE = 0.25;

export interface Finding {
  text: string;
  page?: number;
}

interface Passage {
  text: string;
  page: number | undefined;
  position: number;
  terms: string[];
  /** The query terms it states as distinct facts (row-facts.ts: a column and its value are one). */
  stated: Set<string>;
  /** The query terms of the passage's document name. */
  nameTerms: Set<string>;
}

interface Scored extends Passage {
  score: number;
  qualifies: boolean;
}

/**
 * Extraction: the passages of the given document that best answer the question, verbatim, with
 * their pages, scored by BM25 (docs/prompt-protocol.md, "What the emulator answers"). Rarity comes
 * from `corpus` (the emulator's drive) or, without one, from the prompt's own passages. A passage
 * qualifies when it holds a query term itself, states at least two distinct query terms (one if
 * the question has one; in a table row a column's name and its value state one, row-facts.ts),
 * counting its document's name, and its matched weight reaches
 * QUALIFYING_SHARE of the question's total weight. With none, the document has no data.
 */
export function extractionTask(
  blocks: PromptBlocks,
  corpus?: CorpusStats,
): { hasData: boolean; findings: Finding[]; cells?: Cell[]; plans?: Plan[] } {
  const answer = { ...findingsTask(blocks, corpus), ...plansOf(blocks) };
  if (blocks.columns === undefined) return answer;
  // Column questions are answered in the same call (docs/decisions/evidence-grid.md): the one document's cells.
  const cells = blocks.documents.flatMap((document) => columnCells(document, blocks.columns ?? []));
  return { ...answer, cells };
}

/**
 * Plans for the tables shown beside the document (plan-task.ts), the question's and each grid
 * column's; no `plans` field when no table is shown.
 */
function plansOf(blocks: PromptBlocks): { plans?: Plan[] } {
  const [document] = blocks.documents;
  const tables = blocks.tables.filter((table) => table.document === document?.id);
  if (!document || tables.length === 0) return {};
  // A grid column asking a computation ("total of the lines") gets its plan too, marked with its id.
  const columnPlans = (blocks.columns ?? []).flatMap((column) =>
    planTask(column.question, document, tables).map((plan) => ({ ...plan, column: column.id })),
  );
  return { plans: [...planTask(blocks.question ?? '', document, tables), ...columnPlans] };
}

function findingsTask(blocks: PromptBlocks, corpus?: CorpusStats): { hasData: boolean; findings: Finding[] } {
  const query = buildQuery(blocks.question, blocks.keywords);
  const all = passages(blocks.documents, query);
  if (query.terms.size === 0 || all.length === 0) return { hasData: false, findings: [] };
  const stats = corpus
    ? withDocuments(corpus, blocks.documents.map(documentText))
    : corpusOf(all.map((p) => p.text));
  const bm25 = new Bm25(stats, query.terms, averageLength(all.map((p) => p.terms)));
  const needed = Math.min(2, query.core.size);
  // A question word that no document holds cannot be matched, so it raises no bar.
  const known = [...query.core].filter((term) => stats.frequency(term) > 0);
  const threshold = QUALIFYING_SHARE * bm25.totalWeight(known);
  const best = all
    .map((passage) => score(passage, bm25, needed, threshold))
    .filter((passage) => passage.qualifies)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, MAX_FINDINGS)
    .sort((a, b) => a.position - b.position);
  const findings = best.map((p) =>
    p.page === undefined ? { text: p.text } : { text: p.text, page: p.page },
  );
  return { hasData: findings.length > 0, findings };
}

function score(passage: Passage, bm25: Bm25, needed: number, threshold: number): Scored {
  const own = bm25.match(passage.terms);
  const name = nameContext(bm25, own, passage.nameTerms);
  const qualifies =
    own.terms.size > 0 &&
    passage.stated.size + name.terms.length >= needed &&
    own.weight + name.weight >= threshold;
  return { ...passage, score: own.score + name.weight, qualifies };
}

function passages(documents: DocumentBlock[], query: QueryTerms): Passage[] {
  const all: Passage[] = [];
  for (const document of documents) {
    const nameTerms = nameTermsOf(document.name, query);
    for (const page of document.pages) {
      for (const text of splitPassages(page.text, document.mime)) {
        const clipped = clip(text);
        all.push({
          text: clipped,
          page: page.number,
          position: all.length,
          terms: contentTerms(clipped),
          stated: statedTerms(clipped, document.mime, query.terms),
          nameTerms,
        });
      }
    }
  }
  return all;
}

function documentText(document: DocumentBlock): string {
  return document.pages.map((page) => page.text).join('\n');
}

function clip(text: string): string {
  if (text.length <= MAX_FINDING_CHARS) return text;
  const cut = text.lastIndexOf(' ', MAX_FINDING_CHARS - 1);
  return `${text.slice(0, cut > MAX_FINDING_CHARS / 2 ? cut : MAX_FINDING_CHARS - 1)}…`;
}
