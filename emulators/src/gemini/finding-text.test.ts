import { describe, expect, it } from 'vitest';
import { reportableText } from './finding-text';

describe('finding text in a report', () => {
  it.each([
    ['# Recall memo', 'Recall memo'],
    ['> Quoted from the board', 'Quoted from the board'],
    ['| Kestrel | net 60 |', 'Kestrel | net 60'],
    ['- Stop selling affected lots.', 'Stop selling affected lots.'],
    ['1. Owners choose a free hub kit.', 'Owners choose a free hub kit.'],
    ['## Summary\n### Totals', 'Summary ### Totals'],
    ['```\ncode', 'code'],
    ['The recall\ncost   $1.86M.', 'The recall cost $1.86M.'],
    ['See note [3] on page 2.', 'See note (3) on page 2.'],
  ])('when a finding reads %j, then the report shows %j', (text, shown) => {
    expect(reportableText(text)).toBe(shown);
  });

  it.each([
    ['Region\tQ3 2025\tQ3 2026\nEurope\t$8.3M\t$7.1M', 'Europe: Q3 2025 $8.3M, Q3 2026 $7.1M'],
    [
      '| Measure | 2026 YTD | Target |\n| Recycled share | 68% | 75% |',
      'Recycled share: 2026 YTD 68%, Target 75%',
    ],
    ['supplier,payment_terms\nKestrel,net 60', 'Kestrel: payment_terms net 60'],
  ])('when a finding is a table row under its header, then it reads as one sentence', (text, shown) => {
    expect(reportableText(text)).toBe(shown);
  });
});
