type Settled<P> = { value: P } | { error: unknown };

interface Entry<P> {
  promise: Promise<Settled<P>>;
  resolve: (settled: Settled<P>) => void;
  started: boolean;
}

/**
 * Prepares items ahead of the ones being worked on, so their input (a document's download and
 * parse) overlaps the work on those before (the model's answer): the model, the slow and rationed
 * part, never waits for Drive (docs/architecture/testing.md).
 *
 * Items are prepared in order, at most `atOnce` at a time: the first documents of a run are read
 * before any behind them, so the model's first calls wait only for their own. A failure is kept
 * until its item is taken, so nothing rejects unobserved.
 */
export class ReadAhead<T, P> {
  private readonly entries = new Map<number, Entry<P>>();
  /** The next item to start. */
  private cursor = 0;
  /** Items before this one are wanted (taken, or within `ahead` items to prepare of one taken). */
  private wanted = 0;
  private inFlight = 0;
  private cap = 1;

  constructor(
    private readonly items: readonly T[],
    private readonly prepare: (item: T) => Promise<P>,
    /** Items that need no preparing (already done); they are never started. */
    private readonly skip: (item: T) => boolean = () => false,
  ) {}

  /** Starts preparing the first `count` items, before any is taken. */
  begin(count: number): void {
    this.cap = Math.max(this.cap, count);
    this.want(count);
  }

  /**
   * items[index] prepared; `ahead` items after it are wanted too, at most `atOnce` of them prepared
   * at a time (as many as `ahead` unless told).
   */
  async take(index: number, ahead: number, atOnce = ahead): Promise<P> {
    this.cap = Math.max(1, Math.min(ahead, atOnce));
    const entry = this.entry(index);
    // An item passed over as needing no preparing, but taken after all, starts at once.
    if (!entry.started && index < this.cursor) this.start(index, entry);
    this.want(index + 1 + Math.max(0, ahead));
    const settled = await entry.promise;
    this.entries.delete(index);
    if ('error' in settled) throw settled.error;
    return settled.value;
  }

  private want(until: number): void {
    this.wanted = Math.max(this.wanted, Math.min(this.items.length, until));
    this.pump();
  }

  /** Starts wanted items in order while fewer than `cap` are being prepared. */
  private pump(): void {
    while (this.inFlight < this.cap && this.cursor < this.wanted) {
      const index = this.cursor++;
      const entry = this.entries.get(index);
      if (entry?.started) continue;
      if (!entry && this.skip(this.items[index] as T)) {
        // Wanted counts items to prepare: one passed over makes room for the next.
        this.wanted = Math.min(this.items.length, this.wanted + 1);
        continue;
      }
      this.start(index, entry ?? this.entry(index));
    }
  }

  private start(index: number, entry: Entry<P>): void {
    entry.started = true;
    this.inFlight++;
    this.prepare(this.items[index] as T)
      .then(
        (value): Settled<P> => ({ value }),
        (error: unknown): Settled<P> => ({ error }),
      )
      .then((settled) => {
        // The next item starts before the one taken is handed over.
        this.inFlight--;
        this.pump();
        entry.resolve(settled);
      });
  }

  private entry(index: number): Entry<P> {
    let entry = this.entries.get(index);
    if (!entry) {
      let resolve: (settled: Settled<P>) => void = () => {};
      const promise = new Promise<Settled<P>>((done) => {
        resolve = done;
      });
      entry = { promise, resolve, started: false };
      this.entries.set(index, entry);
    }
    return entry;
  }
}
