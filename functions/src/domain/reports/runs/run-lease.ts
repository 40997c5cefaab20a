import type { Clock } from '../../../ports/clock.port';
import type { DocumentStore, TransactionContext } from '../../../ports/document-store.port';
import { AppError } from '../../shared/app-error';
import { updateRunIn } from './run-patches';
import { getRun } from './run-reads';
import { isTerminal, MAX_ATTEMPTS, type RunRecord } from './run-record';

/**
 * Leases and fencing (docs/architecture/runs.md). A worker owns a run while `executionStatus` is running,
 * `attempt` is the number it claimed with and the lease has not run out. Every write it makes is
 * checked against that in the same transaction, so a stale worker (paused, or presumed dead and
 * replaced) can never overwrite a newer attempt's work.
 */
export interface Lease {
  executionId: string;
  attempt: number;
}

export interface LeaseDeps {
  store: DocumentStore;
  clock: Clock;
  leaseMs: number;
}

/** The attempt no longer owns the run; the holder must stop without writing. */
export class Superseded extends AppError {
  constructor(executionId: string) {
    super({ code: 'EXECUTION.SUPERSEDED', httpStatus: 409, message: `Execution ${executionId} moved on` });
  }
}

export const isSuperseded = (error: unknown): error is Superseded => error instanceof Superseded;

/** When a lease taken now runs out. */
export function leaseEnd(deps: Pick<LeaseDeps, 'clock' | 'leaseMs'>): string {
  return new Date(deps.clock.now().getTime() + deps.leaseMs).toISOString();
}

export type Claim =
  | { kind: 'claimed'; lease: Lease; execution: RunRecord }
  | { kind: 'finished'; execution: RunRecord }
  | { kind: 'busy' }
  | { kind: 'missing' };

/**
 * Takes the run if it is pending, or running with a lapsed lease. A finished run is handed back
 * as is (its notification may still be owed); one another worker holds is left alone.
 */
export async function claimExecution(deps: LeaseDeps, executionId: string): Promise<Claim> {
  return deps.store.runTransaction(async (tx): Promise<Claim> => {
    const doc = await getRun(tx, executionId);
    if (!doc) return { kind: 'missing' };
    if (isTerminal(doc.executionStatus)) return { kind: 'finished', execution: doc };
    const now = deps.clock.now().toISOString();
    // A run parked on its shards has no worker: any message may take it to look at them.
    const held =
      doc.executionStatus === 'running' &&
      doc.leaseUntil !== null &&
      doc.leaseUntil > now &&
      !doc.waitingOnShards;
    // Paused by Gemini's daily limit (daily-pause.ts): a stray message waits for the reset too.
    const paused = typeof doc.pausedUntil === 'string' && doc.pausedUntil > now;
    if (held || paused) return { kind: 'busy' };
    const attempt = doc.attempt + 1;
    const patch = {
      executionStatus: 'running' as const,
      attempt,
      leaseUntil: leaseEnd(deps),
      startedAt: doc.startedAt ?? now,
      ...(doc.pausedUntil ? { pausedUntil: null } : {}),
      ...(doc.waitingOnShards ? { waitingOnShards: false } : {}),
    };
    updateRunIn(tx, executionId, patch);
    return { kind: 'claimed', lease: { executionId, attempt }, execution: { ...doc, ...patch } };
  });
}

/** Reads the run inside a transaction and throws Superseded unless `lease` still owns it. */
export async function fencedGet(tx: TransactionContext, lease: Lease): Promise<RunRecord> {
  const doc = await getRun(tx, lease.executionId);
  if (!doc || doc.attempt !== lease.attempt || doc.executionStatus !== 'running') {
    throw new Superseded(lease.executionId);
  }
  return doc;
}

/** Writes `patch` (computed from the current document) only if `lease` still owns the run. */
export async function fencedUpdate(
  deps: LeaseDeps,
  lease: Lease,
  patch: (doc: RunRecord) => Partial<RunRecord>,
): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    const doc = await fencedGet(tx, lease);
    updateRunIn(tx, lease.executionId, patch(doc));
  });
}

/** Extends the lease; throws Superseded when the run was taken from this attempt. */
export function renewLease(deps: LeaseDeps, lease: Lease): Promise<void> {
  return fencedUpdate(deps, lease, () => ({ leaseUntil: leaseEnd(deps) }));
}

/** Hands the run back unfinished (a cloud invocation near its time limit) without using an attempt. */
export function releaseLease(deps: LeaseDeps, lease: Lease): Promise<void> {
  return fencedUpdate(deps, lease, () => ({ executionStatus: 'pending', leaseUntil: leaseEnd(deps) }));
}

export type Recovery = 'requeued' | 'failed' | 'untouched';

export const TOO_MANY_ATTEMPTS =
  'The report could not be completed: it was interrupted 3 times. Please run it again.';

/**
 * The tick's part: a run whose lease ran out is handed to a new attempt, or failed once it has
 * lost MAX_ATTEMPTS leases. A pending run whose message was lost is simply re-queued: no attempt
 * was spent on it.
 */
export async function recoverExpired(deps: LeaseDeps, executionId: string): Promise<Recovery> {
  return deps.store.runTransaction(async (tx): Promise<Recovery> => {
    const doc = await getRun(tx, executionId);
    const now = deps.clock.now().toISOString();
    if (!doc || isTerminal(doc.executionStatus) || (doc.leaseUntil !== null && doc.leaseUntil > now)) {
      return 'untouched';
    }
    // Parked on its shards, the run held no worker: it is sent to look at them again, running still.
    if (doc.waitingOnShards) {
      updateRunIn(tx, executionId, { leaseUntil: leaseEnd(deps) });
      return 'requeued';
    }
    // Only a worker that died holding the run costs an attempt; a pending run's lapse means its
    // queue message was lost (before any claim, or after a re-queue or a hand-back).
    const waiting = doc.executionStatus === 'pending';
    const lostLeases = waiting ? doc.lostLeases : doc.lostLeases + 1;
    if (lostLeases >= MAX_ATTEMPTS) {
      updateRunIn(tx, executionId, {
        executionStatus: 'failed',
        errorMessage: TOO_MANY_ATTEMPTS,
        notificationOwed: doc.notifyOnCompletion,
        lostLeases,
        attempt: doc.attempt + 1,
        leaseUntil: null,
        finishedAt: now,
      });
      return 'failed';
    }
    updateRunIn(tx, executionId, {
      executionStatus: 'pending',
      lostLeases,
      // Raising the fence here stops a worker that was only slow from writing after its lease.
      attempt: waiting ? doc.attempt : doc.attempt + 1,
      leaseUntil: leaseEnd(deps),
    });
    return 'requeued';
  });
}
