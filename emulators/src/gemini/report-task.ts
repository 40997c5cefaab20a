import { averageLength, Bm25 } from './bm25';
import { type CorpusStats, corpusOf } from './corpus-stats';
import { reportableText, tableSentence } from './finding-text';
import { OUTPUT_LIMIT } from './models';
import type { FindingBlock, PromptBlocks } from './prompt-blocks';
import { buildQuery } from './query-terms';
import { cite } from './report-sentences';
import { contentTerms, splitSentences } from './text-utils';

/** The direct answer: two to five sentences, at most two of one source (so others get a place)... */
const MIN_ANSWER = 2;
const MAX_ANSWER = 5;
const MAX_PER_SOURCE = 2;
/** ...beyond the first two, each scoring at least this share of the best one. */
const ANSWER_SHARE = 0.3;
/**
 * A direct answer states facts, in sentences: a sentence with no figure (a number the question does
 * not hold) counts half, each figure brings it closer to full (1 − 0.5 / (1 + figures)), and a
 * piece with no sentence end (a heading, a line of a PDF table) counts FRAGMENT of that.
 */
const FRAGMENT = 0.6;
/** BM25's length normalisation for sentences: they are all short, so length should weigh little. */
const SENTENCE_B = 0.25;

const ENDS = /[.!?]["”’)]?$/;

const NO_FINDINGS = 'None of the provided findings address this question.';

/**
 * A model writes a report it can finish within its output limit: sections go in, the most relevant
 * first, while the report stays within half the limit (at about 4 characters a token). Over
 * thousands of documents the report then names the most relevant, as a real model's would, rather
 * than growing with every finding.
 */
export const REPORT_MAX_CHARS = (OUTPUT_LIMIT / 2) * 4;

interface Sentence {
  text: string;
  source: number;
  document: string;
  page: number;
  position: number;
  score: number;
}

/**
 * A cited report in Markdown from the given findings only, answer first: one paragraph of the two
 * to five finding sentences that answer the question best (BM25 against the question, weighed for
 * facts), then a `##` section per document, the most relevant first, with the rest of its
 * sentences. Every sentence ends with its source number, so every source of the findings is cited
 * somewhere; finding text never starts a line. Findings without a source number are left out.
 */
export function reportTask(blocks: PromptBlocks, corpus?: CorpusStats): string {
  const sentences = rankedSentences(blocks, corpus);
  if (sentences.length === 0) return `${NO_FINDINGS}\n`;
  const answer = pickAnswer(sentences);
  const chosen = new Set(answer);
  const parts = [paragraph(answer)];
  let length = parts[0]!.length;
  for (const group of documentGroups(sentences.filter((s) => !chosen.has(s)))) {
    const section = `## ${heading(group[0]!)}\n\n${paragraph(group)}`;
    if (length + section.length + 2 > REPORT_MAX_CHARS) break;
    parts.push(section);
    length += section.length + 2;
  }
  return `${parts.join('\n\n')}\n`;
}

function rankedSentences(blocks: PromptBlocks, corpus: CorpusStats | undefined): Sentence[] {
  const units = citable(blocks.findings ?? []).flatMap((finding) => {
    const table = tableSentence(finding.text) !== undefined;
    return splitSentences(reportableText(finding.text))
      .filter((text) => /[\p{L}\p{N}]/u.test(text))
      .map((text) => ({ finding, text, terms: contentTerms(text), complete: table || ENDS.test(text) }));
  });
  const query = buildQuery(blocks.question, undefined);
  const bm25 = new Bm25(
    corpus ?? corpusOf(units.map((u) => u.text)),
    query.terms,
    averageLength(units.map((u) => u.terms)),
    SENTENCE_B,
  );
  return units.map(({ finding, text, terms, complete }, position) => {
    const own = bm25.match(terms);
    const figures = new Set(terms.filter((term) => /\d/.test(term) && !query.terms.has(term))).size;
    const factual = 1 - 0.5 / (1 + figures);
    const score = own.terms.size === 0 ? 0 : own.score * factual * (complete ? 1 : FRAGMENT);
    return {
      text,
      source: finding.source,
      document: finding.document,
      page: finding.page ?? 0,
      position,
      score,
    };
  });
}

/** The best sentences, at most MAX_PER_SOURCE from one source; at least two whenever there are two. */
function pickAnswer(sentences: Sentence[]): Sentence[] {
  const ranked = [...sentences].sort((a, b) => b.score - a.score || a.position - b.position);
  const floor = ANSWER_SHARE * (ranked[0]?.score ?? 0);
  const picked: Sentence[] = [];
  const perSource = new Map<number, number>();
  for (const sentence of ranked) {
    if (picked.length === MAX_ANSWER || sentence.score <= 0 || sentence.score < floor) break;
    const count = perSource.get(sentence.source) ?? 0;
    if (count === MAX_PER_SOURCE) continue;
    picked.push(sentence);
    perSource.set(sentence.source, count + 1);
  }
  for (const sentence of ranked) {
    if (picked.length >= MIN_ANSWER) break;
    if (!picked.includes(sentence)) picked.push(sentence);
  }
  return picked.sort((a, b) => b.score - a.score || a.position - b.position);
}

/** Sentences by document, the document with the best-scoring sentence first; page order inside. */
function documentGroups(sentences: Sentence[]): Sentence[][] {
  const groups = new Map<string, Sentence[]>();
  for (const sentence of sentences) {
    const key = sentence.document || `Source ${sentence.source}`;
    groups.set(key, [...(groups.get(key) ?? []), sentence]);
  }
  const best = (group: Sentence[]) => Math.max(...group.map((s) => s.score));
  return [...groups.values()]
    .sort((a, b) => best(b) - best(a) || a[0]!.position - b[0]!.position)
    .map((group) => group.sort((a, b) => a.page - b.page || a.position - b.position));
}

function paragraph(sentences: Sentence[]): string {
  return sentences.map((s) => cite(s.text, s.source)).join(' ');
}

function heading(sentence: Sentence): string {
  return reportableText(sentence.document) || `Source ${sentence.source}`;
}

function citable(findings: FindingBlock[]): (FindingBlock & { source: number })[] {
  const seen = new Set<string>();
  const kept: (FindingBlock & { source: number })[] = [];
  for (const finding of findings) {
    const key = `${finding.source}|${finding.text}`;
    if (finding.source === undefined || finding.text === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push({ ...finding, source: finding.source });
  }
  return kept;
}
