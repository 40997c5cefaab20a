import { describe, expect, it } from 'vitest';
import { RunEventBell } from './run-event-bell';

const HOUR = 3_600_000;

/** Whether `promise` has settled once the microtasks queued now have run. */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('the run event bell', () => {
  it('when a run is rung after a reader started listening but before it waits, then its wait ends at once', async () => {
    const bell = new RunEventBell();
    const listening = bell.listen('run-1', HOUR, new AbortController().signal);

    bell.ring('run-1');

    expect(await settledNow(listening.rung)).toBe(true);
    expect(bell.waiters('run-1')).toBe(0);
  });

  it('when another run is rung, then the listener sleeps on; stopping it lets it go', async () => {
    const bell = new RunEventBell();
    const listening = bell.listen('run-1', HOUR, new AbortController().signal);

    bell.ring('run-2');
    const before = await settledNow(listening.rung);
    listening.stop();

    expect(before).toBe(false);
    await listening.rung;
    expect(bell.waiters('run-1')).toBe(0);
  });
});
