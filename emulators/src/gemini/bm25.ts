import type { CorpusStats } from './corpus-stats';

/** BM25's usual constants: how fast repeats of a term stop adding, and how much length counts. */
const K1 = 1.2;
const B = 0.75;

/**
 * How telling a term is: BM25's idf, ln(1 + (N − df + 0.5) / (df + 0.5)), which is never negative.
 * A term no document of the corpus holds is counted as held by one: either the text being read
 * holds it (so it is rare, not unknown) or nothing does and it cannot match anyway.
 */
export function idf(corpus: CorpusStats, term: string): number {
  const documents = Math.max(corpus.documents, 1);
  const frequency = Math.min(Math.max(corpus.frequency(term), 1), documents);
  return Math.log(1 + (documents - frequency + 0.5) / (frequency + 0.5));
}

/** Query terms (stems) with their weight: 1 for the question's own terms, less for added ones. */
export type Query = ReadonlyMap<string, number>;

export interface Match {
  /** BM25: over the matched terms, weight × idf × saturated, length-normalised term frequency. */
  score: number;
  /** Sum of weight × idf over the distinct matched terms, frequency aside (for qualifying rules). */
  weight: number;
  /** The distinct query terms matched. */
  terms: Set<string>;
}

/** Scores texts (as lists of stems) against a query, with idf from a corpus. */
export class Bm25 {
  constructor(
    private readonly corpus: CorpusStats,
    readonly query: Query,
    private readonly averageLength: number,
    /** Length normalisation: 0.75 for passages; sentences, all short, need less. */
    private readonly b = B,
  ) {}

  /** weight × idf of one query term (0 for a term not in the query). */
  termWeight(term: string): number {
    const weight = this.query.get(term);
    return weight === undefined ? 0 : weight * idf(this.corpus, term);
  }

  /** The summed termWeight of the given terms (e.g. the whole question's). */
  totalWeight(terms: Iterable<string>): number {
    let total = 0;
    for (const term of new Set(terms)) total += this.termWeight(term);
    return total;
  }

  match(terms: string[]): Match {
    const counts = new Map<string, number>();
    for (const term of terms) if (this.query.has(term)) counts.set(term, (counts.get(term) ?? 0) + 1);
    const norm = K1 * (1 - this.b + (this.b * terms.length) / Math.max(this.averageLength, 1));
    let score = 0;
    let weight = 0;
    for (const [term, count] of counts) {
      const termWeight = this.termWeight(term);
      score += (termWeight * count * (K1 + 1)) / (count + norm);
      weight += termWeight;
    }
    return { score, weight, terms: new Set(counts.keys()) };
  }
}

export function averageLength(texts: string[][]): number {
  if (texts.length === 0) return 1;
  return texts.reduce((total, terms) => total + terms.length, 0) / texts.length;
}

/** What a query term found only in the document's name is worth, against one in the text itself. */
export const NAME_SHARE = 0.5;

/**
 * The context a document's name gives one of its passages: the name's query terms that the
 * passage itself lacks, at NAME_SHARE of their weight (a row of "2027 Hiring Plan" is about hiring).
 */
export function nameContext(
  bm25: Bm25,
  own: Match,
  nameTerms: Set<string>,
): { weight: number; terms: string[] } {
  const terms = [...nameTerms].filter((term) => !own.terms.has(term));
  return { weight: NAME_SHARE * bm25.totalWeight(terms), terms };
}
