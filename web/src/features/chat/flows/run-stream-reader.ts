import type { StreamEvent } from '@quarry/contracts/research';
import { ApiError } from '@/lib/api-error';
import { readRunStream } from '../api/read-run-stream';
import { pause } from '../utils/pause';

export type RunEnding = Extract<StreamEvent, { type: 'complete' } | { type: 'error' }>;
/** Where the server keeps the run: a page reloaded mid-run finds it there. */
export type RunPlace = { executionId: string; sessionId: string };

/** After a cut or a failed attempt to read on, the page waits this long before it tries again. */
export const READ_ON_DELAY_MS = 1000;

/**
 * What the page has seen of a run's stream: where the run lives, the number of the last event, and
 * the run's last event once it came. Every response of the stream, the first and each read on after
 * a cut, passes its events through `onEvent`; one the page already had is not passed on again.
 */
export class RunStreamReader {
  place: RunPlace | undefined;
  lastId = 0;
  ending: RunEnding | undefined;

  constructor(
    private readonly handlers: {
      onStatus: (event: Extract<StreamEvent, { type: 'status' }>) => void;
      onStart?: (place: RunPlace) => void;
    },
  ) {}

  readonly onEvent = (event: StreamEvent, id: number | undefined): void => {
    if (this.ending || (id !== undefined && id <= this.lastId)) return;
    if (id !== undefined) this.lastId = id;
    if (event.type === 'complete' || event.type === 'error') this.ending = event;
    if (event.type !== 'status') return;
    const { executionId, sessionId } = event;
    if (executionId && sessionId && !this.place) {
      this.place = { executionId, sessionId };
      this.handlers.onStart?.(this.place);
    }
    this.handlers.onStatus(event);
  };

  /**
   * Reads the run's stream on, after each cut from the last event seen (docs/architecture/platform.md), until
   * its last event. A cut, a network drop or a server error is tried again after READ_ON_DELAY_MS;
   * rejects with the abort reason when `signal` aborts, and with the ApiError of a refusal (4xx:
   * the sign-in ended, the run was deleted), which asking again would not change.
   */
  async readOn(
    executionId: string,
    signal: AbortSignal,
    sleep: (ms: number, signal: AbortSignal) => Promise<void> = pause,
  ): Promise<void> {
    while (!this.ending) {
      const before = this.lastId;
      try {
        await readRunStream(executionId, this.lastId, { signal, onEvent: this.onEvent });
      } catch (error) {
        if (signal.aborted) throw error;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
      }
      // A stream that ended by its time with news is read on at once; otherwise after a pause.
      if (!this.ending && this.lastId === before) await sleep(READ_ON_DELAY_MS, signal);
    }
  }
}
