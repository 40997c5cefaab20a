/** The keyword dialog's two lists: included (green) and excluded (red, shown with a leading minus). */
export type KeywordLists = { positive: string[]; negative: string[] };

export const EMPTY_KEYWORDS: KeywordLists = { positive: [], negative: [] };

export type AddResult = { lists: KeywordLists; rejected?: 'empty' | 'duplicate' | 'limit' };

const key = (keyword: string) => keyword.trim().toLowerCase();

function contains(lists: KeywordLists, keyword: string): boolean {
  const wanted = key(keyword);
  return [...lists.positive, ...lists.negative].some((existing) => key(existing) === wanted);
}

export function keywordCount(lists: KeywordLists): number {
  return lists.positive.length + lists.negative.length;
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
  if (keywordCount(lists) >= maxKeywords) return { lists, rejected: 'limit' };
  return negative
    ? { lists: { ...lists, negative: [...lists.negative, keyword] } }
    : { lists: { ...lists, positive: [...lists.positive, keyword] } };
}

/** Moves a keyword between include and exclude. */
export function toggleKeyword(lists: KeywordLists, keyword: string): KeywordLists {
  if (lists.positive.includes(keyword)) {
    return { positive: lists.positive.filter((k) => k !== keyword), negative: [...lists.negative, keyword] };
  }
  if (lists.negative.includes(keyword)) {
    return { positive: [...lists.positive, keyword], negative: lists.negative.filter((k) => k !== keyword) };
  }
  return lists;
}

export function removeKeyword(lists: KeywordLists, keyword: string): KeywordLists {
  return {
    positive: lists.positive.filter((k) => k !== keyword),
    negative: lists.negative.filter((k) => k !== keyword),
  };
}

/** 'Search (N keyword(s))': the count of keywords the search looks for. */
export function searchLabel(lists: KeywordLists): string {
  const count = lists.positive.length;
  return `Search (${count} ${count === 1 ? 'keyword' : 'keywords'})`;
}
