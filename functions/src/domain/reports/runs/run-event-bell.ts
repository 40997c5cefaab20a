/**
 * Wakes the streams of a run waiting in this process as soon as its log or its record moved, so a
 * page whose stream is served beside the run hears each batch at once. Streams served by another
 * instance are not rung: they read the store again every RUN_EVENTS_POLL_MS (docs/architecture/platform.md).
 */
export class RunEventBell {
  private readonly waiting = new Map<string, Set<() => void>>();

  ring(executionId: string): void {
    for (const wake of this.waiting.get(executionId) ?? []) wake();
  }

  /** Resolves when the run is rung, after `ms`, or when `signal` aborts, whichever comes first. */
  wait(executionId: string, ms: number, signal: AbortSignal): Promise<void> {
    return this.listen(executionId, ms, signal).rung;
  }

  /**
   * Starts listening now and resolves `rung` as `wait` does. A reader listens before it reads the
   * store, so a ring between its read and its wait is not lost (it would otherwise sleep the whole
   * poll for nothing: a second at the end of every watched run). `stop` ends the listening early.
   */
  listen(executionId: string, ms: number, signal: AbortSignal): { rung: Promise<void>; stop: () => void } {
    let done = () => {};
    const rung = new Promise<void>((resolve) => {
      const listeners = this.waiting.get(executionId) ?? new Set<() => void>();
      this.waiting.set(executionId, listeners);
      done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        listeners.delete(done);
        if (listeners.size === 0 && this.waiting.get(executionId) === listeners)
          this.waiting.delete(executionId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      listeners.add(done);
      if (signal.aborted) done();
      else signal.addEventListener('abort', done, { once: true });
    });
    return { rung, stop: () => done() };
  }

  /** How many streams wait on a run (for tests). */
  waiters(executionId: string): number {
    return this.waiting.get(executionId)?.size ?? 0;
  }
}
