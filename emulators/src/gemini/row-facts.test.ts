import { describe, expect, it } from 'vitest';
import { buildQuery } from './query-terms';
import { cellsOf, statedTerms } from './row-facts';

const QUERY = buildQuery('What was Q3 2026 revenue by region, and why did Europe fall?', []).terms;
const stated = (passage: string, mime = 'text/plain') => [...statedTerms(passage, mime, QUERY)].sort();

describe('the facts a passage states', () => {
  it.each([
    [
      'a survey answer from Europe: the region column and its value are one fact',
      'respondent_id,region,country,nps_score,comment\n…\nR-0007,Europe,Norway,10,',
      'text/csv',
      ['europ'],
    ],
    [
      'a revenue row: the region, and the Q3 2026 figure under its own heading',
      'Region\tQ3 2025\tQ3 2026\tChange\nEurope\t$8,300,000\t$7,100,000\t-$1,200,000',
      'text/plain',
      ['2026', 'europ', 'q3'],
    ],
    [
      'a Markdown row whose value holds two terms of its own',
      '| Driver | Impact |\n|---|---|\n| Europe revenue fell | -$1.2M |',
      'text/plain',
      ['europ', 'fall', 'revenu'],
    ],
    [
      'prose: every term is its own fact',
      'Europe revenue fell 14.5% in Q3 2026.',
      'text/plain',
      ['2026', 'europ', 'fall', 'q3', 'revenu'],
    ],
  ])('when the passage is %s, then it states exactly those terms', (_what, passage, mime, expected) => {
    expect(stated(passage, mime)).toEqual(expected);
  });

  it('when a CSV cell is quoted, then a comma inside it does not split it', () => {
    expect(cellsOf('1,"Europe, north",3', 'text/csv')).toEqual(['1', 'Europe, north', '3']);
  });
});
