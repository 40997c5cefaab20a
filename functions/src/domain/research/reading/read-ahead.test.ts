import { describe, expect, it } from 'vitest';
import { ReadAhead } from './read-ahead';

describe('reading ahead', () => {
  it('when an item is taken, then the items after it are prepared in order, each once', async () => {
    const prepared: number[] = [];
    const ahead = new ReadAhead([0, 1, 2, 3, 4, 5], async (n: number) => {
      prepared.push(n);
      return n * 10;
    });
    expect(await ahead.take(0, 2)).toBe(0);
    expect(prepared).toEqual([0, 1, 2]);
    expect(await ahead.take(1, 2)).toBe(10);
    expect(await ahead.take(2, 2)).toBe(20);
    expect(prepared).toEqual([0, 1, 2, 3, 4]);
  });

  it('when items are being read, then no more than `ahead` are read at once, in order', async () => {
    const prepared: number[] = [];
    let release = () => {};
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ahead = new ReadAhead([0, 1, 2], async (n: number) => {
      prepared.push(n);
      if (n === 0) await first;
      return n;
    });
    const taken = ahead.take(0, 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(prepared).toEqual([0]);
    release();
    expect(await taken).toBe(0);
    expect(prepared).toEqual([0, 1]);
  });

  it('when a run begins, then its first items are read before any is taken, skipping those done', async () => {
    const prepared: number[] = [];
    const ahead = new ReadAhead(
      [0, 1, 2, 3, 4],
      async (n: number) => {
        prepared.push(n);
        return n;
      },
      (n) => n === 0,
    );
    ahead.begin(2);
    expect(prepared).toEqual([1, 2]);
    expect(await ahead.take(1, 2)).toBe(1);
    expect(await ahead.take(2, 2)).toBe(2);
    expect(prepared).toEqual([1, 2, 3, 4]);
  });

  it('when several workers take items at once, then every item is prepared exactly once', async () => {
    const prepared: number[] = [];
    const ahead = new ReadAhead([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], async (n: number) => {
      prepared.push(n);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return n;
    });
    const first = await Promise.all([0, 1, 2, 3].map((i) => ahead.take(i, 4)));
    const rest = await Promise.all([4, 5, 6, 7, 8, 9].map((i) => ahead.take(i, 4)));
    expect([...first, ...rest]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(prepared.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('when fewer may be read at once than are wanted ahead, then no more are in flight, first ones first', async () => {
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const ahead = new ReadAhead([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], async (n: number) => {
      started.push(n);
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight--;
      return n;
    });
    const taken: number[] = [];
    for (let i = 0; i < 10; i++) taken.push(await ahead.take(i, 8, 3));
    expect(taken).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
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
