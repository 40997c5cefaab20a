import { stemmer } from 'stemmer';
import { baseForm } from './irregular-forms';
import { STOP_WORDS } from './stop-words';

export interface Token {
  /** The word as written (possessive 's removed). */
  text: string;
  /** Offset of the word in the source text. */
  start: number;
  end: number;
}

/** A word or number; a comma inside a number ("8,450") keeps it one token. */
const WORD = /[\p{L}\p{N}](?:(?:[\p{L}\p{N}'’\-.&]|(?<=\d),(?=\d{3}(?!\d)))*[\p{L}\p{N}])?/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/['’]s$/i, '');
    tokens.push({ text: word, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** Stems by word as written: the same few thousand words recur in every call about a drive. */
const STEMS = new Map<string, string>();
const MAX_STEMS = 100_000;

/**
 * The form a word is compared by: the Porter stem of a word ("coordinates" and "coordinator" both
 * give "coordin"; an irregular past form is stemmed from its base, so "paid" meets "pays"), a number as written without thousands separators ("8,450" meets "8450"), and a
 * short token (two characters or fewer: "Q3", "EU") lower-cased, since stemming those only merges
 * unrelated abbreviations.
 */
export function stem(word: string): string {
  let known = STEMS.get(word);
  if (known === undefined) {
    known = stemOf(word);
    if (STEMS.size >= MAX_STEMS) STEMS.clear();
    STEMS.set(word, known);
  }
  return known;
}

function stemOf(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  if (/\d/.test(w)) return /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(w) ? w.replace(/,/g, '') : w;
  if (w.length <= 2) return w;
  return stemmer(baseForm(w));
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** Whether a word can carry meaning on its own: not a stop word, and a number or at least two letters. */
export function isContentWord(word: string): boolean {
  if (isStopWord(word)) return false;
  return /\d/.test(word) || word.length >= 2;
}

/** The stems of a text's content words, in order and with repeats (for term counts). */
export function contentTerms(text: string): string[] {
  return tokenize(text)
    .filter((t) => isContentWord(t.text))
    .map((t) => stem(t.text));
}

/** The stems of a text's content words, as a set (for overlap scoring). */
export function contentStems(text: string): Set<string> {
  return new Set(contentTerms(text));
}

/** Splits prose into sentences, verbatim (only trimmed); a period after "Ltd", "Dr"... ends none. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(
      /(?<=[.!?]["”’)]?)(?<!\b(?:Ltd|Inc|Co|Corp|Mr|Mrs|Ms|Dr|St|No|vs|approx)\.)\s+(?=["“(]?[\p{Lu}\p{N}])/u,
    )
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Gemini bills roughly four characters of English per token; the emulator uses exactly that. */
export function countTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
