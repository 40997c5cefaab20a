import { STOP_WORDS } from './stop-words';

export interface Token {
  /** The word as written (possessive 's removed). */
  text: string;
  /** Offset of the word in the source text. */
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}'’\-.&]*[\p{L}\p{N}])?/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/['’]s$/i, '');
    tokens.push({ text: word, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** A light suffix stripper: enough to make "tents", "tent's" and "tent" meet, and "weighing" meet "weigh". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (/^\d/.test(w) || w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(sses|xes|ches|shes|zzes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is|ous)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  return w;
}

function undouble(w: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** Whether a word can carry meaning on its own: not a stop word, and a number or at least two letters. */
export function isContentWord(word: string): boolean {
  if (isStopWord(word)) return false;
  return /\d/.test(word) || word.length >= 2;
}

/** The stems of a text's content words, as a set (for overlap scoring). */
export function contentStems(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((t) => isContentWord(t.text))
      .map((t) => stem(t.text)),
  );
}

/** Splits prose into sentences, verbatim (only trimmed). */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?[\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Gemini bills roughly four characters of English per token; the emulator uses exactly that. */
export function countTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
