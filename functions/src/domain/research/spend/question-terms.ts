/**
 * The terms a question is about, as the estimate reads ahead with them (docs/decisions/reading-economy.md, "The estimate reads ahead"):
 * the content words of the question and of the keywords the person kept, the excluded keywords'
 * words left out. Words are compared by a light stem (plural, -ing, -ed, -ment, -ation… cut off), so
 * "renewal" meets "renews" and "hiring" meets "hire"; numbers are compared without thousands commas.
 */
export interface QuestionWords {
  question?: string | undefined;
  keywords?: readonly string[] | undefined;
  negativeKeywords?: readonly string[] | undefined;
}

export interface QuestionTerms {
  /** Every term (stem) of the question and its keywords. */
  all: ReadonlySet<string>;
  /** What the question asks about: its own terms, or the keywords' when it has none. */
  own: ReadonlySet<string>;
  /** How many distinct terms a passage must hold to bear on the question: two, one for a one-word question. */
  needed: number;
}

/** Function words and the words every question has: they say nothing of what is asked about. */
const STOP = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  below between both but by can could did do does doing down during each few for from further had has
  have having he her here hers him his how i if in into is it its itself just me more most my no nor
  not of off on once only or other our ours out over own same she should so some such than that the
  their theirs them then there these they this those through to too under until up very was we were
  what when where which while who whom why will with would you your yours us much many tell show give
  list know get got whose per via`.split(/\s+/),
);

const WORD = /[\p{L}\p{N}]+(?:[.,][\p{N}]+)*/gu;
/** Endings cut off a word, longest first; one at most, and never below three letters. */
const ENDINGS = [
  'ations',
  'ation',
  'ments',
  'ment',
  'ities',
  'ity',
  'ings',
  'ing',
  'als',
  'al',
  'ies',
  'ed',
  'es',
  's',
];

/** The form a word is compared by. */
export function stemOf(word: string): string {
  const lower = word.toLowerCase();
  if (/\p{N}/u.test(lower)) return lower.replace(/(?<=\d),(?=\d{3})/g, '');
  if (lower.length <= 3) return lower;
  let stem = lower;
  for (const ending of ENDINGS) {
    if (!stem.endsWith(ending) || stem.length - ending.length < 3) continue;
    if (ending === 's' && stem.endsWith('ss')) break;
    stem = stem.slice(0, -ending.length) + (ending === 'ies' ? 'y' : '');
    break;
  }
  return stem.length > 3 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}

/** The stems of a text's content words (stop words and lone letters left out). */
export function termsOf(text: string): Set<string> {
  const terms = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    if (STOP.has(word.toLowerCase()) || (word.length < 2 && !/\p{N}/u.test(word))) continue;
    terms.add(stemOf(word));
  }
  return terms;
}

/** The question's terms and its keywords', without the excluded keywords' words. */
export function questionTerms(words: QuestionWords): QuestionTerms {
  const excluded = termsOf((words.negativeKeywords ?? []).join('\n'));
  const own = [...termsOf(words.question ?? '')].filter((term) => !excluded.has(term));
  const keywords = [...termsOf((words.keywords ?? []).join('\n'))].filter((term) => !excluded.has(term));
  const core = new Set(own.length > 0 ? own : keywords);
  return { all: new Set([...own, ...keywords]), own: core, needed: Math.min(2, core.size) };
}

/** The terms of `text` that are the question's. */
export function heldTerms(text: string, terms: QuestionTerms): Set<string> {
  return new Set([...termsOf(text)].filter((term) => terms.all.has(term)));
}
