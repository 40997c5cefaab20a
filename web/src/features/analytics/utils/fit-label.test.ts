import { describe, expect, it } from 'vitest';
import { fitLabel } from './fit-label';

describe('bar labels', () => {
  it('when a label fits a line, then it is shown whole', () => {
    expect(fitLabel('Google Sheets', 20, 2)).toEqual(['Google Sheets']);
  });

  it('when a report’s name is longer than a line, then it wraps between words', () => {
    expect(fitLabel('Which suppliers are late on parts?', 20, 2)).toEqual([
      'Which suppliers are',
      'late on parts?',
    ]);
  });

  it('when a name is longer than every line together, then the last line ends in an ellipsis within the width', () => {
    const lines = fitLabel('What did the Ridgeline 2 recall cost?', 20, 2);

    expect(lines).toEqual(['What did the', 'Ridgeline 2 recall…']);
    expect(lines.every((line) => line.length <= 20)).toBe(true);
  });

  it('when one word is longer than a line, then it is broken after a hyphen, or where it must', () => {
    expect(fitLabel('gemini-3.1-flash-lite-preview', 20, 2)).toEqual(['gemini-3.1-flash-', 'lite-preview']);
    expect(fitLabel('Q3RevenueByRegionAndQuarter', 20, 2)).toEqual(['Q3RevenueByRegionAnd', 'Quarter']);
  });
});
