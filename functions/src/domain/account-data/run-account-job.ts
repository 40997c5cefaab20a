import { logEvent, type Writes } from '../../log-events';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import {
  ACCOUNT_JOB_LEASE_MS,
  ACCOUNT_JOBS,
  type AccountJobDoc,
  type AccountJobKind,
  claimAccountJob,
  MAX_ACCOUNT_JOB_ATTEMPTS,
} from './account-jobs';

/** What a job's kind does with the job it is given; it throws to be retried. */
export type AccountJobHandler = (job: JobContext) => Promise<void>;

export interface AccountJobRunDeps {
  store: DocumentStore;
  clock: Clock;
  log: Writes<'error'>;
  handlers: Record<AccountJobKind, AccountJobHandler>;
  leaseMs?: number;
}

/** Another worker holds the job now (this one's lease ran out): this one stops at once. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

/**
 * Not a failure: the job must wait for something (a run of the person's to stop) and go on after
 * `delayMs`. It is queued again without counting against its attempts' limit or being logged.
 */
export class RetryLaterError extends Error {
  override name = 'RetryLaterError';
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

/** A failure the job must not retry: it fails for good with this message for the person. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * The job as its handler sees it: its record, and the two ways to do work that survives a crash.
 * Every write checks the lease is still this worker's, and renews it.
 */
export class JobContext {
  constructor(
    private readonly deps: AccountJobRunDeps,
    readonly id: string,
    private doc: AccountJobDoc,
  ) {}

  get job(): AccountJobDoc {
    return this.doc;
  }

  /**
   * Runs `work` unless a finished attempt recorded it; records it after. At least once: `work`
   * must be harmless to repeat (a crash between it and the record runs it again).
   */
  async step<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    if (this.doc.steps[name]) return undefined;
    const result = await work();
    await this.write({ steps: { ...this.doc.steps, [name]: this.now() } });
    return result;
  }

  /**
   * Runs `work` at most once: the step is recorded before it runs, so a crash during it never
   * runs it again (for an e-mail, a lost one is better than two). Answers whether it ran.
   */
  async once(name: string, work: () => Promise<void>): Promise<boolean> {
    if (this.doc.steps[name]) return false;
    await this.write({ steps: { ...this.doc.steps, [name]: this.now() } });
    await work();
    return true;
  }

  /** Records how far the job is, and keeps the lease. */
  async progress(done: number, total: number): Promise<void> {
    await this.write({ progress: { done, total } });
  }

  /** Merges fields into the job's record (a kind's own results), keeping the lease. */
  async record(fields: Record<string, unknown>): Promise<void> {
    await this.write(fields);
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  private async write(patch: Partial<AccountJobDoc>): Promise<void> {
    const now = this.deps.clock.now();
    const leaseUntil = new Date(now.getTime() + (this.deps.leaseMs ?? ACCOUNT_JOB_LEASE_MS)).toISOString();
    const attempt = this.doc.attempts;
    this.doc = await this.deps.store.runTransaction(async (tx) => {
      const current = await tx.get<AccountJobDoc>(ACCOUNT_JOBS, this.id);
      if (!holds(current, attempt)) throw new LeaseLostError();
      const next = { ...current, ...patch, leaseUntil, updatedAt: now.toISOString() };
      tx.set(ACCOUNT_JOBS, this.id, next);
      return next;
    });
  }
}

/** Whether the job is still this attempt's: running, under the attempt that claimed it. */
function holds(current: AccountJobDoc | null, attempt: number): current is AccountJobDoc {
  return current?.status === 'running' && current.attempts === attempt;
}

/** How long a failed attempt waits before the next: 30 s, 1 min, 2 min, ... up to 30 min. */
function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 30 * 60_000);
}

/**
 * Runs one account job (a queue message or the tick handed over its id): claims it, lets its
 * kind's handler work from the first step not yet recorded, and ends it. A failure is retried
 * with a delay until its kind's MAX_ACCOUNT_JOB_ATTEMPTS; a PermanentJobError fails it at once.
 */
export async function runAccountJob(deps: AccountJobRunDeps, id: string): Promise<void> {
  const claimed = await claimAccountJob(deps, id, deps.leaseMs);
  if (!claimed) return;
  const context = new JobContext(deps, id, claimed);
  try {
    await deps.handlers[claimed.kind](context);
    await end(deps, id, claimed.attempts, { status: 'done', finishedAt: deps.clock.now().toISOString() });
  } catch (error) {
    if (error instanceof LeaseLostError) return;
    if (error instanceof RetryLaterError) {
      const due = new Date(deps.clock.now().getTime() + error.delayMs).toISOString();
      await end(deps, id, claimed.attempts, {
        status: 'queued',
        leaseUntil: due,
        attempts: claimed.attempts - 1,
      });
      return;
    }
    const cause = error instanceof Error ? error.message : String(error);
    const final =
      error instanceof PermanentJobError || claimed.attempts >= MAX_ACCOUNT_JOB_ATTEMPTS[claimed.kind];
    logEvent.accountJobFailed(deps.log, {
      jobId: id,
      kind: claimed.kind,
      attempts: claimed.attempts,
      final,
      cause,
    });
    const now = deps.clock.now();
    await end(
      deps,
      id,
      claimed.attempts,
      final
        ? {
            status: 'failed',
            finishedAt: now.toISOString(),
            error:
              error instanceof PermanentJobError ? error.message : 'Something went wrong. Please try again.',
          }
        : {
            status: 'queued',
            leaseUntil: new Date(now.getTime() + retryDelayMs(claimed.attempts)).toISOString(),
          },
    );
  }
}

/** Ends this attempt, unless the job has meanwhile gone to another worker (or been removed). */
async function end(deps: AccountJobRunDeps, id: string, attempt: number, patch: Partial<AccountJobDoc>) {
  const now = deps.clock.now().toISOString();
  await deps.store.runTransaction(async (tx) => {
    const current = await tx.get<AccountJobDoc>(ACCOUNT_JOBS, id);
    if (!holds(current, attempt)) return;
    tx.set(ACCOUNT_JOBS, id, { ...current, ...patch, updatedAt: now });
  });
}
