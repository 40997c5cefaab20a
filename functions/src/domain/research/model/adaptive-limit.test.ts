import { describe, expect, it } from 'vitest';
import { AdaptiveLimit, mapAdaptive } from './adaptive-limit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the adaptive limit', () => {
  it('when every document succeeds, then it climbs one at a time to its ceiling and no further', async () => {
    const limit = new AdaptiveLimit(2, 6);
    let running = 0;
    let most = 0;
    await mapAdaptive(
      Array.from({ length: 200 }, (_, i) => i),
      limit,
      async () => {
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
        limit.succeeded();
      },
    );
    expect(limit.current).toBe(6);
    expect(most).toBe(6);
  });

  it('when Gemini answers 429, then half as many run at once, never fewer than one', () => {
    const limit = new AdaptiveLimit(8, 16);
    limit.throttled();
    expect(limit.current).toBe(4);
    for (let i = 0; i < 3; i++) {
      limit.succeeded();
      limit.throttled();
    }
    expect(limit.current).toBe(1);
    expect(limit.halvings).toBe(4);
  });

  it('when the calls in flight meet the same 429 together, then they halve the limit once', () => {
    const limit = new AdaptiveLimit(8, 16);
    for (let i = 0; i < 8; i++) limit.throttled();
    expect(limit.current).toBe(4);
    limit.succeeded();
    limit.throttled();
    expect(limit.current).toBe(2);
  });

  it('when documents admitted before the quota ran out finish after the 429, then their neighbours’ 429s do not halve it again', async () => {
    const limit = new AdaptiveLimit(16, 16);
    for (let i = 0; i < 16; i++) await limit.acquire();
    limit.throttled();
    // Eleven of the sixteen were answered before the window filled; five met the 429 and wait.
    for (let i = 0; i < 11; i++) {
      limit.succeeded();
      limit.release();
    }
    for (let i = 0; i < 4; i++) limit.throttled();
    expect(limit.current).toBe(8);
    expect(limit.halvings).toBe(1);
  });

  it('when as many documents as were in flight at a halving have been read, then the next 429 halves again', async () => {
    const limit = new AdaptiveLimit(4, 16);
    for (let i = 0; i < 4; i++) await limit.acquire();
    limit.throttled();
    for (let i = 0; i < 3; i++) limit.succeeded();
    limit.throttled();
    expect(limit.current).toBe(2);
    limit.succeeded();
    limit.throttled();
    expect(limit.current).toBe(1);
  });

  it('when the limit halves mid-run, then no more than the new limit start until enough finish', async () => {
    const limit = new AdaptiveLimit(4, 4);
    let running = 0;
    const seen: number[] = [];
    await mapAdaptive(
      Array.from({ length: 40 }, (_, i) => i),
      limit,
      async (item) => {
        running++;
        seen.push(running);
        if (item === 3) limit.throttled();
        await tick();
        running--;
      },
    );
    // After the halving (at the fourth item) at most two ran at once.
    expect(Math.max(...seen.slice(6))).toBeLessThanOrEqual(2);
  });

  it('when items are mapped, then every result keeps its item’s place', async () => {
    const limit = new AdaptiveLimit(3, 5);
    const out = await mapAdaptive([5, 1, 4, 2, 3], limit, async (n) => {
      await new Promise((resolve) => setTimeout(resolve, n));
      limit.succeeded();
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
  });
});
