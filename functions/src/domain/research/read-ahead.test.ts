import { describe, expect, it } from 'vitest';
import { ReadAhead } from './read-ahead';

describe('reading ahead', () => {
  it('when an item is taken, then the next ones are already being prepared, each once', async () => {
    const prepared: number[] = [];
    const ahead = new ReadAhead([0, 1, 2, 3, 4, 5], async (n: number) => {
      prepared.push(n);
      return n * 10;
    });
    expect(await ahead.take(0, 2)).toBe(0);
    expect(prepared).toEqual([1, 2, 0]);
    expect(await ahead.take(1, 2)).toBe(10);
    expect(await ahead.take(2, 2)).toBe(20);
    expect(prepared).toEqual([1, 2, 0, 3, 4]);
  });

  it('when items need no preparing, then they are never started', async () => {
    const prepared: number[] = [];
    const ahead = new ReadAhead(
      [0, 1, 2, 3],
      async (n: number) => {
        prepared.push(n);
        return n;
      },
      (n) => n === 1 || n === 2,
    );
    await ahead.take(0, 3);
    await ahead.take(3, 3);
    expect(prepared.sort()).toEqual([0, 3]);
  });

  it('when a preparation fails, then the failure comes out when its item is taken and never before', async () => {
    const ahead = new ReadAhead([0, 1], async (n: number) => {
      if (n === 1) throw new Error('Drive said no');
      return n;
    });
    expect(await ahead.take(0, 1)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(ahead.take(1, 1)).rejects.toThrow('Drive said no');
  });
});
