import { describe, expect, it } from 'vitest';
import { Bm25, idf } from './bm25';
import { corpusOf } from './corpus-stats';
import { contentTerms } from './text-utils';

/** Ten documents: "report" and "Northwind" are in all of them, "insolvency" in one. */
const CORPUS = corpusOf([
  'Northwind insolvency report for Alpenwelt Sport.',
  ...Array.from({ length: 9 }, (_, i) => `Northwind report number ${i} on tents and jackets.`),
]);

describe('BM25', () => {
  it('when a term is in fewer documents, then its idf is higher, and never below zero', () => {
    expect(idf(CORPUS, 'insolv')).toBeGreaterThan(idf(CORPUS, 'tent'));
    expect(idf(CORPUS, 'report')).toBeGreaterThan(0);
    expect(idf(CORPUS, 'report')).toBeLessThan(0.2);
  });

  it('when two texts each match one query term, then the one with the rarer term scores higher', () => {
    const bm25 = new Bm25(
      CORPUS,
      new Map([
        ['report', 1],
        ['insolv', 1],
      ]),
      8,
    );
    const common = bm25.match(contentTerms('The report, the report and the report again.'));
    const rare = bm25.match(contentTerms('Alpenwelt filed for insolvency in June.'));
    expect(rare.score).toBeGreaterThan(common.score * 5);
  });

  it('when a term repeats, then it adds less each time, and a longer text scores less for the same match', () => {
    const bm25 = new Bm25(CORPUS, new Map([['insolv', 1]]), 6);
    const once = bm25.match(contentTerms('insolvency filed')).score;
    const twice = bm25.match(contentTerms('insolvency insolvency filed')).score;
    const thrice = bm25.match(contentTerms('insolvency insolvency insolvency filed')).score;
    const long = bm25.match(contentTerms(`insolvency ${'word '.repeat(30)}`)).score;
    expect(twice - once).toBeGreaterThan(thrice - twice);
    expect(long).toBeLessThan(once);
  });

  it('when a query term carries a lower weight, then matching it counts for less', () => {
    const bm25 = new Bm25(
      CORPUS,
      new Map([
        ['insolv', 1],
        ['alpenwelt', 0.5],
      ]),
      6,
    );
    expect(bm25.termWeight('alpenwelt')).toBeCloseTo(bm25.termWeight('insolv') / 2);
    expect(bm25.match(contentTerms('Alpenwelt Sport insolvency')).terms).toEqual(
      new Set(['insolv', 'alpenwelt']),
    );
  });
});
