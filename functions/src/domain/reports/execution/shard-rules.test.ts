import { describe, expect, it } from 'vitest';
import type { ResearchDeps } from '../../research/research-deps';
import { shardMessage, shardOf, shardsAtOnce, shareOfQuota } from './shard-rules';

describe("a shard's queue message", () => {
  it('when a shard is queued, then its message names the run and the shard, and a run message names no shard', () => {
    const id = '3f0c9e2a-8d41-4b7e-9a55-1c2d3e4f5a6b';
    expect(shardOf(shardMessage(id, 7))).toEqual({ executionId: id, index: 7 });
    expect(shardOf(id)).toBeNull();
    expect(shardOf(`${id}:shard:x`)).toBeNull();
  });
});

describe("the payer's quota across shards", () => {
  it('when shards read at once, then each starts and is capped at its share of the run, so together they never ask more than the run alone', () => {
    const research = { concurrency: 4, maxConcurrency: 16 } as ResearchDeps;
    for (const atOnce of [1, 2, 4]) {
      const share = shareOfQuota(research, atOnce);
      expect(share.concurrency * atOnce).toBeLessThanOrEqual(4);
      expect(share.maxConcurrency * atOnce).toBeLessThanOrEqual(16);
    }
    // No more shards at once than the run reads documents at once: one document at a time each.
    const deps = { research, shards: { threshold: 300, size: 200, atOnce: 8 } };
    expect(shardsAtOnce(deps, 50)).toBe(4);
    expect(shardsAtOnce(deps, 2)).toBe(2);
    expect(shareOfQuota(research, shardsAtOnce(deps, 50))).toMatchObject({
      concurrency: 1,
      maxConcurrency: 4,
    });
  });
});
