import { describe, expect, it } from 'vitest';
import { TITLE_HARD_MAX, TITLE_MAX_LENGTH } from './chat';
import { fitTitle } from './session-title';

describe('session titles', () => {
  it('when a question is longer than 30 characters, then its title ends at a word boundary with an ellipsis', () => {
    // Act
    const title = fitTitle('Summarise the distributor price list for 2027');

    // Assert
    expect(title).toBe('Summarise the distributor…');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
  });

  it('when the only word boundary is early, then the title still ends on a whole word, not mid-word', () => {
    // Act
    const title = fitTitle('Why electroencephalographically measured sleep matters');

    // Assert
    expect(title).toBe('Why…');
  });

  it('when the word before the cut ends in punctuation, then the ellipsis follows the word, not the comma', () => {
    // Act
    const title = fitTitle('Recall, costs, refunds, and what comes next');

    // Assert
    expect(title).toBe('Recall, costs, refunds, and…');
  });

  it('when a question fits, then it is the title as it is, without an ellipsis', () => {
    // Act
    const title = fitTitle('  What did the recall cost?  ');

    // Assert
    expect(title).toBe('What did the recall cost?');
  });

  it('when the first word alone is longer than the limit, then it is kept whole, with an ellipsis when more follows', () => {
    expect(fitTitle('Pneumonoultramicroscopicsilicovolcanoconiosis')).toBe(
      'Pneumonoultramicroscopicsilicovolcanoconiosis',
    );
    expect(fitTitle('Pneumonoultramicroscopicsilicovolcanoconiosis cases in 2027')).toBe(
      'Pneumonoultramicroscopicsilicovolcanoconiosis…',
    );
  });

  it('when the first "word" is longer than any word (a run of 100 letters), then it is cut at 60 characters', () => {
    const title = fitTitle('a'.repeat(100));
    expect(title.length).toBe(TITLE_HARD_MAX);
    expect(title.endsWith('…')).toBe(true);
  });
});
