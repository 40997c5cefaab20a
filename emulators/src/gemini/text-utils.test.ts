import { describe, expect, it } from 'vitest';
import { splitForStreaming } from './generate-response';
import { splitSentences, stem, tokenize } from './text-utils';

describe('text utilities', () => {
  it.each([
    ['tents', 'tent'],
    ["tent's", 'tent'],
    ['boxes', 'box'],
    ['weighing', 'weigh'],
    ['shipped', 'ship'],
    ['2023', '2023'],
    ['8,450', '8450'],
    ['Q3', 'q3'],
  ])('when "%s" is stemmed, then it becomes "%s"', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it.each([
    ['coordinates', 'coordinator'],
    ['sustainability', 'sustainable'],
    ['hiring', 'hires'],
    ['paid', 'pays'],
    ['fell', 'falls'],
  ])('when "%s" and "%s" are stemmed, then they meet', (one, other) => {
    expect(stem(one)).toBe(stem(other));
  });

  it('when an abbreviation of two letters is stemmed, then it stays whole and apart from longer ones', () => {
    expect(stem('EU')).toBe('eu');
    expect(stem('EU')).not.toBe(stem('EUR'));
  });

  it('when a sentence holds numbers and a possessive, then it is split into words as written', () => {
    expect(tokenize("Kestrel's 8,450 tents cost $1.86M (7075-T6)").map((t) => t.text)).toEqual([
      'Kestrel',
      '8,450',
      'tents',
      'cost',
      '1.86M',
      '7075-T6',
    ]);
  });

  it('when prose is split, then sentences stay verbatim and decimals and "Ltd." do not split them', () => {
    expect(
      splitSentences(
        'The tent weighs 2.1 kg. It sold 4,200 units!  Why?\nKestrel Components Ltd. (Taiwan) paid.',
      ),
    ).toEqual([
      'The tent weighs 2.1 kg.',
      'It sold 4,200 units!',
      'Why?',
      'Kestrel Components Ltd. (Taiwan) paid.',
    ]);
  });

  it.each([
    ['a short answer', 'Summit 2 recall'],
    ['a long report', 'The recall cost Northwind $1.3 million [1]. '.repeat(12)],
    ['JSON without spaces', JSON.stringify({ keywords: Array.from({ length: 20 }, (_, i) => `term${i}`) })],
  ])(
    'when %s is split for streaming, then it comes in several pieces that join back exactly',
    (_label, text) => {
      const pieces = splitForStreaming(text);
      expect(pieces.length).toBeGreaterThan(1);
      expect(pieces.join('')).toBe(text);
    },
  );
});
