import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { JobQueue } from '../../ports/job-queue.port';

/**
 * accountJobs/{id}: the background work on a whole account (docs/architecture/accounts-and-data.md): building the
 * download of one's data, and deleting the account. Each is durable the way report runs are: a
 * worker claims it with a lease, records each step as it finishes it, and a job whose worker died
 * is claimed again by the tick once its lease runs out, going on from the first step not recorded.
 */
export const ACCOUNT_JOBS = 'accountJobs';

export type AccountJobKind = 'data-export' | 'account-deletion';

export interface AccountJobDoc {
  kind: AccountJobKind;
  ownerId: string;
  /** queued: waiting for a worker (or a retry); running: a worker holds the lease. */
  status: 'queued' | 'running' | 'done' | 'failed';
  /** When the holder's lease ends (running), or when a queued job is next due. */
  leaseUntil: string;
  attempts: number;
  /** Steps finished, by name, with when; a claimed once-only step is here before it runs. */
  steps: Record<string, string>;
  progress: { done: number; total: number };
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  /** Why it failed for good, in words for the person. */
  error: string | null;
  /** What the job's kind needs to know (the data export's file, the deletion's e-mail, ...). */
  input: Record<string, unknown>;
  [key: string]: unknown;
}

/** How long a worker holds a job before the tick may hand it to another. */
export const ACCOUNT_JOB_LEASE_MS = 120_000;
/**
 * Attempts before a job fails for good (each attempt goes on from the last finished step). A
 * download that cannot be built fails and may be asked for again; a deletion never gives up (the
 * terms promise it, and sign-in waits for it): it keeps retrying, every 30 minutes at the longest,
 * each failure logged for an operator.
 */
export const MAX_ACCOUNT_JOB_ATTEMPTS: Record<AccountJobKind, number> = {
  'data-export': 8,
  'account-deletion': Number.POSITIVE_INFINITY,
};

export interface AccountJobStore {
  store: DocumentStore;
  clock: Clock;
  /** Hands a job id to a worker (the account-jobs Pub/Sub topic, or the local process). */
  accountQueue: JobQueue;
}

/** A new job record, queued now. */
export function newAccountJob(
  kind: AccountJobKind,
  ownerId: string,
  now: Date,
  input: Record<string, unknown> = {},
): AccountJobDoc {
  const at = now.toISOString();
  return {
    kind,
    ownerId,
    status: 'queued',
    leaseUntil: at,
    attempts: 0,
    steps: {},
    progress: { done: 0, total: 0 },
    createdAt: at,
    updatedAt: at,
    finishedAt: null,
    error: null,
    input,
  };
}

/**
 * Takes the job for this worker: only a queued job that is due, or a running one whose lease ran
 * out. Null when another worker holds it, it is not due yet, or it is over.
 */
export async function claimAccountJob(
  deps: Pick<AccountJobStore, 'store' | 'clock'>,
  id: string,
  leaseMs = ACCOUNT_JOB_LEASE_MS,
): Promise<AccountJobDoc | null> {
  const now = deps.clock.now();
  return deps.store.runTransaction(async (tx) => {
    const job = await tx.get<AccountJobDoc>(ACCOUNT_JOBS, id);
    if (!job || job.status === 'done' || job.status === 'failed') return null;
    if (job.leaseUntil > now.toISOString()) return null;
    const claimed: AccountJobDoc = {
      ...job,
      status: 'running',
      attempts: job.attempts + 1,
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
      updatedAt: now.toISOString(),
    };
    tx.set(ACCOUNT_JOBS, id, claimed);
    return claimed;
  });
}

/** Jobs whose worker is gone (lease over) or whose retry is due, handed to a worker again. */
export async function recoverAccountJobs(deps: AccountJobStore): Promise<{ requeued: number }> {
  const now = deps.clock.now().toISOString();
  let requeued = 0;
  for (const status of ['queued', 'running'] as const) {
    const due = await deps.store.query<AccountJobDoc>(ACCOUNT_JOBS, {
      where: [
        { field: 'status', op: '==', value: status },
        { field: 'leaseUntil', op: '<=', value: now },
      ],
      orderBy: [{ field: 'leaseUntil', direction: 'asc' }],
      limit: 100,
    });
    for (const job of due) {
      await deps.accountQueue.enqueue(job.id);
      requeued += 1;
    }
  }
  return { requeued };
}
