import { contentStems } from './text-utils';

/** A keyword's term counts half as much as the question's own: keywords add variants and synonyms. */
export const KEYWORD_WEIGHT = 0.5;

export interface QueryTerms {
  /** Every query term (stem) with its weight. */
  terms: Map<string, number>;
  /** The question's terms, or the keywords' when there is no question: what "the query" means. */
  core: Set<string>;
}

export function buildQuery(question: string | undefined, keywords: string[] | undefined): QueryTerms {
  const terms = new Map<string, number>();
  const fromKeywords = contentStems((keywords ?? []).join('\n'));
  for (const term of fromKeywords) terms.set(term, KEYWORD_WEIGHT);
  const fromQuestion = contentStems(question ?? '');
  for (const term of fromQuestion) terms.set(term, 1);
  return { terms, core: fromQuestion.size > 0 ? fromQuestion : fromKeywords };
}

/** The query terms of a document's name, its file extension left out. */
export function nameTermsOf(name: string, query: QueryTerms): Set<string> {
  const stems = contentStems(name.replace(/\.[a-z0-9]{2,5}$/i, ''));
  return new Set([...stems].filter((term) => query.terms.has(term)));
}
