import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../testing/manual-clock';
import { tempStores } from '../../testing/temp-stores';
import {
  ACCOUNT_JOB_LEASE_MS,
  ACCOUNT_JOBS,
  type AccountJobDoc,
  MAX_ACCOUNT_JOB_ATTEMPTS,
  newAccountJob,
  recoverAccountJobs,
} from './account-jobs';
import {
  type AccountJobHandler,
  type AccountJobRunDeps,
  type JobContext,
  PermanentJobError,
  runAccountJob,
} from './run-account-job';

const openStore = tempStores();
const ID = 'job-1';
let clock: ManualClock;
let deps: AccountJobRunDeps;
let logged: string[];
let handler: AccountJobHandler;

beforeEach(async () => {
  clock = new ManualClock();
  logged = [];
  handler = async () => {};
  deps = {
    store: openStore(),
    clock,
    log: { error: (event) => logged.push(event) },
    handlers: { 'data-export': (job) => handler(job), 'account-deletion': (job) => handler(job) },
  };
  await deps.store.set(ACCOUNT_JOBS, ID, newAccountJob('data-export', 'maya', clock.now()));
});

const job = async () => (await deps.store.get<AccountJobDoc>(ACCOUNT_JOBS, ID))!;

/** A worker that dies: its handler never returns, and the lease it holds runs out. */
async function crashDuring(work: (job: JobContext) => Promise<void>) {
  handler = async (context) => {
    await work(context);
    throw Object.assign(new Error('process killed'), { crash: true });
  };
  // A real crash leaves the job running with its lease: put it back as the dead worker left it.
  await runAccountJob(deps, ID);
  const left = await job();
  await deps.store.set(ACCOUNT_JOBS, ID, {
    ...left,
    status: 'running',
    leaseUntil: new Date(clock.now().getTime() + ACCOUNT_JOB_LEASE_MS).toISOString(),
  });
}

describe('account jobs', () => {
  it('when a job runs to its end, then its steps are recorded and it is done', async () => {
    handler = async (context) => {
      await context.step('first', async () => {});
      await context.progress(3, 10);
    };

    await runAccountJob(deps, ID);

    const done = await job();
    expect(done.status).toBe('done');
    expect(Object.keys(done.steps)).toEqual(['first']);
    expect(done.progress).toEqual({ done: 3, total: 10 });
    expect(done.finishedAt).toBe(clock.now().toISOString());
  });

  it('when the worker dies midway and the tick hands the job on, then it goes on from the first step not recorded and runs once-only steps once', async () => {
    const ran: string[] = [];
    await crashDuring(async (context) => {
      await context.step('a', async () => ran.push('a'));
      await context.once('mail', async () => {
        ran.push('mail');
        throw new Error('killed while sending');
      });
    });
    clock.advance(ACCOUNT_JOB_LEASE_MS + 1);
    const enqueued: string[] = [];
    handler = async (context) => {
      await context.step('a', async () => ran.push('a again'));
      await context.once('mail', async () => {
        ran.push('mail again');
      });
      await context.step('b', async () => ran.push('b'));
    };

    await recoverAccountJobs({ ...deps, accountQueue: { enqueue: async (id) => void enqueued.push(id) } });
    for (const id of enqueued) await runAccountJob(deps, id);

    expect(enqueued).toEqual([ID]);
    expect(ran).toEqual(['a', 'mail', 'b']);
    expect((await job()).status).toBe('done');
  });

  it('when another worker holds the lease, then a second delivery of the message does nothing', async () => {
    let runs = 0;
    let release: () => void = () => {};
    handler = async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    };

    const first = runAccountJob(deps, ID);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await runAccountJob(deps, ID);
    release();
    await first;

    expect(runs).toBe(1);
    expect((await job()).attempts).toBe(1);
  });

  it('when an attempt fails, then the job waits and is retried, and fails for good after the last attempt with words for the person', async () => {
    handler = async () => {
      throw new Error('Stripe is down');
    };

    await runAccountJob(deps, ID);
    const waiting = await job();
    await runAccountJob(deps, ID);

    expect(waiting.status).toBe('queued');
    expect(waiting.leaseUntil > clock.now().toISOString()).toBe(true);
    expect((await job()).attempts).toBe(1);
    for (let attempt = 1; attempt < MAX_ACCOUNT_JOB_ATTEMPTS['data-export']; attempt += 1) {
      clock.advance(31 * 60_000);
      await runAccountJob(deps, ID);
    }
    const failed = await job();
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('Something went wrong. Please try again.');
    expect(logged.filter((event) => event === 'account_job_failed')).toHaveLength(
      MAX_ACCOUNT_JOB_ATTEMPTS['data-export'],
    );
  });

  it('when a deletion keeps failing, then it is never given up: it waits at most 30 minutes and tries again', async () => {
    await deps.store.set(ACCOUNT_JOBS, ID, newAccountJob('account-deletion', 'maya', clock.now()));
    handler = async () => {
      throw new Error('Stripe is down');
    };

    for (let attempt = 0; attempt < 20; attempt += 1) {
      await runAccountJob(deps, ID);
      clock.advance(30 * 60_000);
    }

    expect(await job()).toMatchObject({ status: 'queued', attempts: 20, error: null });
  });

  it('when a handler fails permanently, then the job fails at once with its message', async () => {
    handler = async () => {
      throw new PermanentJobError('Your account has no data yet.');
    };

    await runAccountJob(deps, ID);

    expect(await job()).toMatchObject({
      status: 'failed',
      error: 'Your account has no data yet.',
      attempts: 1,
    });
  });

  it('when the worker outlived its lease and another took the job, then its next write stops it and the other finishes', async () => {
    const ran: string[] = [];
    let resume: () => void = () => {};
    handler = async (context) => {
      ran.push(`start ${context.job.attempts}`);
      if (context.job.attempts === 1) await new Promise<void>((resolve) => (resume = resolve));
      await context.step('work', async () => ran.push(`work ${context.job.attempts}`));
    };

    const slow = runAccountJob(deps, ID);
    await new Promise((resolve) => setTimeout(resolve, 50));
    clock.advance(ACCOUNT_JOB_LEASE_MS + 1);
    await runAccountJob(deps, ID);
    resume();
    await slow;

    expect(ran).toEqual(['start 1', 'start 2', 'work 2', 'work 1']);
    expect(await job()).toMatchObject({ status: 'done', attempts: 2 });
  });
});
