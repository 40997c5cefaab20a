import type { ReadResult } from '../../../ports/document-reader.port';
import { heldTerms, type QuestionTerms } from './question-terms';

/**
 * What a read document is expected to give the findings, from the question's own words
 * (docs/decisions/reading-economy.md, "The estimate reads ahead"): the document's passages (sentences of prose, rows of tables with
 * their header) that hold the question's terms are what an extraction quotes. A passage bears on
 * the question when it holds one of the terms itself and, with the document's name, two distinct
 * terms (one for a one-word question). A finding list quotes the document's few best of them (the
 * most terms first), each a sentence or a row; a document with none gives no findings.
 */
export const RELEVANCE = {
  /** The passages a document's finding list quotes at most. */
  findingsPerDocument: 5,
  /** A finding quotes a sentence or a row, not a page: a longer passage is quoted in part. */
  findingMaxChars: 400,
  /** Pieces shorter than this (a heading, a "Yes.") join the next: they are no passage alone. */
  shortPassageChars: 40,
  /** The share of the question's own terms' weight a passage must hold, with its document's name. */
  questionShare: 0.5,
  /** What a term only the keywords hold weighs against one of the question's own. */
  keywordShare: 0.5,
};

export interface ExpectedFindings {
  /** The findings' quoted text. */
  chars: number;
  /** How many findings. */
  count: number;
}

const SENTENCE_END = /(?<=[.!?]["”’)]?)\s+(?=["“(]?[\p{Lu}\p{N}])/u;

function isRow(line: string, csv: boolean): boolean {
  return line.includes('\t') || line.startsWith('|') || (csv && line.includes(','));
}

/** Prose lines as sentences, the short ones joined to the next. */
function sentencesOf(lines: string[]): string[] {
  const passages: string[] = [];
  let pending = '';
  for (const sentence of lines.join(' ').replace(/\s+/g, ' ').trim().split(SENTENCE_END)) {
    if (!sentence) continue;
    pending = pending ? `${pending} ${sentence}` : sentence;
    if (pending.length >= RELEVANCE.shortPassageChars) {
      passages.push(pending);
      pending = '';
    }
  }
  if (pending) passages.push(pending);
  return passages;
}

/** Data formats written on one line: each record (`{…}`, `<…>…</…>`) is a passage. */
const RECORD_BREAK = /(?<=[}\]],?)\s*(?=[{"[])|(?<=<\/[^>]+>)\s*(?=<)/;

/** A page's passages: the sentences of its paragraphs, and each table row under its header row. */
export function passagesOf(text: string, mimeType = ''): string[] {
  const csv = mimeType === 'text/csv';
  if (/json|xml/.test(mimeType)) text = text.split(RECORD_BREAK).join('\n\n');
  const passages: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let prose: string[] = [];
    let table: string[] = [];
    const endTable = () => {
      // A figure means nothing without its column: a row is read, and quoted, with its header.
      if (table.length === 1) passages.push(table[0] as string);
      for (const row of table.slice(1)) passages.push(`${table[0]}\n${row}`);
      table = [];
    };
    for (const raw of paragraph.split('\n')) {
      const line = raw.trim();
      if (!line || /^\|?[\s:|-]+\|?$/.test(line)) continue;
      if (isRow(line, csv)) {
        passages.push(...sentencesOf(prose));
        prose = [];
        table.push(line);
      } else {
        endTable();
        prose.push(line);
      }
    }
    endTable();
    passages.push(...sentencesOf(prose));
  }
  return passages;
}

/** A read document as relevance sees it: each passage's length and the question's terms it holds. */
export interface DocumentPassages {
  passages: { chars: number; held: ReadonlySet<string> }[];
  /** The question's terms in the document's name (its extension left out): the model reads it too. */
  named: ReadonlySet<string>;
}

export function documentPassages(
  read: Pick<ReadResult, 'text' | 'pages'>,
  file: { name?: string | undefined; mimeType: string },
  terms: QuestionTerms,
): DocumentPassages {
  const pages = read.pages?.length ? read.pages.map((page) => page.text) : [read.text];
  return {
    passages: pages
      .flatMap((page) => passagesOf(page, file.mimeType))
      .map((passage) => ({ chars: passage.length, held: heldTerms(passage, terms) })),
    // A date in a name ("Board Minutes - 2026-10-15") says when it was written, not what it is about.
    named: heldTerms(
      (file.name ?? '').replace(/\.[a-z0-9]{2,5}$/i, '').replace(/\b\d{4}-\d{2}-\d{2}\b/g, ''),
      terms,
    ),
  };
}

/**
 * Each term's weight by its rarity among the passages read: a term most passages hold (a year, a
 * "2") tells little of which of them bear on the question; one few hold, much. Terms no passage
 * holds are left out.
 */
export function termWeights(documents: readonly DocumentPassages[]): Map<string, number> {
  const holding = new Map<string, number>();
  let total = 0;
  for (const document of documents) {
    for (const passage of document.passages) {
      total++;
      for (const term of passage.held) holding.set(term, (holding.get(term) ?? 0) + 1);
    }
  }
  return new Map([...holding].map(([term, count]) => [term, Math.log(1 + total / count)]));
}

/** The findings a read document is expected to give for these terms. */
export function expectedFindings(
  document: DocumentPassages,
  terms: QuestionTerms,
  weights: ReadonlyMap<string, number>,
): ExpectedFindings {
  // A keyword's own term counts half: keywords add variants and synonyms to search with, while the
  // question is what a finding must speak to.
  const weightOf = (held: Iterable<string>) =>
    [...held].reduce(
      (sum, term) => sum + (weights.get(term) ?? 0) * (terms.own.has(term) ? 1 : RELEVANCE.keywordShare),
      0,
    );
  const wanted = RELEVANCE.questionShare * weightOf(terms.own);
  if (terms.needed === 0 || wanted === 0) return { chars: 0, count: 0 };
  const bearing = document.passages
    .map((passage, position) => {
      const all = new Set([...passage.held, ...document.named]);
      return { ...passage, position, all, weight: weightOf(all) };
    })
    .filter(({ held, all, weight }) => held.size > 0 && all.size >= terms.needed && weight >= wanted)
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
    .slice(0, RELEVANCE.findingsPerDocument);
  return {
    chars: bearing.reduce((sum, { chars }) => sum + Math.min(chars, RELEVANCE.findingMaxChars), 0),
    count: bearing.length,
  };
}
