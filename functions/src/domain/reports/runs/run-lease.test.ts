import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../../testing/manual-clock';
import { tempDir } from '../../../testing/temp-dir';
import {
  claimExecution,
  fencedUpdate,
  type LeaseDeps,
  recoverExpired,
  Superseded,
  TOO_MANY_ATTEMPTS,
} from './run-lease';
import type { RunRecord } from './run-record';
import { RUNS as EXECUTIONS } from './stored-run';

const LEASE_MS = 120_000;
const ID = 'run-1';

let temp: ReturnType<typeof tempDir>;
let store: SqliteDocumentStore;
let clock: ManualClock;
let deps: LeaseDeps;

beforeEach(() => {
  temp = tempDir('quarry-lease-');
  store = new SqliteDocumentStore({ file: path.join(temp.dir, 'quarry.db') });
  clock = new ManualClock();
  deps = { store, clock, leaseMs: LEASE_MS };
});
afterEach(async () => {
  await store.close();
  temp.remove();
});

/** A run as execution/create-run.ts leaves it: queued, never claimed, with a lease for lost messages. */
function queuedRun(overrides: Partial<RunRecord> = {}): RunRecord {
  const now = clock.now().toISOString();
  return {
    ownerId: 'maya',
    savedReportId: 'report-1',
    chatSessionId: null,
    triggerSource: 'saved_report',
    savedReportName: 'Recall costs',
    chatSessionTitle: null,
    executionStatus: 'pending',
    progress: 0,
    reportDetails: {
      query: 'What did the recall cost?',
      keywords: ['recall'],
      negativeKeywords: [],
      directories: [],
      deselectedDocuments: [],
      deepResearch: false,
      enableIntroduction: true,
      enableConclusion: true,
    },
    documentCount: null,
    errorMessage: null,
    completion: null,
    attempt: 0,
    lostLeases: 0,
    leaseUntil: new Date(clock.now().getTime() + LEASE_MS).toISOString(),
    checkpoint: { documentsDone: 0 },
    notifyOnCompletion: true,
    notificationSentAt: null,
    notificationOwed: false,
    notifyingUntil: null,
    viewedAt: null,
    createdAt: now,
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

const read = async () => (await store.get<RunRecord>(EXECUTIONS, ID)) as RunRecord;
const lapse = () => clock.advance(LEASE_MS + 1);

async function claimedAttempt(): Promise<number> {
  const claim = await claimExecution(deps, ID);
  if (claim.kind !== 'claimed') throw new Error(`expected a claim, got ${claim.kind}`);
  return claim.lease.attempt;
}

describe('claiming a run', () => {
  it('when a pending run is claimed, then it runs under attempt 1 with a lease from now', async () => {
    await store.set(EXECUTIONS, ID, queuedRun());
    const claim = await claimExecution(deps, ID);
    expect(claim).toMatchObject({ kind: 'claimed', lease: { executionId: ID, attempt: 1 } });
    expect(await read()).toMatchObject({
      executionStatus: 'running',
      attempt: 1,
      leaseUntil: new Date(clock.now().getTime() + LEASE_MS).toISOString(),
      startedAt: clock.now().toISOString(),
    });
  });

  it('when a run is claimed while another worker holds its lease, then the claim is busy and changes nothing', async () => {
    await store.set(EXECUTIONS, ID, queuedRun());
    await claimExecution(deps, ID);
    const before = await read();
    clock.advance(LEASE_MS - 1);
    expect(await claimExecution(deps, ID)).toEqual({ kind: 'busy' });
    expect(await read()).toEqual(before);
  });

  it('when the lease has lapsed, then a claim takes the run with a new attempt', async () => {
    await store.set(EXECUTIONS, ID, queuedRun());
    const first = await claimedAttempt();
    lapse();
    const second = await claimedAttempt();
    expect(second).toBe(first + 1);
    expect(await read()).toMatchObject({
      executionStatus: 'running',
      attempt: second,
      leaseUntil: new Date(clock.now().getTime() + LEASE_MS).toISOString(),
    });
  });

  it('when a finished run is claimed, then it is handed back as finished and not reopened', async () => {
    await store.set(EXECUTIONS, ID, queuedRun({ executionStatus: 'success', attempt: 1, leaseUntil: null }));
    const claim = await claimExecution(deps, ID);
    expect(claim.kind).toBe('finished');
    expect(await read()).toMatchObject({ executionStatus: 'success', attempt: 1 });
  });
});

describe('fenced writes', () => {
  it('when a superseded attempt writes, then it gets Superseded and nothing is written', async () => {
    await store.set(EXECUTIONS, ID, queuedRun());
    const stale = await claimedAttempt();
    lapse();
    const current = await claimedAttempt();
    const before = await read();
    await expect(
      fencedUpdate(deps, { executionId: ID, attempt: stale }, () => ({ progress: 50, result: 'stale' })),
    ).rejects.toBeInstanceOf(Superseded);
    expect(await read()).toEqual(before);
    await fencedUpdate(deps, { executionId: ID, attempt: current }, () => ({ progress: 50 }));
    expect((await read()).progress).toBe(50);
  });
});

describe('recovering lapsed runs', () => {
  it('when a running run lost its lease, then it is re-queued under a raised attempt and the old holder is fenced out', async () => {
    await store.set(EXECUTIONS, ID, queuedRun());
    const old = await claimedAttempt();
    lapse();
    expect(await recoverExpired(deps, ID)).toBe('requeued');
    const run = await read();
    expect(run).toMatchObject({ executionStatus: 'pending', lostLeases: 1 });
    expect(run.attempt).toBeGreaterThan(old);
    expect(run.leaseUntil! > clock.now().toISOString()).toBe(true);
    await expect(
      fencedUpdate(deps, { executionId: ID, attempt: old }, () => ({ progress: 40 })),
    ).rejects.toBeInstanceOf(Superseded);
    expect((await read()).progress).toBe(0);
    expect(await claimedAttempt()).toBeGreaterThan(run.attempt);
  });

  it('when a run loses its lease the third time, then it fails with the too-many-attempts message and owes its e-mail', async () => {
    await store.set(EXECUTIONS, ID, queuedRun({ notifyOnCompletion: true }));
    for (let lost = 1; lost < 3; lost++) {
      await claimedAttempt();
      lapse();
      expect(await recoverExpired(deps, ID)).toBe('requeued');
    }
    const last = await claimedAttempt();
    lapse();
    expect(await recoverExpired(deps, ID)).toBe('failed');
    const run = await read();
    expect(run).toMatchObject({
      executionStatus: 'failed',
      errorMessage: TOO_MANY_ATTEMPTS,
      lostLeases: 3,
      notificationOwed: true,
      leaseUntil: null,
      finishedAt: clock.now().toISOString(),
    });
    await expect(
      fencedUpdate(deps, { executionId: ID, attempt: last }, () => ({ progress: 90 })),
    ).rejects.toBeInstanceOf(Superseded);
  });

  it('when a run that asked for no e-mail fails on lost leases, then no e-mail is owed', async () => {
    await store.set(EXECUTIONS, ID, queuedRun({ notifyOnCompletion: false, lostLeases: 2 }));
    await claimedAttempt();
    lapse();
    expect(await recoverExpired(deps, ID)).toBe('failed');
    expect(await read()).toMatchObject({ executionStatus: 'failed', notificationOwed: false });
  });

  it('when a pending run was never claimed (its message was lost), then it is re-queued without counting a lost lease', async () => {
    await store.set(EXECUTIONS, ID, queuedRun({ lostLeases: 2 }));
    lapse();
    expect(await recoverExpired(deps, ID)).toBe('requeued');
    expect(await read()).toMatchObject({
      executionStatus: 'pending',
      attempt: 0,
      lostLeases: 2,
      leaseUntil: new Date(clock.now().getTime() + LEASE_MS).toISOString(),
    });
  });

  it('when a re-queued run loses its message before anyone claims it, then it is re-queued again without counting a lost lease', async () => {
    await store.set(EXECUTIONS, ID, queuedRun());
    await claimedAttempt();
    lapse();
    expect(await recoverExpired(deps, ID)).toBe('requeued');
    lapse();
    expect(await recoverExpired(deps, ID)).toBe('requeued');
    expect(await read()).toMatchObject({ executionStatus: 'pending', attempt: 2, lostLeases: 1 });
  });

  it('when a run has finished, then recovery leaves it untouched', async () => {
    const finished = queuedRun({
      executionStatus: 'success',
      attempt: 1,
      leaseUntil: clock.now().toISOString(),
      finishedAt: clock.now().toISOString(),
      result: '<p>Report</p>',
    });
    await store.set(EXECUTIONS, ID, finished);
    lapse();
    expect(await recoverExpired(deps, ID)).toBe('untouched');
    expect(await read()).toEqual(finished);
  });

  it('when a running run still holds its lease, then recovery leaves it untouched', async () => {
    await store.set(EXECUTIONS, ID, queuedRun());
    await claimedAttempt();
    const before = await read();
    clock.advance(LEASE_MS - 1);
    expect(await recoverExpired(deps, ID)).toBe('untouched');
    expect(await read()).toEqual(before);
  });
});
