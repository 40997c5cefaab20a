import { describe, expect, it } from 'vitest';
import { nextColumnId } from './column-ids';

describe('a new column id', () => {
  it('when there are no columns, then the first is c1', () => {
    expect(nextColumnId([])).toBe('c1');
  });

  it('when a middle column was removed, then the next takes its id and the others keep theirs', () => {
    expect(nextColumnId([{ id: 'c1' }, { id: 'c3' }])).toBe('c2');
  });

  it('when all twenty ids are taken, then there is none', () => {
    const all = Array.from({ length: 20 }, (_, i) => ({ id: `c${i + 1}` }));
    expect(nextColumnId(all)).toBeUndefined();
  });
});
