import { isContentWord, stem, type Token, tokenize } from './text-utils';

/** A salient term or short phrase of a text, with how much it says about the text's subject. */
export interface Candidate {
  text: string;
  score: number;
}

interface Word {
  surface: string;
  properNoun: boolean;
  number: boolean;
}

/** Identity of a keyword for de-duplication: "Tents" and "tent" are one keyword. */
export function keywordKey(keyword: string): string {
  return tokenize(keyword)
    .map((t) => stem(t.text))
    .join(' ');
}

function startsSentence(text: string, token: Token): boolean {
  const before = text.slice(0, token.start).trimEnd();
  return before === '' || /[.!?:;\n"“(]$/.test(before);
}

function describe(text: string, token: Token): Word {
  const word = token.text;
  const acronym = /^[\p{Lu}\d&.-]{2,}$/u.test(word) && /\p{Lu}/u.test(word);
  const capitalised = /^\p{Lu}/u.test(word) && !startsSentence(text, token);
  const properNoun = acronym || capitalised;
  return { surface: properNoun ? word : word.toLowerCase(), properNoun, number: /^\d/.test(word) };
}

/** Runs of adjacent content words: stop words and punctuation end a run. */
function wordRuns(text: string): Word[][] {
  const runs: Word[][] = [];
  let run: Word[] = [];
  let previous: Token | undefined;
  for (const token of tokenize(text)) {
    const gap = previous ? text.slice(previous.end, token.start) : '';
    if (previous && !/^[\s-]*$/.test(gap)) run = flush(runs, run);
    previous = token;
    if (isContentWord(token.text)) run.push(describe(text, token));
    else run = flush(runs, run);
  }
  flush(runs, run);
  return runs;
}

function flush(runs: Word[][], run: Word[]): Word[] {
  if (run.length > 0) runs.push(run);
  return [];
}

/**
 * Splits a run into names (a proper noun and the proper nouns or numbers after it: "Summit 2",
 * "Alder Metals") and plain segments ("tent recall"), so a phrase never straddles the two.
 */
function segments(run: Word[]): { words: Word[]; name: boolean }[] {
  const found: { words: Word[]; name: boolean }[] = [];
  for (const word of run) {
    const last = found.at(-1);
    const name = word.properNoun || (word.number && last?.name === true);
    const plainJoins = !word.number && last !== undefined && !last.name && !last.words.some((w) => w.number);
    if (name ? last?.name === true : plainJoins) last!.words.push(word);
    else found.push({ words: [word], name });
  }
  return found;
}

function phrasesOf(words: Word[]): Word[][] {
  if (words.length < 2) return [];
  if (words.length <= 3) return [words];
  return words.slice(0, -1).map((word, i) => [word, words[i + 1]!]);
}

/** Lone small numbers ("2") say nothing; years and quantities ("2023", "4,200") do. */
function standsAlone(word: Word, segment: { words: Word[]; name: boolean }): boolean {
  if (!word.number) return true;
  return word.surface.replace(/\D/g, '').length >= 3 && !(segment.name && segment.words.length > 1);
}

/**
 * Ranks the salient terms of a text: quoted phrases, multi-word phrases, proper nouns, numbers and
 * longer words score higher; earlier mentions break ties. `weight` lets the question outrank the
 * standing system query.
 */
export function rankCandidates(text: string, weight: number): Candidate[] {
  const found: Candidate[] = [];
  for (const quoted of text.matchAll(/["“]([^"”]{3,60})["”]/g)) {
    found.push({ text: quoted[1]!.trim().toLowerCase(), score: weight + 3 });
  }
  for (const segment of wordRuns(text).flatMap(segments)) {
    for (const phrase of phrasesOf(segment.words)) {
      found.push({
        text: phrase.map((w) => w.surface).join(' '),
        score: weight + 1 + (segment.name ? 1.5 : 0),
      });
    }
    for (const word of segment.words.filter((w) => standsAlone(w, segment))) {
      const bonus =
        (word.properNoun ? 1.5 : 0) + (word.number ? 1 : 0) + (word.surface.length >= 6 ? 0.5 : 0);
      found.push({ text: word.surface, score: weight + bonus });
    }
  }
  return found.map((c, position) => ({ text: c.text, score: c.score - position * 0.01 }));
}

/** Keeps the best-scored spelling of each keyword, then sorts by score (stable on first mention). */
export function dedupeAndSort(candidates: Candidate[], identity: (text: string) => string): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const key = identity(candidate.text);
    if (key === '') continue;
    const existing = best.get(key);
    if (!existing || candidate.score > existing.score) best.set(key, candidate);
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}
