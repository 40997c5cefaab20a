import type { StreamEvent } from '@quarry/contracts/research';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../../testing/manual-clock';
import { type LeaseDeps, Superseded } from '../runs/run-lease';
import type { RunRecord } from '../runs/run-record';
import { RUNS as EXECUTIONS } from '../runs/stored-run';
import {
  appendEvents,
  EVENTS_PER_PAGE,
  EXECUTION_EVENTS,
  eventPageIds,
  firstEvents,
  MAX_EVENT_MESSAGE_CHARS,
  readEvents,
} from './run-events';

const ID = 'run-1';
const LEASE = { executionId: ID, attempt: 1 };
let store: SqliteDocumentStore;
let deps: LeaseDeps;

/** The record's fields the log reads and fences on; a running run held by attempt 1. */
function running(extra: Partial<RunRecord> = {}) {
  return {
    ownerId: 'maya',
    createdAt: '2026-11-27T09:00:00.000Z',
    executionStatus: 'running',
    attempt: 1,
    ...extra,
  };
}

const status = (message: string, progress?: number): StreamEvent => ({
  type: 'status',
  message,
  ...(progress === undefined ? {} : { progress }),
});

async function everything(after = 0) {
  const doc = (await store.get<RunRecord>(EXECUTIONS, ID)) as RunRecord;
  const all = [];
  let sent = after;
  while (sent < (doc.eventSeq ?? 0)) {
    const { events, through } = await readEvents(store, ID, sent, doc.eventSeq ?? 0);
    all.push(...events);
    sent = through;
  }
  return all;
}

beforeEach(() => {
  store = new SqliteDocumentStore({ file: ':memory:' });
  deps = { store, clock: new ManualClock(), leaseMs: 120_000 };
});
afterEach(() => store.close());

describe('a run event log', () => {
  it('when events are appended in batches across pages, then they are numbered 1, 2, 3... and any point reads on in order', async () => {
    await store.runTransaction(async (tx) => {
      tx.set(EXECUTIONS, ID, {
        ...running(),
        ...firstEvents(tx, ID, running(), [status('Starting analysis...')]),
      });
    });
    for (let batch = 0; batch < 5; batch++) {
      const events = Array.from({ length: 50 }, (_, i) => status(`Analyzed ${batch * 50 + i + 1}`));
      await appendEvents(deps, LEASE, events);
    }

    const all = await everything();
    expect(all.map((e) => e.id)).toEqual(Array.from({ length: 251 }, (_, i) => i + 1));
    expect(all[0]?.event).toEqual(status('Starting analysis...'));
    expect(all[250]?.event).toEqual(status('Analyzed 250'));
    expect((await everything(137)).map((e) => e.id)).toEqual(Array.from({ length: 114 }, (_, i) => i + 138));
    expect(await store.count(EXECUTION_EVENTS)).toBe(Math.ceil(251 / EVENTS_PER_PAGE));
    expect(eventPageIds(ID, 251)).toHaveLength(3);
  });

  it('when a resumed attempt counts its progress again from the start, then what would move the bar back is left out', async () => {
    await store.set(EXECUTIONS, ID, running());
    await appendEvents(deps, LEASE, [status('Reading 10 documents...', 5), status('Analyzed 6 of 10', 53)]);
    await store.update(EXECUTIONS, ID, { attempt: 2 });

    await appendEvents(deps, { executionId: ID, attempt: 2 }, [
      status('Reading 10 documents...', 5),
      status('Gemini asked us to wait 17 s, retry 1 of 5'),
      status('Analyzed 4 of 10', 37),
      status('Analyzed 7 of 10', 61),
    ]);

    expect((await everything()).map((e) => [e.id, e.event.type === 'status' ? e.event.message : ''])).toEqual(
      [
        [1, 'Reading 10 documents...'],
        [2, 'Analyzed 6 of 10'],
        [3, 'Gemini asked us to wait 17 s, retry 1 of 5'],
        [4, 'Analyzed 7 of 10'],
      ],
    );
  });

  it('when the attempt no longer holds the run, then it writes nothing to the log', async () => {
    await store.set(EXECUTIONS, ID, running({ attempt: 2 }));
    await expect(appendEvents(deps, LEASE, [status('late')])).rejects.toBeInstanceOf(Superseded);
    expect(await store.count(EXECUTION_EVENTS)).toBe(0);
    expect((await store.get<RunRecord>(EXECUTIONS, ID))?.eventSeq).toBeUndefined();
  });

  it('when a message is longer than a page may hold a hundred of, then it is stored cut short', async () => {
    await store.set(EXECUTIONS, ID, running());
    await appendEvents(deps, LEASE, [status(`Analyzed 1 of 1: ${'x'.repeat(50_000)}`)]);
    const [stored] = await everything();
    expect(stored?.event.type === 'status' && stored.event.message.length).toBe(MAX_EVENT_MESSAGE_CHARS);
  });
});
