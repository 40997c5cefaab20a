import { ownRun } from '../events/run-stream';
import type { ReportDeps } from '../report-deps';
import { leaseEnd } from '../runs/run-lease';
import { updateRunIn } from '../runs/run-patches';
import { getRun } from '../runs/run-reads';
import { isTerminal } from '../runs/run-record';

/**
 * Stop (docs/decisions/research-pipeline.md). The owner's request is stored on the run, so whichever instance works on
 * it hears it: in this process at once (the run's bell), elsewhere at its next look. The worker then
 * ends the run as stopped: no further Gemini call, its checkpoints and report dropped, the tokens
 * already spent recorded. A run that has ended is left as it is.
 */
export async function requestStop(
  deps: Pick<ReportDeps, 'store' | 'clock' | 'runEvents' | 'queue' | 'leaseMs'>,
  uid: string,
  executionId: string,
): Promise<{ stopping: boolean }> {
  await ownRun(deps, uid, executionId);
  const stopping = await deps.store.runTransaction(async (tx) => {
    const doc = await getRun(tx, executionId);
    if (!doc || isTerminal(doc.executionStatus)) return { stopping: false, wake: false };
    // A run paused by the daily limit has no worker: it is queued now, and ends without a model call
    // (a run read in shards, parked on them, looks at them and ends those paused: run-shards.ts).
    const idle = doc.executionStatus === 'pending' || doc.waitingOnShards === true;
    const wake = idle && typeof doc.pausedUntil === 'string';
    const patch = {
      ...(doc.stopRequestedAt ? {} : { stopRequestedAt: deps.clock.now().toISOString() }),
      ...(wake ? { pausedUntil: null, leaseUntil: leaseEnd(deps) } : {}),
    };
    if (Object.keys(patch).length > 0) updateRunIn(tx, executionId, patch);
    return { stopping: true, wake };
  });
  if (stopping.wake) await deps.queue.enqueue(executionId);
  if (stopping.stopping) deps.runEvents.ring(executionId);
  return { stopping: stopping.stopping };
}

/** How often a run looks for a stop asked on another instance (this one's rings at once). */
export const STOP_LOOK_MS = 2000;
/** The bell also rings at each batch of the run's events: at most this often a read for them. */
const LEAST_BETWEEN_LOOKS_MS = 250;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Calls `onStop` once the run's owner asked it to stop; ends when `signal` aborts (the run ended).
 * Read errors are passed over: the next look tries again.
 */
export async function watchForStop(
  deps: Pick<ReportDeps, 'store' | 'runEvents'>,
  executionId: string,
  signal: AbortSignal,
  onStop: () => void,
): Promise<void> {
  while (!signal.aborted) {
    const doc = await getRun(deps.store, executionId).catch(() => null);
    if (doc?.stopRequestedAt) {
      onStop();
      return;
    }
    await deps.runEvents.wait(executionId, STOP_LOOK_MS, signal);
    await pause(LEAST_BETWEEN_LOOKS_MS, signal);
  }
}
