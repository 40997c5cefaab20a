import { describe, expect, it } from 'vitest';
import { collapse, parseDirectoryLabels, parseExcludedDocuments, parseKeywords } from './report-lists';

describe('saved report lists', () => {
  it('when a list is malformed JSON or not a list, then it reads as empty', () => {
    for (const text of ['', 'not json', '{"a":1}', '"lease"', 'null', '[']) {
      expect(parseKeywords(text)).toEqual([]);
      expect(parseDirectoryLabels(text)).toEqual([]);
      expect(parseExcludedDocuments(text)).toEqual([]);
    }
  });

  it('when a keyword list mixes in other values, then only the non-empty strings are kept', () => {
    expect(parseKeywords('["lease", 3, null, "", "  ", {"k":1}, "rent"]')).toEqual(['lease', 'rent']);
  });

  it('when directories are strings or objects, then strings show as is and objects by path, else name', () => {
    const text = JSON.stringify([
      'Legacy/Folder',
      { id: 'f1', name: 'Contracts', path: '/Legal/Contracts' },
      { id: 'f2', name: 'Finance' },
      { id: 'f3' },
      42,
    ]);
    expect(parseDirectoryLabels(text)).toEqual(['Legacy/Folder', '/Legal/Contracts', 'Finance']);
  });

  it("when deselected documents are bare ids, then they count too and are named 'Unknown Document'", () => {
    const text = JSON.stringify([
      { id: 'd1', name: 'Budget.xlsx' },
      'd2',
      { id: 'd3' },
      { name: 'no id' },
      7,
    ]);
    expect(parseExcludedDocuments(text)).toEqual([
      { id: 'd1', name: 'Budget.xlsx' },
      { id: 'd2', name: 'Unknown Document' },
      { id: 'd3', name: 'Unknown Document' },
    ]);
  });

  it('when a list is longer than its limit, then the rest is counted as hidden', () => {
    expect(collapse(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], hidden: 1 });
    expect(collapse(['a', 'b'], 2)).toEqual({ shown: ['a', 'b'], hidden: 0 });
  });
});
