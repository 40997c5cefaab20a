import type { EvidenceQuote } from '@quarry/contracts/report';

/** The popover shows the best passage and at most two more (and any quote not found, marked). */
export const QUOTES_SHOWN = 3;

/** The text a citation sits in: the sentence it supports, and the paragraph (or cell, item) around it. */
export interface CitationContext {
  sentence: string;
  paragraph: string;
}

const CITATION_MARK = /\[\d+\]/g;
const STOP_WORDS = new Set(
  'a an and are as at be been but by for from had has have in into is it its of on or that the their this to was were which with'.split(
    ' ',
  ),
);

/** The words that say something: lower case, letters and digits, no short filler. */
function meaningfulWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word))));
}

/** A sentence ends at . ! or ? followed by a space; "4.5M" does not end one. */
const SENTENCE_END = /[.!?]\s+/g;

/**
 * The sentence a citation at `offset` of `text` supports. A citation closes its sentence ("up 4% [2].",
 * "up 4%. [2]"), so it is the text before it back to the previous sentence end; a citation that opens
 * the text supports what follows it.
 */
export function citingSentence(text: string, offset: number): string {
  const before = text
    .slice(0, offset)
    .replace(CITATION_MARK, ' ')
    .replace(/[\s.!?;:,]+$/u, '');
  const ends = [...before.matchAll(SENTENCE_END)];
  const last = ends.at(-1);
  const sentence = last?.index === undefined ? before : before.slice(last.index + last[0].length);
  if (sentence.trim()) return sentence.trim();
  const after = text.slice(offset).replace(CITATION_MARK, ' ');
  const end = after.search(/[.!?](\s|$)/);
  return (end === -1 ? after : after.slice(0, end + 1)).trim();
}

function sharedWords(words: Set<string>, other: Set<string>): number {
  let count = 0;
  for (const word of words) if (other.has(word)) count += 1;
  return count;
}

/**
 * The citation's passages, best first: a passage scores three for each word it shares with the citing
 * sentence and one for each it shares with the paragraph. Ties keep the model's order; a repeated
 * passage counts once, a passage the check found leads, and at most `QUOTES_SHOWN` are returned,
 * besides any quote not found in the document, which always follows.
 */
export function rankQuotes(quotes: readonly EvidenceQuote[], context: CitationContext): EvidenceQuote[] {
  const sentence = meaningfulWords(context.sentence);
  const paragraph = meaningfulWords(context.paragraph);
  const seen = new Set<string>();
  const ranked = quotes
    .filter((quote) => {
      // The same passage quoted twice is shown once.
      const key = `${quote.page ?? ''}|${quote.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((quote, index) => {
      const words = meaningfulWords(quote.text);
      return { quote, index, score: 3 * sharedWords(words, sentence) + sharedWords(words, paragraph) };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ quote }) => quote);
  const shown = leadWithVerified(ranked).slice(0, QUOTES_SHOWN);
  // A quote not found in the document is always listed, marked, however it ranks: the popover is
  // where a reader learns that the model misquoted this document (docs/decisions/evidence.md).
  return [...shown, ...ranked.filter((quote) => quote.unverified && !shown.includes(quote))];
}

/**
 * The best passage is one the check found in the document when there is one: a quote not found
 * supports no claim (docs/decisions/evidence.md), so it never leads.
 */
function leadWithVerified(ranked: EvidenceQuote[]): EvidenceQuote[] {
  const lead = ranked.findIndex((quote) => !quote.unverified);
  if (lead <= 0) return ranked;
  return [ranked[lead] as EvidenceQuote, ...ranked.slice(0, lead), ...ranked.slice(lead + 1)];
}
