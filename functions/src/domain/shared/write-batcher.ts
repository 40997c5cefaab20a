/**
 * Gathers items and saves them in batches: at most `maxItems` to a save, or `maxDelayMs` after the
 * first item of a batch, never two saves at once. Used where a run writes per document (checkpoints,
 * the extraction cache), so it writes per batch instead. `flush` saves what is left and reports the
 * first error any save met (such as the run having been taken from this attempt); after an error
 * nothing more is saved, and `add` throws it.
 */
export class WriteBatcher<T> {
  private pending: T[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  private failure: unknown;

  constructor(
    private readonly save: (batch: T[]) => Promise<void>,
    private readonly onFailure: (error: unknown) => void,
    private readonly limits: { maxItems: number; maxDelayMs: number },
  ) {}

  add(item: T): void {
    if (this.failure) throw this.failure;
    this.pending.push(item);
    if (this.pending.length >= this.limits.maxItems) this.write();
    else this.timer ??= setTimeout(() => this.write(), this.limits.maxDelayMs);
  }

  async flush(): Promise<void> {
    this.write();
    await this.writing;
    if (this.failure) throw this.failure;
  }

  /** Drops what is gathered and not yet written (the run ended another way). */
  discard(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = [];
  }

  /** Hands the gathered items to one save, after the one before it (never two at once). */
  private write(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      if (this.failure) return;
      try {
        await this.save(batch);
      } catch (error) {
        this.failure = error;
        this.onFailure(error);
      }
    });
  }
}
