import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../../ports/document-store.port';
import { ManualClock } from '../../../testing/manual-clock';
import { tempStores } from '../../../testing/temp-stores';
import { ACCOUNT_JOBS } from '../account-jobs';
import { DATA_EXPORTS, type DataExportDoc } from './data-exports';
import { chunkId, DATA_EXPORT_CHUNKS } from './export-chunks';
import { sweepDataExports } from './remove-data-exports';
import { latestDataExport, startDataExport } from './start-data-export';

/**
 * A person's downloads over their life (docs/architecture/accounts-and-data.md): one built at a time, the newest
 * answered, earlier ones removed when a new one starts, and each gone with its chunks once its
 * DATA_EXPORT_HOURS are over.
 */
const openStore = tempStores();
let store: DocumentStore;
let clock: ManualClock;
let queued: string[];
const deps = () => ({ store, clock, accountQueue: { enqueue: async (id: string) => void queued.push(id) } });
const HOUR = 3600_000;

/** What the job does at its end: the zip's chunks stored and the download ready for a day. */
async function finish(id: string) {
  await store.set(DATA_EXPORT_CHUNKS, chunkId(id, 0), { ownerId: 'maya', exportId: id, n: 0, data: 'UEs=' });
  const expiresAt = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
  await store.update(DATA_EXPORTS, id, {
    status: 'ready',
    sizeBytes: 2,
    chunkCount: 1,
    expiresAt,
    removeAt: expiresAt,
  });
  await store.update(ACCOUNT_JOBS, id, { status: 'done' });
}

beforeEach(() => {
  store = openStore();
  clock = new ManualClock('2026-11-27T09:00:00.000Z');
  queued = [];
});

describe("a person's downloads", () => {
  it('when a download is asked for twice while it is built, then the second answer is the same download and one job is queued', async () => {
    const first = await startDataExport(deps(), 'maya');
    const second = await startDataExport(deps(), 'maya');

    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({
      status: 'building',
      fileName: 'quarry-data-2026-11-27.zip',
      expiresAt: null,
    });
    expect(queued).toEqual([first.id]);
    expect(await latestDataExport(deps(), 'maya')).toEqual(first);
  });

  it('when a new download starts after one was built, then the earlier one is removed with its chunks and its job', async () => {
    const first = await startDataExport(deps(), 'maya');
    await finish(first.id);
    clock.advance(HOUR);

    const second = await startDataExport(deps(), 'maya');

    expect(second.id).not.toBe(first.id);
    expect(await store.get(DATA_EXPORTS, first.id)).toBeNull();
    expect(await store.get(ACCOUNT_JOBS, first.id)).toBeNull();
    expect(await store.get(DATA_EXPORT_CHUNKS, chunkId(first.id, 0))).toBeNull();
  });

  it('when a download is past its time, then it is no longer answered, and the sweep deletes it with its chunks but not a newer one', async () => {
    const old = await startDataExport(deps(), 'maya');
    await finish(old.id);
    clock.advance(23 * HOUR);
    const theirs = await startDataExport(deps(), 'theo');
    clock.advance(HOUR + 1);

    await expect(latestDataExport(deps(), 'maya')).rejects.toMatchObject({ httpStatus: 404 });
    const swept = await sweepDataExports(deps());

    expect(swept).toEqual({ removed: 1 });
    expect(await store.get(DATA_EXPORTS, old.id)).toBeNull();
    expect(await store.get(DATA_EXPORT_CHUNKS, chunkId(old.id, 0))).toBeNull();
    expect(await store.get<DataExportDoc>(DATA_EXPORTS, theirs.id)).toMatchObject({ status: 'building' });
  });

  it('when a download was never asked for, then there is none to answer', async () => {
    await expect(latestDataExport(deps(), 'maya')).rejects.toMatchObject({ httpStatus: 404 });
  });

  it('when the job gave up, then the download shows failed with its words, and a new one may start', async () => {
    const first = await startDataExport(deps(), 'maya');
    await store.update(ACCOUNT_JOBS, first.id, {
      status: 'failed',
      error: 'Something went wrong. Please try again.',
    });

    const failed = await latestDataExport(deps(), 'maya');
    const next = await startDataExport(deps(), 'maya');

    expect(failed).toMatchObject({ status: 'failed', error: 'Something went wrong. Please try again.' });
    expect(next.id).not.toBe(first.id);
    expect(next.status).toBe('building');
  });
});
