import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../testing/manual-clock';
import { RateCounters } from './rate-counters';

const MINUTE = 60_000;
let store: SqliteDocumentStore;
let clock: ManualClock;
let counters: RateCounters;

beforeEach(() => {
  store = new SqliteDocumentStore({ file: ':memory:' });
  clock = new ManualClock();
  counters = new RateCounters(store, clock);
});
afterEach(() => store.close());

async function hits(key: string, times: number) {
  const all = [];
  for (let i = 0; i < times; i++) all.push((await counters.hit(key, 3, MINUTE)).totalHits);
  return all;
}

describe('RateCounters', () => {
  it('when a client goes past the limit, then each further hit reports limit + 1 until the window ends', async () => {
    expect(await hits('signin:203.0.113.7', 6)).toEqual([1, 2, 3, 4, 4, 4]);
    clock.advance(MINUTE);
    expect(await hits('signin:203.0.113.7', 1)).toEqual([1]);
  });

  it('when one client is over its limit, then another client and another route count on their own', async () => {
    await hits('signin:203.0.113.7', 5);
    expect(await hits('signin:198.51.100.2', 1)).toEqual([1]);
    expect(await hits('contact:203.0.113.7', 1)).toEqual([1]);
  });

  it('when a hit is refused, then nothing is written', async () => {
    await hits('signin:203.0.113.7', 3);
    const before = await store.query('rateCounters');
    await hits('signin:203.0.113.7', 5);
    expect(await store.query('rateCounters')).toEqual(before);
  });

  it('when counters are stored, then the client address appears only as a hash', async () => {
    await hits('signin:203.0.113.7', 1);
    expect(JSON.stringify(await store.query('rateCounters'))).not.toContain('203.0.113.7');
  });

  it('when a window ends, then peek forgets it and the sweep deletes its counter', async () => {
    await hits('signin:203.0.113.7', 2);
    expect(await counters.peek('signin:203.0.113.7')).toMatchObject({ totalHits: 2 });
    clock.advance(MINUTE);
    await hits('signin:198.51.100.2', 1);
    expect(await counters.peek('signin:203.0.113.7')).toBeUndefined();
    expect(await counters.sweepExpired(100)).toBe(1);
    expect(await store.count('rateCounters')).toBe(1);
  });

  it('when a hit is given back or the key reset, then the count follows', async () => {
    await hits('signin:203.0.113.7', 3);
    await counters.giveBack('signin:203.0.113.7');
    expect(await hits('signin:203.0.113.7', 1)).toEqual([3]);
    await counters.reset('signin:203.0.113.7');
    expect(await hits('signin:203.0.113.7', 1)).toEqual([1]);
  });
});
