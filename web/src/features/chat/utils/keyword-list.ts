/** The keyword dialog's two lists: included (green) and excluded (red, shown with a leading minus). */
export type KeywordLists = { positive: string[]; negative: string[] };

export const EMPTY_KEYWORDS: KeywordLists = { positive: [], negative: [] };

export type AddResult = { lists: KeywordLists; rejected?: 'empty' | 'duplicate' | 'limit' | 'excludedLimit' };

/** The most excluded keywords a search takes (SearchDocumentsRequest in contracts/research.ts). */
export const MAX_EXCLUDED_KEYWORDS = 100;

const key = (keyword: string) => keyword.trim().toLowerCase();

function contains(lists: KeywordLists, keyword: string): boolean {
  const wanted = key(keyword);
  return [...lists.positive, ...lists.negative].some((existing) => key(existing) === wanted);
}

/**
 * The keywords the search looks for: the one count the dialog shows, in its counter ('8 of at most
 * 30 keywords') and on its button ('Search (8 keywords)'), and the one the server's maximum limits.
 * Excluded keywords only narrow a search, so they are counted apart (excludedCount).
 */
export function keywordCount(lists: KeywordLists): number {
  return lists.positive.length;
}

export function excludedCount(lists: KeywordLists): number {
  return lists.negative.length;
}

/** The generated keywords, trimmed, without blanks or repeats. */
export function fromGenerated(keywords: string[]): KeywordLists {
  const positive: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    if (keyword && !contains({ positive, negative: [] }, keyword)) positive.push(keyword);
  }
  return { positive, negative: [] };
}

/**
 * Adds what the user typed: a leading minus adds an excluded keyword. Refused when blank after
 * trimming, already in either list, or when the server's maximum is reached.
 */
export function addKeyword(lists: KeywordLists, typed: string, maxKeywords: number): AddResult {
  const trimmed = typed.trim();
  const negative = trimmed.startsWith('-');
  const keyword = negative ? trimmed.slice(1).trim() : trimmed;
  if (!keyword) return { lists, rejected: 'empty' };
  if (contains(lists, keyword)) return { lists, rejected: 'duplicate' };
  if (negative) {
    if (excludedCount(lists) >= MAX_EXCLUDED_KEYWORDS) return { lists, rejected: 'excludedLimit' };
    return { lists: { ...lists, negative: [...lists.negative, keyword] } };
  }
  if (keywordCount(lists) >= maxKeywords) return { lists, rejected: 'limit' };
  return { lists: { ...lists, positive: [...lists.positive, keyword] } };
}

/**
 * Moves a keyword between include and exclude; refused ('limit') when including it would pass the
 * server's maximum of searched keywords, or ('excludedLimit') excluding it the most excluded.
 */
export function toggleKeyword(lists: KeywordLists, keyword: string, maxKeywords: number): AddResult {
  if (lists.positive.includes(keyword)) {
    if (excludedCount(lists) >= MAX_EXCLUDED_KEYWORDS) return { lists, rejected: 'excludedLimit' };
    const positive = lists.positive.filter((k) => k !== keyword);
    return { lists: { positive, negative: [...lists.negative, keyword] } };
  }
  if (lists.negative.includes(keyword)) {
    if (keywordCount(lists) >= maxKeywords) return { lists, rejected: 'limit' };
    const negative = lists.negative.filter((k) => k !== keyword);
    return { lists: { positive: [...lists.positive, keyword], negative } };
  }
  return { lists };
}

export function removeKeyword(lists: KeywordLists, keyword: string): KeywordLists {
  return {
    positive: lists.positive.filter((k) => k !== keyword),
    negative: lists.negative.filter((k) => k !== keyword),
  };
}

const keywords = (count: number) => `${count} ${count === 1 ? 'keyword' : 'keywords'}`;

/** 'Search (N keyword(s))' (spec part 2): the count of keywords the search looks for. */
export function searchLabel(lists: KeywordLists): string {
  return `Search (${keywords(keywordCount(lists))})`;
}

/** The counter under the list: the same count as the button, against the server's maximum. */
export function counterText(lists: KeywordLists, maxKeywords: number): string {
  const excluded = excludedCount(lists);
  const searched = `${keywordCount(lists)} of at most ${maxKeywords} keywords`;
  return excluded === 0 ? searched : `${searched}, and ${excluded} excluded`;
}
