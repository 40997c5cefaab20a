import { describe, expect, it } from 'vitest';
import { mayShare, Packer, plannedCalls, UNPACKED } from './packing';

const RULES = { budgetChars: 10_000, maxDocuments: 4, shareUpToChars: 5_000 };

describe('packing documents into extraction calls', () => {
  it('when small documents come in order, then each pack holds as many as fit the budget and the document limit', () => {
    const packer = new Packer<string>(RULES);
    const closed = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => packer.add(id, 3_000));

    expect(closed).toEqual([[], [], [], [['a', 'b', 'c']], [], []]);
    expect(packer.flush()).toEqual(['d', 'e', 'f']);
    expect(packer.flush()).toBeUndefined();
  });

  it('when tiny documents come, then a pack closes as its last document is added, not at the next', () => {
    const packer = new Packer<number>(RULES);
    const closed = [1, 2, 3, 4, 5].map((n) => packer.add(n, 10));

    expect(closed).toEqual([[], [], [], [[1, 2, 3, 4]], []]);
    expect(packer.pending).toBe(1);
  });

  it('when one document a call is the limit, then a document that does not fit closes both packs', () => {
    const packer = new Packer<string>({ ...RULES, maxDocuments: 1 });
    expect(packer.add('a', 3_000)).toEqual([['a']]);
    expect(packer.add('b', 3_000)).toEqual([['b']]);
    expect(packer.flush()).toBeUndefined();
  });

  it('when a document is over the share limit, then it does not share; packing off shares nothing', () => {
    expect(mayShare(5_000, RULES)).toBe(true);
    expect(mayShare(5_001, RULES)).toBe(false);
    expect(mayShare(10, UNPACKED)).toBe(false);
  });

  it('when calls are planned, then packs count once each and a large document once per chunk', () => {
    const docs = (...sizes: number[]) => sizes.map((chars) => ({ chars, kind: 'upload' }));
    // Three small (one pack), one large of 25,000 chars in 10,000-char chunks (3 calls), two small (one pack).
    expect(plannedCalls(docs(3_000, 3_000, 3_000, 25_000, 2_000, 2_000), RULES, 10_000)).toBe(5);
    expect(plannedCalls(docs(3_000, 3_000, 3_000), UNPACKED, 10_000)).toBe(3);
    expect(plannedCalls([], RULES, 10_000)).toBe(0);
  });

  it('when small documents of two kinds are planned, then each kind fills its own packs, as the run does', () => {
    const mixed = [
      { chars: 1_000, kind: 'google' },
      { chars: 1_000, kind: 'upload' },
      { chars: 1_000, kind: 'google' },
    ];

    expect(plannedCalls(mixed, RULES, 10_000)).toBe(2);
  });
});
