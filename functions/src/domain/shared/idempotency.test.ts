import { describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../testing/manual-clock';
import { type ActionRef, fingerprintOf, IdempotencyRecords } from './idempotency';

const ref: ActionRef = {
  ownerId: 'maya',
  route: 'POST /api/saved-reports',
  key: 'key:7d3c1f8e-0c4e-4a52-9d8e-2f1b6f0f5a11',
  fingerprint: fingerprintOf({ reportName: 'Recall costs' }),
  retainMs: 24 * 3600_000,
  abandonAfterMs: 120_000,
};

function setup() {
  const clock = new ManualClock('2026-11-27T09:00:00.000Z');
  return { clock, records: new IdempotencyRecords(new SqliteDocumentStore({ file: ':memory:' }), clock) };
}

describe('idempotency records', () => {
  it('when a body has the same fields in another order, then its fingerprint is the same', () => {
    expect(fingerprintOf({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      fingerprintOf({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
    expect(fingerprintOf({ a: [1, 2] })).not.toBe(fingerprintOf({ a: [2, 1] }));
  });

  it('when a claim is left pending past its time (its process died), then a repeat takes it over and the late first answer is not kept', async () => {
    const { clock, records } = setup();
    const first = await records.claim(ref);
    expect(first.kind).toBe('first');
    expect((await records.claim(ref)).kind).toBe('in-progress');

    clock.advance(ref.abandonAfterMs + 1);
    const takeover = await records.claim(ref);
    if (first.kind !== 'first' || takeover.kind !== 'first') throw new Error('expected two claims');
    await records.complete(first, 201, { id: 'late' });
    await records.complete(takeover, 201, { id: 'kept' });

    expect(await records.claim(ref)).toEqual({ kind: 'replay', status: 201, answer: '{"id":"kept"}' });
  });

  it('when a record has expired, then the same key is a new action', async () => {
    const { clock, records } = setup();
    const first = await records.claim(ref);
    if (first.kind !== 'first') throw new Error('expected a claim');
    await records.complete(first, 201, { id: 'r1' });

    clock.advance(ref.retainMs + 1);

    expect((await records.claim(ref)).kind).toBe('first');
  });

  it('when the first request failed and let its claim go, then the same key may try again', async () => {
    const { records } = setup();
    const first = await records.claim(ref);
    if (first.kind !== 'first') throw new Error('expected a claim');

    await records.release(first);

    expect(await records.stillPending(ref)).toBe(false);
    expect((await records.claim(ref)).kind).toBe('first');
  });
});
