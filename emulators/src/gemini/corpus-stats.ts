import { contentStems } from './text-utils';

/** How many documents of a corpus there are, and how many hold each term (by stem). */
export interface CorpusStats {
  documents: number;
  frequency: (term: string) => number;
}

/** Document frequencies over the given texts, each text one document. */
export function corpusOf(texts: Iterable<string>): CorpusStats {
  const counter = corpusCounter();
  for (const text of texts) counter.add(text);
  return counter.stats();
}

/**
 * Document frequencies counted one text at a time, so a caller reading many documents keeps the
 * counts, not the texts.
 */
export function corpusCounter(): { add: (text: string) => void; stats: () => CorpusStats } {
  const frequencies = new Map<string, number>();
  let documents = 0;
  return {
    add: (text) => {
      documents += 1;
      for (const term of contentStems(text)) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    },
    stats: () => ({ documents, frequency: (term) => frequencies.get(term) ?? 0 }),
  };
}

/**
 * The corpus with the prompt's own documents added, one document each: a document sent from
 * elsewhere still makes its words known, and a document of the corpus only counts twice, which
 * barely moves a frequency.
 */
export function withDocuments(corpus: CorpusStats, texts: string[]): CorpusStats {
  const added = corpusOf(texts);
  return {
    documents: corpus.documents + added.documents,
    frequency: (term) => corpus.frequency(term) + added.frequency(term),
  };
}
