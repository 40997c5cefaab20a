import type { RunUsage } from '@quarry/contracts/usage';
import type { DocumentStore, TransactionContext } from '../../../ports/document-store.port';
import { fencedGet, type Lease, type LeaseDeps, leaseEnd, Superseded } from './run-lease';
import { updateRunIn } from './run-patches';
import { getRun } from './run-reads';
import { isTerminal, MAX_ATTEMPTS, type RunRecord } from './run-record';

/**
 * executionShards/{executionId}_s{index}: one shard of a large run (docs/architecture/runs.md).
 * A shard is a range of the run's documents read by its own queue message, with its own lease and
 * attempt (fenced like a run's), its own count of documents done and its own model use, saved with
 * its checkpoints; the run's usage is the shards' sum at the merge, so a retried shard counts once.
 */
export const EXECUTION_SHARDS = 'executionShards';

export type ShardUsage = Pick<RunUsage, 'byStep' | 'byModel'>;

/** waiting: not queued yet (only so many read at once); queued, running, then done. */
export type ShardStatus = 'waiting' | 'queued' | 'running' | 'done';

export interface RunShard {
  executionId: string;
  ownerId: string;
  createdAt: string;
  index: number;
  /** The shard's documents: the run's list from `first` up to, not including, `end`. */
  first: number;
  end: number;
  status: ShardStatus;
  attempt: number;
  lostLeases: number;
  leaseUntil: string | null;
  documentsDone: number;
  usage?: ShardUsage;
  /** Why it ended without reading all its documents (SHARD_STOPPED or a failure's message). */
  failure: string | null;
  [key: string]: unknown;
}

export interface ShardLease extends Lease {
  index: number;
}

/** A shard's failure when its run was stopped. */
export const SHARD_STOPPED = 'stopped';
const SHARD_LOST =
  'The report could not be completed: a part of it was interrupted 3 times. Please run it again.';

export const shardId = (executionId: string, index: number) => `${executionId}_s${index}`;
const shardIds = (executionId: string, count: number) =>
  Array.from({ length: count }, (_, index) => shardId(executionId, index));

/** `total` documents in ranges of at most `size`, as even as can be (200 + 101 reads better as 151 + 150). */
export function shardRanges(total: number, size: number): { first: number; end: number }[] {
  const count = Math.max(1, Math.ceil(total / Math.max(1, size)));
  return Array.from({ length: count }, (_, index) => ({
    first: Math.floor((index * total) / count),
    end: Math.floor(((index + 1) * total) / count),
  }));
}

export async function readShards(store: Pick<DocumentStore, 'getAll'>, executionId: string, count: number) {
  const shards = await store.getAll<RunShard>(EXECUTION_SHARDS, shardIds(executionId, count));
  return shards.filter((shard): shard is RunShard => shard !== null);
}

async function shardsIn(tx: TransactionContext, executionId: string, count: number) {
  const shards = await Promise.all(
    shardIds(executionId, count).map((id) => tx.get<RunShard>(EXECUTION_SHARDS, id)),
  );
  return shards.filter((shard): shard is RunShard => shard !== null);
}

/**
 * Splits the run (fenced on its lease): writes its shards, the first `atOnce` queued, and parks the
 * run on them. `earlier`: what attempts before the split spent, carried by the first shard. Returns
 * how many shards and those to enqueue.
 */
export async function planShards(
  deps: LeaseDeps,
  lease: Lease,
  plan: { total: number; size: number; atOnce: number; earlier?: ShardUsage },
): Promise<{ count: number; queued: number[] }> {
  return deps.store.runTransaction(async (tx) => {
    const run = await fencedGet(tx, lease);
    const ranges = shardRanges(plan.total, plan.size);
    ranges.forEach((range, index) => {
      const shard: RunShard = {
        executionId: lease.executionId,
        ownerId: run.ownerId,
        createdAt: run.createdAt,
        index,
        ...range,
        status: index < plan.atOnce ? 'queued' : 'waiting',
        attempt: 0,
        lostLeases: 0,
        leaseUntil: index < plan.atOnce ? leaseEnd(deps) : null,
        documentsDone: 0,
        ...(index === 0 && plan.earlier ? { usage: plan.earlier } : {}),
        failure: null,
      };
      tx.set(EXECUTION_SHARDS, shardId(lease.executionId, index), shard);
    });
    updateRunIn(tx, lease.executionId, { shardCount: ranges.length, ...parked(deps) });
    const queued = ranges.map((_, index) => index).filter((index) => index < plan.atOnce);
    return { count: ranges.length, queued };
  });
}

const parked = (deps: LeaseDeps) => ({ waitingOnShards: true, leaseUntil: leaseEnd(deps) });

export type ShardClaim =
  | { kind: 'claimed'; lease: ShardLease; shard: RunShard; run: RunRecord }
  | { kind: 'busy' | 'done' | 'gone' };

/** Takes a shard that is not done and not held; a shard of a run that ended or is gone is left. */
export async function claimShard(deps: LeaseDeps, executionId: string, index: number): Promise<ShardClaim> {
  return deps.store.runTransaction(async (tx): Promise<ShardClaim> => {
    const run = await getRun(tx, executionId);
    const shard = await tx.get<RunShard>(EXECUTION_SHARDS, shardId(executionId, index));
    if (!run || !shard || isTerminal(run.executionStatus)) return { kind: 'gone' };
    if (shard.status === 'done') return { kind: 'done' };
    const now = deps.clock.now().toISOString();
    // Paused by Gemini's daily limit (execution/daily-pause.ts): a stray message waits for the reset.
    if (typeof run.pausedUntil === 'string' && run.pausedUntil > now) return { kind: 'busy' };
    if (shard.status === 'running' && shard.leaseUntil !== null && shard.leaseUntil > now)
      return { kind: 'busy' };
    const patch = { status: 'running' as const, attempt: shard.attempt + 1, leaseUntil: leaseEnd(deps) };
    tx.update(EXECUTION_SHARDS, shardId(executionId, index), patch);
    return {
      kind: 'claimed',
      lease: { executionId, index, attempt: patch.attempt },
      shard: { ...shard, ...patch },
      run,
    };
  });
}

/** The shard inside a transaction; throws Superseded unless `lease` still holds it and its run goes on. */
export async function fencedShard(tx: TransactionContext, lease: ShardLease) {
  const shard = await tx.get<RunShard>(EXECUTION_SHARDS, shardId(lease.executionId, lease.index));
  const run = await getRun(tx, lease.executionId);
  const held = shard?.attempt === lease.attempt && shard.status === 'running';
  if (!shard || !run || !held || isTerminal(run.executionStatus)) throw new Superseded(lease.executionId);
  return { shard, run };
}

export function updateShardIn(tx: TransactionContext, lease: ShardLease, patch: Partial<RunShard>): void {
  tx.update(EXECUTION_SHARDS, shardId(lease.executionId, lease.index), patch);
}

/** Extends the shard's lease (throws Superseded when it was taken); `release` hands it back to the queue. */
export async function renewShard(deps: LeaseDeps, lease: ShardLease, release = false): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    await fencedShard(tx, lease);
    updateShardIn(tx, lease, {
      leaseUntil: leaseEnd(deps),
      ...(release ? { status: 'queued' as const } : {}),
    });
  });
}

/**
 * Ends the shard (fenced): done, with its model use and failure. In the same transaction the next
 * waiting shard is queued (all of them, marked stopped, once the run is stopped), and the shard that
 * finds every other done is the last: it alone sends the run to its merge.
 */
export async function finishShard(
  deps: LeaseDeps,
  lease: ShardLease,
  end: { usage: ShardUsage; failure: string | null },
): Promise<{ last: boolean; next: number[] }> {
  return deps.store.runTransaction(async (tx) => {
    const { run } = await fencedShard(tx, lease);
    const others = (await shardsIn(tx, lease.executionId, run.shardCount ?? 0)).filter(
      (s) => s.index !== lease.index,
    );
    updateShardIn(tx, lease, { status: 'done', leaseUntil: null, usage: end.usage, failure: end.failure });
    const waiting = others.filter((shard) => shard.status === 'waiting');
    if (run.stopRequestedAt) {
      for (const shard of waiting)
        tx.update(EXECUTION_SHARDS, shardId(lease.executionId, shard.index), stoppedShard);
      return {
        last: others.every((shard) => shard.status === 'done' || shard.status === 'waiting'),
        next: [],
      };
    }
    const next = waiting.slice(0, 1).map((shard) => shard.index);
    for (const index of next) tx.update(EXECUTION_SHARDS, shardId(lease.executionId, index), queued(deps));
    return { last: others.every((shard) => shard.status === 'done'), next };
  });
}

const stoppedShard = { status: 'done', leaseUntil: null, failure: SHARD_STOPPED } as const;
const queued = (deps: LeaseDeps) => ({ status: 'queued' as const, leaseUntil: leaseEnd(deps) });

export type ShardsState = { kind: 'done'; shards: RunShard[] } | { kind: 'parked'; requeue: number[] };

/**
 * The run's look at its shards (fenced on its lease): all done, the merge may go on; otherwise the
 * run parks on them again, and a shard whose lease lapsed (a dead worker, or a lost message) is
 * queued again, alone, or ended after MAX_ATTEMPTS lost leases. A stopped run's idle shards end.
 */
export async function lookAtShards(deps: LeaseDeps, lease: Lease): Promise<ShardsState> {
  return deps.store.runTransaction(async (tx): Promise<ShardsState> => {
    const run = await fencedGet(tx, lease);
    const shards = await shardsIn(tx, lease.executionId, run.shardCount ?? 0);
    const now = deps.clock.now().toISOString();
    const requeue: number[] = [];
    // Stopped: the shards no worker holds end now (one paused till the reset too); running ones hear it.
    if (run.stopRequestedAt) {
      for (const shard of shards.filter((s) => s.status === 'waiting' || s.status === 'queued')) {
        tx.update(EXECUTION_SHARDS, shardId(lease.executionId, shard.index), stoppedShard);
        Object.assign(shard, stoppedShard);
      }
    }
    const lapsed = (shard: RunShard) => shard.leaseUntil !== null && shard.leaseUntil <= now;
    for (const shard of shards.filter(
      (s) => (s.status === 'queued' || s.status === 'running') && lapsed(s),
    )) {
      const lostLeases = shard.status === 'running' ? shard.lostLeases + 1 : shard.lostLeases;
      const patch =
        lostLeases >= MAX_ATTEMPTS
          ? { status: 'done' as const, leaseUntil: null, failure: SHARD_LOST, lostLeases }
          : { ...queued(deps), lostLeases, attempt: shard.attempt + 1 };
      tx.update(EXECUTION_SHARDS, shardId(lease.executionId, shard.index), patch);
      Object.assign(shard, patch);
      if (patch.status === 'queued') requeue.push(shard.index);
    }
    if (shards.every((shard) => shard.status === 'done')) return { kind: 'done', shards };
    updateRunIn(tx, lease.executionId, parked(deps));
    return { kind: 'parked', requeue };
  });
}

export async function deleteShards(store: DocumentStore, executionId: string, count: number): Promise<void> {
  if (count > 0) await store.deleteMany(EXECUTION_SHARDS, shardIds(executionId, count));
}
