import { describe, expect, it } from 'vitest';
import { splitForStreaming } from './generate-response';
import { splitSentences, stem } from './text-utils';

describe('text utilities', () => {
  it.each([
    ['tents', 'tent'],
    ["tent's", 'tent'],
    ['batteries', 'battery'],
    ['boxes', 'box'],
    ['weighing', 'weigh'],
    ['shipped', 'ship'],
    ['status', 'status'],
    ['2023', '2023'],
  ])('when "%s" is stemmed, then it becomes "%s"', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('when prose is split, then sentences stay verbatim and decimals do not split them', () => {
    expect(splitSentences('The tent weighs 2.1 kg. It sold 4,200 units!  Why?\nBecause.')).toEqual([
      'The tent weighs 2.1 kg.',
      'It sold 4,200 units!',
      'Why?',
      'Because.',
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
