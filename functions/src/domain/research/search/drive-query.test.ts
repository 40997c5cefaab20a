import { describe, expect, it } from 'vitest';
import {
  buildSearchQueries,
  DEFAULT_QUERY_LIMITS,
  distinctKeywords,
  nameHasNegative,
  quote,
  withDescendants,
} from './drive-query';

const TAIL = "trashed = false and mimeType != 'application/vnd.google-apps.folder'";

/** The `'id' in parents` ids of a query, in order. */
const parentsOf = (q: string) => [...q.matchAll(/'([^']+)' in parents/g)].map((m) => m[1]);
/** The keywords of a query's `fullText contains` clauses that are not negated. */
const keywordsOf = (q: string) =>
  [...q.matchAll(/(not )?fullText contains '((?:[^'\\]|\\.)*)'/g)].filter((m) => !m[1]).map((m) => m[2]);

describe('quote', () => {
  it('when a value holds quotes and backslashes, then both are escaped inside single quotes', () => {
    expect(quote("O'Brien")).toBe("'O\\'Brien'");
    expect(quote('C:\\temp')).toBe("'C:\\\\temp'");
    expect(quote("\\'")).toBe("'\\\\\\''");
  });
});

describe('buildSearchQueries', () => {
  it('when there are keywords and no directories, then one query searches the whole drive for content or name, without folders or trash', () => {
    expect(buildSearchQueries({ keywords: ['revenue', 'Q3 2026'], negativeKeywords: [] })).toEqual([
      `(fullText contains 'revenue' or name contains 'revenue' or fullText contains 'Q3 2026' or name contains 'Q3 2026') and ${TAIL}`,
    ]);
  });

  it('when a keyword holds a quote, then the query stays well formed', () => {
    const [q] = buildSearchQueries({ keywords: ["supplier's terms"], negativeKeywords: [] });
    expect(q).toBe(
      `(fullText contains 'supplier\\'s terms' or name contains 'supplier\\'s terms') and ${TAIL}`,
    );
  });

  it('when negative keywords are given, then each query excludes their full text', () => {
    const [q] = buildSearchQueries({ keywords: ['recall'], negativeKeywords: ['draft', "it's old"] });
    expect(q).toBe(
      `(fullText contains 'recall' or name contains 'recall') and not fullText contains 'draft' and not fullText contains 'it\\'s old' and ${TAIL}`,
    );
  });

  it('when keywords repeat in another case or with spaces, then each is searched once', () => {
    const [q] = buildSearchQueries({
      keywords: ['Kestrel', ' kestrel ', 'KESTREL', ''],
      negativeKeywords: [],
    });
    expect(keywordsOf(q ?? '')).toEqual(['Kestrel']);
  });

  it('when there are no keywords, then there is nothing to search', () => {
    expect(buildSearchQueries({ keywords: ['  '], negativeKeywords: ['x'] })).toEqual([]);
  });

  it('when a few directories are given, then one query limits results to their direct children', () => {
    const [q, ...rest] = buildSearchQueries({
      keywords: ['a'],
      negativeKeywords: [],
      folderIds: ['f1', 'f2'],
    });
    expect(rest).toEqual([]);
    expect(q).toBe(
      `(fullText contains 'a' or name contains 'a') and ('f1' in parents or 'f2' in parents) and ${TAIL}`,
    );
  });

  it('when many directories are given, then the parent clauses are chunked so every query stays within the limits and every folder is searched once', () => {
    const folderIds = Array.from(
      { length: 237 },
      (_, i) => `1AbCdEfGhIjKlMnOpQrStUvWxYz${String(i).padStart(6, '0')}`,
    );
    const queries = buildSearchQueries({
      keywords: ['budget', 'forecast'],
      negativeKeywords: ['draft'],
      folderIds,
    });
    expect(queries.length).toBeGreaterThan(1);
    for (const q of queries) {
      expect(q.length).toBeLessThanOrEqual(DEFAULT_QUERY_LIMITS.maxLength);
      expect(parentsOf(q).length).toBeLessThanOrEqual(DEFAULT_QUERY_LIMITS.maxParents);
      expect(keywordsOf(q)).toEqual(['budget', 'forecast']);
      expect(q).toContain("not fullText contains 'draft'");
      expect(q.endsWith(TAIL)).toBe(true);
    }
    expect(queries.flatMap(parentsOf)).toEqual(folderIds);
  });

  it('when keywords and folders both overflow one query, then every keyword is searched in every folder exactly once', () => {
    const limits = { maxLength: 1200, maxParents: 10 };
    const keywords = Array.from({ length: 40 }, (_, i) => `keyword${i}`);
    const folderIds = Array.from({ length: 35 }, (_, i) => `folder${i}`);
    const queries = buildSearchQueries({ keywords, negativeKeywords: ['x'], folderIds }, limits);
    const pairs = queries.flatMap((q) => keywordsOf(q).flatMap((k) => parentsOf(q).map((p) => `${k}|${p}`)));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs).toHaveLength(keywords.length * folderIds.length);
    for (const q of queries) {
      expect(q.length).toBeLessThanOrEqual(limits.maxLength);
      expect(parentsOf(q).length).toBeLessThanOrEqual(limits.maxParents);
    }
  });

  it('when many long keywords are given without directories, then they are split over queries within the length limit', () => {
    const keywords = Array.from({ length: 100 }, (_, i) => `${'x'.repeat(190)}${i}`);
    const queries = buildSearchQueries({ keywords, negativeKeywords: [] });
    expect(queries.length).toBeGreaterThan(1);
    expect(queries.every((q) => q.length <= DEFAULT_QUERY_LIMITS.maxLength)).toBe(true);
    expect(queries.flatMap(keywordsOf)).toEqual(keywords);
  });

  it('when the negative keywords alone fill a query, then the search is refused as too long', () => {
    const negativeKeywords = Array.from({ length: 40 }, (_, i) => `${'n'.repeat(150)}${i}`);
    expect(() => buildSearchQueries({ keywords: ['a'], negativeKeywords })).toThrow(
      expect.objectContaining({ httpStatus: 400, code: 'SEARCH.QUERY_TOO_LONG' }),
    );
  });
});

describe('withDescendants', () => {
  it('when a folder is selected in a deep tree, then it and every folder below it are included, and nothing beside it', () => {
    // a > b > c > ... 30 levels, with a side branch under each level and an unrelated tree.
    const folders: { id: string; parents?: string[] }[] = [{ id: 'top', parents: ['root-id'] }];
    let parent = 'top';
    for (let depth = 0; depth < 30; depth++) {
      folders.push({ id: `d${depth}`, parents: [parent] }, { id: `side${depth}`, parents: [parent] });
      parent = `d${depth}`;
    }
    folders.push({ id: 'other', parents: ['root-id'] }, { id: 'other-child', parents: ['other'] });

    const found = withDescendants(['d10'], folders);
    expect(found[0]).toBe('d10');
    expect(new Set(found)).toEqual(
      new Set([
        'd10',
        ...Array.from({ length: 19 }, (_, i) => `d${i + 11}`),
        ...Array.from({ length: 19 }, (_, i) => `side${i + 11}`),
      ]),
    );
    expect(found).toHaveLength(39);
  });

  it('when two selected folders overlap or a folder has two parents, then each folder appears once', () => {
    const folders = [
      { id: 'a', parents: ['root-id'] },
      { id: 'b', parents: ['a'] },
      { id: 'shared', parents: ['a', 'b'] },
      { id: 'c', parents: ['shared'] },
    ];
    expect(withDescendants(['a', 'b'], folders).sort()).toEqual(['a', 'b', 'c', 'shared']);
  });

  it('when a selected folder is no longer in the drive, then it is still searched by its id alone', () => {
    expect(withDescendants(['gone'], [{ id: 'a', parents: ['root-id'] }])).toEqual(['gone']);
  });

  it('when folders form a cycle, then the walk still ends', () => {
    const folders = [
      { id: 'x', parents: ['y'] },
      { id: 'y', parents: ['x'] },
    ];
    expect(withDescendants(['x'], folders).sort()).toEqual(['x', 'y']);
  });
});

describe('negative keywords by name', () => {
  it('when a name holds a negative keyword in any case or inside a word, then it is excluded', () => {
    expect(nameHasNegative('Q3 Revenue (DRAFT).docx', ['draft'])).toBe(true);
    expect(nameHasNegative('Kestrel Amendment 2.pdf', ['kestr'])).toBe(true);
    expect(nameHasNegative('Board Minutes.pdf', ['draft', '  '])).toBe(false);
  });

  it('when keywords are made distinct, then order and first spelling are kept', () => {
    expect(distinctKeywords([' Alpha', 'beta', 'ALPHA', 'Beta '])).toEqual(['Alpha', 'beta']);
  });
});
