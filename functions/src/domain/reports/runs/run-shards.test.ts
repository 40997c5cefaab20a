import { beforeEach, describe, expect, it } from 'vitest';
import type { SqliteDocumentStore } from '../../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../../testing/manual-clock';
import { tempStores } from '../../../testing/temp-stores';
import { claimExecution, type Lease, type LeaseDeps, recoverExpired } from './run-lease';
import type { RunRecord } from './run-record';
import {
  claimShard,
  EXECUTION_SHARDS,
  finishShard,
  lookAtShards,
  planShards,
  type RunShard,
  SHARD_STOPPED,
  type ShardLease,
  shardId,
  shardRanges,
} from './run-shards';
import { RUNS } from './stored-run';

const LEASE_MS = 120_000;
const ID = 'run-1';
const used = (calls: number) => ({
  byStep: {
    extraction: { calls, input: calls * 10, output: calls, thinking: 0 },
    report: { calls: 0, input: 0, output: 0, thinking: 0 },
  },
  byModel: { 'gemini-2.5-flash': { calls, input: calls * 10, output: calls, thinking: 0 } },
});

const newStore = tempStores();
let store: SqliteDocumentStore;
let clock: ManualClock;
let deps: LeaseDeps;

beforeEach(() => {
  store = newStore();
  clock = new ManualClock();
  deps = { store, clock, leaseMs: LEASE_MS };
});

/** A queued run of `documentCount` documents, claimed: what splits it into shards. */
async function claimedRun(documentCount: number): Promise<Lease> {
  const now = clock.now().toISOString();
  const run = {
    ownerId: 'maya',
    savedReportId: 'report-1',
    chatSessionId: null,
    triggerSource: 'saved_report',
    executionStatus: 'pending',
    progress: 0,
    reportDetails: { query: 'What did the recall cost?', keywords: ['recall'] },
    documentCount,
    errorMessage: null,
    completion: null,
    attempt: 0,
    lostLeases: 0,
    leaseUntil: new Date(clock.now().getTime() + LEASE_MS).toISOString(),
    checkpoint: { documentsDone: 0 },
    notifyOnCompletion: false,
    createdAt: now,
    startedAt: null,
  } as unknown as RunRecord;
  await store.set(RUNS, ID, run);
  const claim = await claimExecution(deps, ID);
  if (claim.kind !== 'claimed') throw new Error(`expected a claim, got ${claim.kind}`);
  return claim.lease;
}

async function claimed(index: number): Promise<ShardLease> {
  const claim = await claimShard(deps, ID, index);
  if (claim.kind !== 'claimed') throw new Error(`expected shard ${index} claimed, got ${claim.kind}`);
  return claim.lease;
}

const shard = async (index: number) =>
  (await store.get<RunShard>(EXECUTION_SHARDS, shardId(ID, index))) as RunShard;

describe('splitting a run into shards', () => {
  it('when a run is split, then its documents fall in ranges of at most the shard size, as even as can be, each once', () => {
    expect(shardRanges(12, 4)).toEqual([
      { first: 0, end: 4 },
      { first: 4, end: 8 },
      { first: 8, end: 12 },
    ]);
    expect(shardRanges(301, 200)).toEqual([
      { first: 0, end: 150 },
      { first: 150, end: 301 },
    ]);
    const ranges = shardRanges(10_000, 200);
    expect(ranges).toHaveLength(50);
    expect(ranges.every((range, i) => range.first === (ranges[i - 1]?.end ?? 0))).toBe(true);
    expect(ranges.at(-1)?.end).toBe(10_000);
  });

  it('when the shards are planned, then only so many are queued at once and the run parks on them, holding no worker', async () => {
    const lease = await claimedRun(12);
    const plan = await planShards(deps, lease, { total: 12, size: 4, atOnce: 2, earlier: used(3) });
    expect(plan).toEqual({ count: 3, queued: [0, 1] });
    expect((await shard(0)).usage).toEqual(used(3));
    expect((await shard(2)).status).toBe('waiting');
    const run = (await store.get<RunRecord>(RUNS, ID)) as RunRecord;
    expect(run).toMatchObject({ shardCount: 3, waitingOnShards: true, executionStatus: 'running' });
    // Any message for a parked run may take it (to look at its shards), though its lease runs on.
    expect((await claimExecution(deps, ID)).kind).toBe('claimed');
  });
});

describe('the last shard decides the merge', () => {
  it('when every shard finishes at the same moment, then exactly one of them is the last, and each finish queues the next waiting shard once', async () => {
    const lease = await claimedRun(20);
    await planShards(deps, lease, { total: 20, size: 4, atOnce: 3 });
    const leases = await Promise.all([0, 1, 2].map(claimed));
    const ends = await Promise.all(
      leases.map((l) => finishShard(deps, l, { usage: used(4), failure: null })),
    );
    expect(ends.filter((end) => end.last)).toHaveLength(0);
    expect(ends.flatMap((end) => end.next).sort()).toEqual([3, 4]);
    const rest = await Promise.all([3, 4].map(claimed));
    const last = await Promise.all(rest.map((l) => finishShard(deps, l, { usage: used(4), failure: null })));
    expect(last.filter((end) => end.last)).toHaveLength(1);
  });

  it('when a shard was superseded, then its late finish writes nothing and decides nothing', async () => {
    const lease = await claimedRun(8);
    await planShards(deps, lease, { total: 8, size: 4, atOnce: 2 });
    const stale = await claimed(0);
    clock.advance(LEASE_MS + 1);
    expect((await claimShard(deps, ID, 0)).kind).toBe('claimed');
    await expect(finishShard(deps, stale, { usage: used(9), failure: null })).rejects.toThrow(/moved on/);
    expect((await shard(0)).status).toBe('running');
  });
});

describe('a shard that dies', () => {
  it('when its lease lapses, then the run looking at its shards queues that one again, alone, and fails it after three lost leases', async () => {
    const lease = await claimedRun(8);
    await planShards(deps, lease, { total: 8, size: 4, atOnce: 2 });
    await claimed(0);
    const healthy = await claimed(1);
    await finishShard(deps, healthy, { usage: used(4), failure: null });
    for (let lost = 1; lost <= 2; lost++) {
      clock.advance(LEASE_MS + 1);
      const look = await lookAtShards(deps, (await reclaim()).lease);
      expect(look).toEqual({ kind: 'parked', requeue: [0] });
      expect(await shard(0)).toMatchObject({ status: 'queued', lostLeases: lost });
      await claimed(0);
    }
    clock.advance(LEASE_MS + 1);
    const look = await lookAtShards(deps, (await reclaim()).lease);
    expect(look.kind).toBe('done');
    expect((await shard(0)).failure).toMatch(/interrupted 3 times/);
    expect((await shard(1)).attempt).toBe(1);
  });

  it('when the tick finds a parked run past its lease, then it sends it to look at its shards without counting a lost lease', async () => {
    const lease = await claimedRun(8);
    await planShards(deps, lease, { total: 8, size: 4, atOnce: 2 });
    clock.advance(LEASE_MS + 1);
    expect(await recoverExpired(deps, ID)).toBe('requeued');
    const run = (await store.get<RunRecord>(RUNS, ID)) as RunRecord;
    expect(run).toMatchObject({ executionStatus: 'running', lostLeases: 0, waitingOnShards: true });
  });
});

describe('Stop of a sharded run', () => {
  it('when the run is stopped while shards wait their turn, then the shard that ends marks them stopped and is the last', async () => {
    const lease = await claimedRun(12);
    await planShards(deps, lease, { total: 12, size: 4, atOnce: 1 });
    const first = await claimed(0);
    await store.update(RUNS, ID, { stopRequestedAt: clock.now().toISOString() });
    const end = await finishShard(deps, first, { usage: used(2), failure: SHARD_STOPPED });
    expect(end).toEqual({ last: true, next: [] });
    expect((await shard(2)).failure).toBe(SHARD_STOPPED);
    expect((await shard(0)).usage).toEqual(used(2));
    expect((await shard(1)).usage).toBeUndefined();
  });
});

describe('Stop of a sharded run paused by the daily limit', () => {
  it('when the run is stopped while its shards wait for the reset, then its look ends every idle shard stopped and the merge may go on at once', async () => {
    const lease = await claimedRun(8);
    await planShards(deps, lease, { total: 8, size: 4, atOnce: 2 });
    // Both shards went back to the queue held until the reset (shard-checkpoints.ts pauseShard).
    const reset = new Date(clock.now().getTime() + 8 * 3_600_000).toISOString();
    for (const index of [0, 1])
      await store.update(EXECUTION_SHARDS, shardId(ID, index), { leaseUntil: reset });
    await store.update(RUNS, ID, { stopRequestedAt: clock.now().toISOString() });
    const look = await lookAtShards(deps, (await reclaim()).lease);
    expect(look.kind).toBe('done');
    expect([(await shard(0)).failure, (await shard(1)).failure]).toEqual([SHARD_STOPPED, SHARD_STOPPED]);
  });
});

async function reclaim() {
  const claim = await claimExecution(deps, ID);
  if (claim.kind !== 'claimed') throw new Error(`expected the run claimed, got ${claim.kind}`);
  return claim;
}
