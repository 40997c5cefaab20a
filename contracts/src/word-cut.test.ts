import { describe, expect, it } from 'vitest';
import { cutAtWord } from './word-cut';

describe('cutting text at a whole word', () => {
  it.each([
    ['text that fits stays as it is', 'What did the recall cost?', 30, {}, 'What did the recall cost?'],
    ['spaces are folded first', '  What   did\nit cost? ', 30, {}, 'What did it cost?'],
    [
      'a long text ends at the last whole word, with an ellipsis',
      'Summarise the distributor price list for 2027',
      30,
      {},
      'Summarise the distributor…',
    ],
    [
      'punctuation before the cut goes',
      'Recall, costs; refunds: and what comes next',
      23,
      {},
      'Recall, costs; refunds…',
    ],
    [
      'without an ellipsis the word is still whole',
      'Summarise the distributor price list for 2027',
      30,
      { ellipsis: false },
      'Summarise the distributor',
    ],
    [
      'a first word longer than the room is kept whole up to hardMax',
      'Electroencephalographically measured sleep',
      10,
      { hardMax: 40 },
      'Electroencephalographically…',
    ],
    [
      'a lone word that fits hardMax is whole, no ellipsis',
      'Electroencephalographically',
      10,
      { hardMax: 40 },
      'Electroencephalographically',
    ],
    ['a run of letters past hardMax is cut there', 'x'.repeat(50), 10, { hardMax: 20 }, `${'x'.repeat(19)}…`],
    [
      'Japanese is cut between its words, not inside one',
      '東京都の売上高はいくらでしたか',
      6,
      {},
      '東京都の…',
    ],
  ])('when %s', (_what, text, max, options, expected) => {
    const cut = cutAtWord(text, max, options);
    expect(cut).toBe(expected);
  });

  it.each([
    'Summarise the distributor price list for 2027 and what changed since 2026',
    'Which suppliers renewed their contracts in Q3, and at what prices?',
    'Le délai de préavis de résiliation est-il différent pour les contrats signés avant 2024 ?',
  ])('when "%s" is cut at any length, then it stops between words, never inside one', (text) => {
    for (let max = 5; max <= text.length; max++) {
      const kept = cutAtWord(text, max, { ellipsis: false, hardMax: text.length });
      expect(text.startsWith(kept)).toBe(true);
      // The character after the cut is not a letter or digit: no word was split.
      expect(text.slice(kept.length, kept.length + 1)).not.toMatch(/[\p{L}\p{N}]/u);
    }
  });
});
