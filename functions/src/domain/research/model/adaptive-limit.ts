/**
 * How many documents a run reads at once (docs/architecture/testing.md), adapted to the person's Gemini quota:
 * it grows by one after a full round of documents read without a quota answer, and halves when
 * Gemini answers 429, between 1 and `ceiling`. The calls that met the 429 wait out the delay Gemini
 * gave (model-calls.ts) while holding their place.
 */
export class AdaptiveLimit {
  private inFlight = 0;
  private streak = 0;
  /**
   * Documents still to be read before a 429 halves the limit again. The documents in flight when the
   * quota ran out meet it one after another (some only after waiting once), and those in flight were
   * admitted before the halving: until as many have been read as were in flight then, a 429 is the
   * same signal, not a new one. Halving on each would take the limit to one at every full window.
   */
  private burstLeft = 0;
  private readonly waiting: (() => void)[] = [];
  /** Documents allowed at once now. */
  current: number;
  /** The highest `current` reached, and how often it was halved (for the bench and the logs). */
  peak: number;
  halvings = 0;

  constructor(
    initial: number,
    readonly ceiling: number,
  ) {
    this.current = Math.max(1, Math.min(initial, ceiling));
    this.peak = this.current;
  }

  async acquire(): Promise<void> {
    while (this.inFlight >= this.current) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.inFlight++;
  }

  release(): void {
    this.inFlight--;
    this.wake();
  }

  /**
   * A document was read with no quota answer: after a full round of them, one more at once. The
   * documents of a burst (in flight when the quota ran out) do not count towards the round: they were
   * let through before it, so they say nothing about the room there is now.
   */
  succeeded(): void {
    if (this.burstLeft > 0) {
      this.burstLeft--;
      return;
    }
    this.streak++;
    if (this.streak >= this.current && this.current < this.ceiling) {
      this.current++;
      this.peak = Math.max(this.peak, this.current);
      this.streak = 0;
      this.wake();
    }
  }

  /**
   * Gemini answered 429: half as many at once (never fewer than one). The calls in flight when the
   * quota ran out all meet it; they count as one signal, until as many documents as were in flight
   * then (at least one) have been read.
   */
  throttled(): void {
    this.streak = 0;
    if (this.burstLeft > 0) return;
    this.burstLeft = Math.max(1, this.inFlight);
    this.current = Math.max(1, Math.floor(this.current / 2));
    this.halvings++;
  }

  private wake(): void {
    let free = this.current - this.inFlight;
    while (free > 0 && this.waiting.length > 0) {
      this.waiting.shift()?.();
      free--;
    }
  }
}

/** Runs `work` over `items`, as many at once as `limit` allows at each moment; results keep the order. */
export async function mapAdaptive<T, R>(
  items: T[],
  limit: AdaptiveLimit,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit.ceiling, items.length)) }, async () => {
    for (;;) {
      await limit.acquire();
      if (next >= items.length) {
        limit.release();
        return;
      }
      const index = next++;
      try {
        results[index] = await work(items[index] as T, index);
      } finally {
        limit.release();
      }
    }
  });
  await Promise.all(lanes);
  return results;
}
