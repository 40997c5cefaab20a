import { describe, expect, it } from 'vitest';
import { byName, compareNames } from './name-order';

describe('document name order', () => {
  it('when names start with symbols, then the symbols are ignored and case does not matter', () => {
    const names = [
      'zebra notes.txt',
      '_Budget.xlsx',
      'apex.pdf',
      '#2027 plan',
      '[Draft] Charter',
      'Beta.docx',
    ];
    expect(byName(names.map((name) => ({ name }))).map((d) => d.name)).toEqual([
      '#2027 plan',
      'apex.pdf',
      'Beta.docx',
      '_Budget.xlsx',
      '[Draft] Charter',
      'zebra notes.txt',
    ]);
  });

  it('when names hold numbers, then they sort by value', () => {
    expect(['Week 10', 'Week 2', 'Week 1'].sort(compareNames)).toEqual(['Week 1', 'Week 2', 'Week 10']);
  });

  it('when two names differ only by leading symbols or case, then the order is still fixed', () => {
    const a = ['_Notes', 'Notes', 'notes'].sort(compareNames);
    const b = ['notes', 'Notes', '_Notes'].sort(compareNames);
    expect(a).toEqual(b);
  });

  it('when names hold accents, then they sort beside their unaccented letters', () => {
    expect(['Zurich', 'Émile report', 'Eagle'].sort(compareNames)).toEqual([
      'Eagle',
      'Émile report',
      'Zurich',
    ]);
  });
});
