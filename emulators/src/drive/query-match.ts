import type { DriveItem } from './catalogue';
import { parseDriveDate, type Query } from './query-parser';

/** What a query is evaluated against besides the item's own metadata. */
export interface MatchContext {
  email: string;
  rootId: string;
  /**
   * Whether the item's indexed content holds a phrase of fullTextPhrases (its words joined by a
   * space); needed only for fullText.
   */
  contentHas: (item: DriveItem, phrase: string) => boolean;
  /** The requesting app's own appProperties on the item. */
  appPropertiesOf: (item: DriveItem) => Record<string, string>;
}

/** Lower-cased words: letters and digits, accents folded; anything else separates words. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Every phrase the query's fullText terms look for (as phrasesOf reads each value). */
export function fullTextPhrases(query: Query | undefined): string[][] {
  if (!query || query.kind === 'appProperty') return [];
  if (query.kind === 'term') return query.field === 'fullText' ? phrasesOf(String(query.value)) : [];
  if (query.kind === 'not') return fullTextPhrases(query.query);
  return [...fullTextPhrases(query.left), ...fullTextPhrases(query.right)];
}

export function matches(query: Query, item: DriveItem, context: MatchContext): boolean {
  switch (query.kind) {
    case 'and':
      return matches(query.left, item, context) && matches(query.right, item, context);
    case 'or':
      return matches(query.left, item, context) || matches(query.right, item, context);
    case 'not':
      return !matches(query.query, item, context);
    case 'term':
      return termMatches(query, item, context);
    case 'appProperty':
      return context.appPropertiesOf(item)[query.key] === query.value;
  }
}

function termMatches(
  term: Extract<Query, { kind: 'term' }>,
  item: DriveItem,
  context: MatchContext,
): boolean {
  const { op, value } = term;
  const text = String(value);
  switch (term.field) {
    case 'name':
      return op === 'contains' ? namePrefixMatch(item.name, text) : compareEquality(op, item.name === text);
    case 'mimeType':
      return op === 'contains'
        ? item.mimeType.toLowerCase().includes(text.toLowerCase())
        : compareEquality(op, item.mimeType === text);
    case 'fullText':
      return fullTextMatch(item, text, context);
    case 'modifiedTime':
      return compareTimes(op, item.modifiedTime.getTime(), parseDriveDate(text));
    case 'createdTime':
      return compareTimes(op, item.createdTime.getTime(), parseDriveDate(text));
    case 'viewedByMeTime':
      return op === '!=';
    case 'trashed':
      return compareEquality(op, item.trashed === value);
    case 'starred':
    case 'sharedWithMe':
      return compareEquality(op, value === false);
    case 'visibility':
      return compareEquality(op, text === 'limited');
    case 'shortcutDetails.targetId':
      return op === '!=';
    case 'parents':
      return item.parentId === (text === 'root' ? context.rootId : text);
    case 'owners':
      // A Shared Drive's items have no owner: the drive owns them.
      return !item.driveId && (text === 'me' || text.toLowerCase() === context.email);
    case 'writers':
    case 'readers':
      return text === 'me' || text.toLowerCase() === context.email;
  }
}

const compareEquality = (op: string, equal: boolean): boolean => (op === '!=' ? !equal : equal);

function compareTimes(op: string, actual: number, expected: number): boolean {
  switch (op) {
    case '<':
      return actual < expected;
    case '<=':
      return actual <= expected;
    case '>':
      return actual > expected;
    case '>=':
      return actual >= expected;
    case '!=':
      return actual !== expected;
    default:
      return actual === expected;
  }
}

/** Drive: "The contains operator only performs prefix matching for a name term" (per word). */
function namePrefixMatch(name: string, value: string): boolean {
  const haystack = name.toLowerCase();
  const needle = value.toLowerCase();
  if (!needle) return true;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(haystack[at - 1]!)) return true;
  }
  return false;
}

/**
 * Drive: fullText "only performs matching on entire string tokens", and a value in double quotes
 * is a phrase. Unquoted, every whitespace-separated part must occur (in the name or the content);
 * a part that punctuation splits into several words must occur as that sequence of words.
 */
function phrasesOf(value: string): string[][] {
  const trimmed = value.trim();
  const quoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
  const parts = quoted ? [trimmed.slice(1, -1)] : trimmed.split(/\s+/);
  return parts.map(wordsOf).filter((phrase) => phrase.length > 0);
}

function fullTextMatch(item: DriveItem, value: string, context: MatchContext): boolean {
  const phrases = phrasesOf(value);
  if (phrases.length === 0) return false;
  const name = wordsOf(item.name);
  return phrases.every((phrase) => hasPhrase(name, phrase) || context.contentHas(item, phrase.join(' ')));
}

/** Whether `words` hold `phrase` as a run of consecutive words. */
export function hasPhrase(words: string[], phrase: string[]): boolean {
  const first = phrase[0]!;
  for (let i = words.indexOf(first); i !== -1; i = words.indexOf(first, i + 1)) {
    if (phrase.every((word, k) => words[i + k] === word)) return true;
  }
  return false;
}
