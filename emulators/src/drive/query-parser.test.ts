import { describe, expect, it } from 'vitest';
import { DriveError } from './drive-errors';
import { parseQuery } from './query-parser';

function rejection(q: string): DriveError {
  try {
    parseQuery(q);
  } catch (error) {
    if (error instanceof DriveError) return error;
    throw error;
  }
  throw new Error(`expected ${q} to be rejected`);
}

describe('parseQuery', () => {
  it('when and/or/not are mixed, then not binds tightest, then and, then or', () => {
    expect(parseQuery("name = 'a' or not name = 'b' and trashed = false")).toEqual({
      kind: 'or',
      left: { kind: 'term', field: 'name', op: '=', value: 'a' },
      right: {
        kind: 'and',
        left: { kind: 'not', query: { kind: 'term', field: 'name', op: '=', value: 'b' } },
        right: { kind: 'term', field: 'trashed', op: '=', value: false },
      },
    });
  });

  it('when parentheses group an or, then the group is one operand of and', () => {
    expect(parseQuery("(fullText contains 'x' or name contains 'x') and 'root' in parents")).toEqual({
      kind: 'and',
      left: {
        kind: 'or',
        left: { kind: 'term', field: 'fullText', op: 'contains', value: 'x' },
        right: { kind: 'term', field: 'name', op: 'contains', value: 'x' },
      },
      right: { kind: 'term', field: 'parents', op: 'in', value: 'root' },
    });
  });

  it("when a string holds \\' and \\\\, then they stand for a quote and a backslash", () => {
    expect(parseQuery("name = 'Valentine\\'s \\\\ Day'")).toEqual({
      kind: 'term',
      field: 'name',
      op: '=',
      value: "Valentine's \\ Day",
    });
  });

  it('when the query is empty or blank, then there is no filter', () => {
    expect(parseQuery('')).toBeUndefined();
    expect(parseQuery('   ')).toBeUndefined();
  });

  it.each([
    "name contains 'unterminated",
    'name contains',
    "owner = 'x'",
    "name in 'x'",
    "fullText = 'x'",
    'name = "double quoted"',
    "trashed = 'false'",
    "modifiedTime > 'yesterday'",
    "name = 'a' and",
    "(name = 'a'",
    "name = 'a')",
    "name = 'a' name = 'b'",
    "name ! 'a'",
  ])('when the query is %s, then it is rejected as Invalid Value on q', (q) => {
    const error = rejection(q);
    expect(error.code).toBe(400);
    expect(error.toJSON()).toEqual({
      error: {
        code: 400,
        message: 'Invalid Value',
        errors: [
          {
            message: 'Invalid Value',
            domain: 'global',
            reason: 'invalid',
            location: 'q',
            locationType: 'parameter',
          },
        ],
      },
    });
  });
});
