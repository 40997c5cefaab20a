type Settled<P> = { value: P } | { error: unknown };

/**
 * Prepares items ahead of the ones being worked on, so their input (a document's download and
 * parse) overlaps the work on those before (the model's answer): the model, the slow and rationed
 * part, never waits for Drive (DESIGN section 9). A failure is kept until its item is taken, so
 * nothing rejects unobserved; at most `ahead` items beyond the one taken are started at a time.
 */
export class ReadAhead<T, P> {
  private readonly started = new Map<number, Promise<Settled<P>>>();
  private next = 0;

  constructor(
    private readonly items: readonly T[],
    private readonly prepare: (item: T) => Promise<P>,
    /** Items that need no preparing (already done); they are never started. */
    private readonly skip: (item: T) => boolean = () => false,
  ) {}

  /** items[index] prepared, once `ahead` items after it have been started too. */
  async take(index: number, ahead: number): Promise<P> {
    const until = Math.min(this.items.length, index + 1 + Math.max(0, ahead));
    for (let i = Math.max(this.next, index + 1); i < until; i++) {
      if (!this.skip(this.items[i] as T)) this.start(i);
    }
    this.next = Math.max(this.next, until);
    const entry = this.started.get(index) ?? this.start(index);
    this.started.delete(index);
    const settled = await entry;
    if ('error' in settled) throw settled.error;
    return settled.value;
  }

  private start(index: number): Promise<Settled<P>> {
    const existing = this.started.get(index);
    if (existing) return existing;
    const entry = this.prepare(this.items[index] as T).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    this.started.set(index, entry);
    return entry;
  }
}
