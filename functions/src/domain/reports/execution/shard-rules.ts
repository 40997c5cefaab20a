import type { ResearchDeps } from '../../research/research-deps';
import type { ReportDeps } from '../report-deps';

/**
 * A queued run past this many documents is read in shards (docs/architecture/runs.md). Below it
 * a run fits one worker invocation: realistic documents were measured at about 1 s each with the
 * model at 100 ms on a loaded machine (docs/benchmarks.md), so 300 take some 5 minutes, inside the
 * reportWorker's 9-minute limit with room; past it, one invocation would hand back several times.
 */
export const SHARD_THRESHOLD = 300;
/** Documents a shard reads: two thirds of the threshold, so a shard always fits one invocation. */
export const SHARD_SIZE = 200;
/** Shards read at once when nothing says otherwise (the local queue's default worker count). */
export const SHARDS_AT_ONCE = 2;

export const shardRules = (deps: Pick<ReportDeps, 'shards'>) =>
  deps.shards ?? { threshold: SHARD_THRESHOLD, size: SHARD_SIZE, atOnce: SHARDS_AT_ONCE };

/**
 * Shards of a run read at once: the rule's number, no more than the run has shards, nor more than
 * the run's starting concurrency (each shard reads at least one document at a time).
 */
export function shardsAtOnce(deps: Pick<ReportDeps, 'shards' | 'research'>, shardCount: number): number {
  return Math.max(1, Math.min(shardRules(deps).atOnce, shardCount, deps.research.concurrency));
}

/** A shard's queue message: the run's id and the shard's number, on the runs' own queue. */
const SHARD_MARK = ':shard:';

export const shardMessage = (executionId: string, index: number) => `${executionId}${SHARD_MARK}${index}`;

/** The run and shard a message names, or null for a run's own message. */
export function shardOf(message: string): { executionId: string; index: number } | null {
  const at = message.lastIndexOf(SHARD_MARK);
  if (at < 0) return null;
  const index = Number(message.slice(at + SHARD_MARK.length));
  return Number.isInteger(index) && index >= 0 ? { executionId: message.slice(0, at), index } : null;
}

/**
 * The payer's Gemini quota is shared, not multiplied: each of the `atOnce` shards reading together
 * starts and is capped at its share of the run's concurrency, so together they never ask more at
 * once than the run alone would have.
 */
export function shareOfQuota(research: ResearchDeps, atOnce: number): ResearchDeps {
  const share = (n: number) => Math.max(1, Math.floor(n / Math.max(1, atOnce)));
  return {
    ...research,
    concurrency: share(research.concurrency),
    maxConcurrency: share(research.maxConcurrency),
  };
}
