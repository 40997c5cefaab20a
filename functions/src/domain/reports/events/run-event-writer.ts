import type { StreamEvent } from '@quarry/contracts/research';
import { logEvent } from '../../../log-events';
import { WriteBatcher } from '../../shared/write-batcher';
import type { ReportDeps } from '../report-deps';
import { isSuperseded, type Lease } from '../runs/run-lease';
import { appendEvents } from './run-events';

/**
 * Events are written in batches (a WriteBatcher), as checkpoints are: a run of 10,000 documents
 * emits 20,000 events and writes about one batch a second, not one write per event. A page reading
 * the log sees an event at most this long after it happened (at once when rung in this process).
 */
export const EVENT_BATCH = { maxItems: 100, maxDelayMs: 1000 };

export interface RunEventWriter {
  /** Takes one event for the log; never throws, so the run never stops for its log. */
  emit: (event: StreamEvent) => void;
  /** Writes what is gathered (before the run's end, or its hand-back). */
  flush: () => Promise<void>;
  /** Drops what is gathered: the run was taken from this attempt. */
  discard: () => void;
}

/**
 * One attempt's writer of the run's event log (run-events.ts), fenced on its lease. A batch that
 * cannot be written is reported and the run goes on without its log (its stream still ends with
 * the run's outcome, read from the record); a lost lease is the run's own writes' to notice.
 */
export function runEventWriter(deps: ReportDeps, lease: Lease): RunEventWriter {
  const { executionId } = lease;
  const batcher = new WriteBatcher<StreamEvent>(
    async (events) => {
      await appendEvents(deps, lease, events);
      deps.runEvents.ring(executionId);
    },
    (error) => {
      if (!isSuperseded(error)) logEvent.runEventsNotWritten(deps, { executionId, cause: String(error) });
    },
    EVENT_BATCH,
  );
  return {
    emit: (event) => {
      try {
        batcher.add(event);
      } catch {
        // The log stopped at its first failed batch (reported then).
      }
    },
    flush: () => batcher.flush().catch(() => {}),
    discard: () => batcher.discard(),
  };
}
