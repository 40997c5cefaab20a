import { DELETE_ACCOUNT_EMAIL_MISMATCH } from '@quarry/contracts/account-data';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../../ports/document-store.port';
import { deletionHarness } from '../../../testing/deletion-harness';
import { ManualClock } from '../../../testing/manual-clock';
import { tempStores } from '../../../testing/temp-stores';
import { ACCOUNT_JOBS, type AccountJobDoc } from '../account-jobs';
import { deletionDoneBy, deletionJobId, startAccountDeletion } from './start-deletion';

const openStore = tempStores();
let store: DocumentStore;
let clock: ManualClock;
const UID = 'uid-maya';
const ID = deletionJobId(UID);

beforeEach(async () => {
  store = openStore();
  clock = new ManualClock();
  await store.set('users', UID, { email: 'Maya.Chen@northwind.test', name: 'Maya' });
  await store.set('authSessions', 'laptop', { uid: UID, createdAt: '', lastSeenAt: '', expiresAt: '' });
  await store.set('authSessions', 'phone', { uid: UID, createdAt: '', lastSeenAt: '', expiresAt: '' });
});

const job = () => store.get<AccountJobDoc>(ACCOUNT_JOBS, ID);

describe('starting an account deletion', () => {
  it('when the typed address is another, then it is refused with the spec’s message and nothing is stored or queued', async () => {
    const harness = deletionHarness(store, clock);

    const refused = await startAccountDeletion(harness.deps, UID, 'maya@elsewhere.test').catch(
      (e: unknown) => e,
    );

    expect(refused).toMatchObject({ httpStatus: 400, message: DELETE_ACCOUNT_EMAIL_MISMATCH });
    expect(await job()).toBeNull();
    expect(await store.count('authSessions')).toBe(2);
    expect(harness.queued).toEqual([]);
  });

  it('when the address is typed in other case with spaces, then the job keeps the account’s own address, every session ends and the job is queued', async () => {
    const harness = deletionHarness(store, clock);

    await startAccountDeletion(harness.deps, UID, '  maya.chen@NORTHWIND.test ');

    expect(await job()).toMatchObject({
      kind: 'account-deletion',
      ownerId: UID,
      status: 'queued',
      input: { email: 'Maya.Chen@northwind.test' },
    });
    expect(await store.count('authSessions')).toBe(0);
    expect(harness.queued).toEqual([ID]);
  });

  it('when it is asked twice, then the second finds the same job', async () => {
    const harness = deletionHarness(store, clock);
    await startAccountDeletion(harness.deps, UID, 'maya.chen@northwind.test');
    const first = await job();
    clock.advance(1000);

    await startAccountDeletion(harness.deps, UID, 'maya.chen@northwind.test');

    expect(await job()).toEqual(first);
    expect(await store.count(ACCOUNT_JOBS)).toBe(1);
  });

  it('when an earlier deletion failed for good, then asking again starts it afresh', async () => {
    const harness = deletionHarness(store, clock);
    await startAccountDeletion(harness.deps, UID, 'maya.chen@northwind.test');
    await store.update(ACCOUNT_JOBS, ID, { status: 'failed', error: 'Something went wrong.' });

    await startAccountDeletion(harness.deps, UID, 'maya.chen@northwind.test');

    expect(await job()).toMatchObject({ status: 'queued', attempts: 0, error: null, steps: {} });
  });

  it.each([
    ['queued', true],
    ['running', true],
    ['failed', true],
    ['done', false],
  ] as const)('when the deletion job is %s, then signing in is held back: %s', async (status, held) => {
    const harness = deletionHarness(store, clock);
    await startAccountDeletion(harness.deps, UID, 'maya.chen@northwind.test');
    await store.update(ACCOUNT_JOBS, ID, { status });

    expect((await deletionDoneBy({ store, clock }, UID)) !== null).toBe(held);
  });

  it('when there is no deletion job, then signing in goes ahead', async () => {
    expect(await deletionDoneBy({ store, clock }, UID)).toBeNull();
  });

  it('when the deletion waits for a worker to stop a run, then signing in may be tried again a minute after that wait ends, never for a paused run’s reset', async () => {
    const harness = deletionHarness(store, clock);
    await startAccountDeletion(harness.deps, UID, 'maya.chen@northwind.test');
    const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
    await store.update(ACCOUNT_JOBS, ID, {
      status: 'queued',
      leaseUntil: at(15_000),
      runsStopBy: at(90_000),
    });

    expect((await deletionDoneBy({ store, clock }, UID))?.toISOString()).toBe(at(150_000));
  });
});
