import { describe, expect, it } from 'vitest';
import { citingSentence, rankQuotes } from './citation-quotes';

describe('the citing sentence', () => {
  const paragraph = 'Costs rose 4.5% in March [1]. Recalls fell to 12 units [2]. Staff stayed flat. [3]';

  it('when the citation closes a sentence, then that sentence is the one it supports', () => {
    expect(citingSentence(paragraph, paragraph.indexOf('[1]'))).toBe('Costs rose 4.5% in March');
    expect(citingSentence(paragraph, paragraph.indexOf('[2]'))).toBe('Recalls fell to 12 units');
  });

  it('when the citation follows the full stop, then it still supports the sentence before it', () => {
    expect(citingSentence(paragraph, paragraph.indexOf('[3]'))).toBe('Staff stayed flat');
  });

  it('when the citation opens the text, then it supports the sentence after it', () => {
    const text = '[4] Budgets were cut. Hiring paused.';
    expect(citingSentence(text, 0)).toBe('Budgets were cut.');
  });
});

describe('ranking a citation’s passages', () => {
  const quotes = [
    { text: 'Headcount was unchanged over the year.', page: 2 },
    { text: 'Recall costs reached $1.2M in March, up from $0.8M.', page: 4 },
    { text: 'The March review covered costs across all plants.' },
    { text: 'Appendix: plant list.' },
  ];

  it('when one passage shares the most words with the citing sentence, then it comes first', () => {
    const ranked = rankQuotes(quotes, {
      sentence: 'Recall costs reached $1.2M in March',
      paragraph: 'Recall costs reached $1.2M in March. Headcount was flat.',
    });
    expect(ranked[0]).toEqual({ text: 'Recall costs reached $1.2M in March, up from $0.8M.', page: 4 });
  });

  it('when the sentence does not decide, then the paragraph does, and ties keep the given order', () => {
    const ranked = rankQuotes(quotes, { sentence: 'See below', paragraph: 'Headcount was unchanged.' });
    expect(ranked.map((quote) => quote.text)).toEqual([
      'Headcount was unchanged over the year.',
      'Recall costs reached $1.2M in March, up from $0.8M.',
      'The March review covered costs across all plants.',
    ]);
  });

  it('when a citation has more than three passages, then three are kept; none gives none', () => {
    expect(rankQuotes(quotes, { sentence: '', paragraph: '' })).toHaveLength(3);
    expect(rankQuotes([], { sentence: 'x', paragraph: 'y' })).toEqual([]);
  });

  it('when the best-matching passage was not found in the document, then a found one leads and it follows, still listed', () => {
    const ranked = rankQuotes(
      [
        { text: 'Headcount was unchanged over the year.', page: 2 },
        { text: 'Recall costs reached $1.2M in March.', page: 4, unverified: true as const },
        { text: 'Appendix: plant list.' },
      ],
      { sentence: 'Recall costs reached $1.2M in March', paragraph: 'Recall costs reached $1.2M in March.' },
    );
    expect(ranked.map((quote) => quote.text)).toEqual([
      'Headcount was unchanged over the year.',
      'Recall costs reached $1.2M in March.',
      'Appendix: plant list.',
    ]);
  });

  it('when no passage was found in the document, then they keep their ranking', () => {
    const unverified = quotes.map((quote) => ({ ...quote, unverified: true as const }));
    const ranked = rankQuotes(unverified, { sentence: 'Recall costs in March', paragraph: '' });
    expect(ranked[0]?.text).toBe('Recall costs reached $1.2M in March, up from $0.8M.');
  });

  it('when a quote not found in the document ranks below the three shown, then it is listed after them all the same', () => {
    const invented = { text: 'Appendix C: made-up figures.', unverified: true as const };
    const ranked = rankQuotes([...quotes, invented], {
      sentence: 'Recall costs reached $1.2M in March',
      paragraph: 'Recall costs reached $1.2M in March. Headcount was flat.',
    });
    expect(ranked).toHaveLength(4);
    expect(ranked.at(-1)).toBe(invented);
  });
});
