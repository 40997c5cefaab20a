import { describe, expect, it } from 'vitest';
import {
  addKeyword,
  counterText,
  fromGenerated,
  MAX_EXCLUDED_KEYWORDS,
  removeKeyword,
  searchLabel,
  toggleKeyword,
} from './keyword-list';

describe('keyword lists', () => {
  it('when keywords are generated, then they are trimmed and blanks and repeats dropped', () => {
    expect(fromGenerated([' budget ', '', 'Budget', 'forecast', '  '])).toEqual({
      positive: ['budget', 'forecast'],
      negative: [],
    });
  });

  it('when a keyword is typed, then it is added trimmed; a leading minus adds it as excluded', () => {
    const lists = { positive: ['budget'], negative: [] };
    expect(addKeyword(lists, '  revenue ', 30).lists).toEqual({
      positive: ['budget', 'revenue'],
      negative: [],
    });
    expect(addKeyword(lists, ' - draft', 30).lists).toEqual({ positive: ['budget'], negative: ['draft'] });
  });

  it('when the typed keyword is blank after trimming, then nothing is added', () => {
    const lists = { positive: ['budget'], negative: [] };
    expect(addKeyword(lists, '   ', 30)).toEqual({ lists, rejected: 'empty' });
    expect(addKeyword(lists, ' - ', 30)).toEqual({ lists, rejected: 'empty' });
  });

  it('when the keyword is already in either list, whatever its case, then it is not added again', () => {
    const lists = { positive: ['budget'], negative: ['draft'] };
    expect(addKeyword(lists, 'BUDGET', 30).rejected).toBe('duplicate');
    expect(addKeyword(lists, 'draft', 30).rejected).toBe('duplicate');
    expect(addKeyword(lists, '-Budget', 30).rejected).toBe('duplicate');
  });

  it("when the server's maximum of searched keywords is reached, then no more are added, though exclusions still are", () => {
    const lists = { positive: ['a', 'b'], negative: ['c'] };
    expect(addKeyword(lists, 'd', 2)).toEqual({ lists, rejected: 'limit' });
    expect(addKeyword(lists, 'd', 3).rejected).toBeUndefined();
    expect(addKeyword(lists, '-d', 2).lists).toEqual({ positive: ['a', 'b'], negative: ['c', 'd'] });
  });

  it('when the most excluded keywords a search takes are reached, then no more are excluded', () => {
    const negative = Array.from({ length: MAX_EXCLUDED_KEYWORDS }, (_, i) => `x${i}`);
    const lists = { positive: ['a'], negative };
    expect(addKeyword(lists, '-d', 30)).toEqual({ lists, rejected: 'excludedLimit' });
    expect(toggleKeyword(lists, 'a', 30)).toEqual({ lists, rejected: 'excludedLimit' });
  });

  it('when the counter and the search button are written, then both count the searched keywords', () => {
    const lists = { positive: ['a', 'b'], negative: ['x'] };
    expect(counterText(lists, 30)).toBe('2 of at most 30 keywords, and 1 excluded');
    expect(searchLabel(lists)).toBe('Search (2 keywords)');
  });

  it('when a keyword is toggled, then it moves between include and exclude and back', () => {
    const excluded = toggleKeyword({ positive: ['budget', 'draft'], negative: [] }, 'draft', 30).lists;
    expect(excluded).toEqual({ positive: ['budget'], negative: ['draft'] });
    expect(toggleKeyword(excluded, 'draft', 30).lists).toEqual({
      positive: ['budget', 'draft'],
      negative: [],
    });
  });

  it('when a keyword is removed, then it leaves whichever list holds it', () => {
    expect(removeKeyword({ positive: ['a', 'b'], negative: ['c'] }, 'c')).toEqual({
      positive: ['a', 'b'],
      negative: [],
    });
  });

  it('when the search button is labelled, then it counts the included keywords', () => {
    expect(searchLabel({ positive: [], negative: ['x'] })).toBe('Search (0 keywords)');
    expect(searchLabel({ positive: ['a'], negative: [] })).toBe('Search (1 keyword)');
    expect(searchLabel({ positive: ['a', 'b'], negative: ['x'] })).toBe('Search (2 keywords)');
  });
});
