import crypto from 'node:crypto';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';

/**
 * Fixed-window request counters in the document store, shared by every instance of the API (Cloud
 * Functions run many at once; a counter in one instance's memory would multiply the limit by their
 * number and forget it whenever an instance goes). The client key (an IP address) is stored only
 * as a hash. A request over the limit reads but never writes, so a flood costs no writes and no
 * contention on the counter.
 */
const COLLECTION = 'rateCounters';

interface CounterDoc {
  count: number;
  /** When this window ends and the count starts again (ISO time). */
  resetAt: string;
  [key: string]: unknown;
}

export interface CounterHit {
  /** Requests in this window, including this one (limit + 1 once over it, however many more came). */
  totalHits: number;
  resetAt: Date;
}

export class RateCounters {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  /** Counts one request of `key` against `limit` per `windowMs`. */
  async hit(key: string, limit: number, windowMs: number): Promise<CounterHit> {
    const id = counterId(key);
    return this.store.runTransaction(async (tx) => {
      const now = this.clock.now().getTime();
      const doc = await tx.get<CounterDoc>(COLLECTION, id);
      if (!doc || Date.parse(doc.resetAt) <= now) {
        const resetAt = new Date(now + windowMs);
        tx.set(COLLECTION, id, { count: 1, resetAt: resetAt.toISOString() });
        return { totalHits: 1, resetAt };
      }
      const resetAt = new Date(doc.resetAt);
      if (doc.count >= limit) return { totalHits: limit + 1, resetAt };
      tx.update(COLLECTION, id, { count: doc.count + 1 });
      return { totalHits: doc.count + 1, resetAt };
    });
  }

  /** The current window of `key`, if one is running. */
  async peek(key: string): Promise<CounterHit | undefined> {
    const doc = await this.store.get<CounterDoc>(COLLECTION, counterId(key));
    if (!doc || Date.parse(doc.resetAt) <= this.clock.now().getTime()) return undefined;
    return { totalHits: doc.count, resetAt: new Date(doc.resetAt) };
  }

  /** Gives back one request (a limiter told to skip requests that turned out well, for one). */
  async giveBack(key: string): Promise<void> {
    const id = counterId(key);
    await this.store.runTransaction(async (tx) => {
      const doc = await tx.get<CounterDoc>(COLLECTION, id);
      if (doc && doc.count > 0) tx.update(COLLECTION, id, { count: doc.count - 1 });
    });
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(COLLECTION, counterId(key));
  }

  /** Deletes up to `limit` counters whose window has ended. */
  async sweepExpired(limit: number): Promise<number> {
    const old = await this.store.query(COLLECTION, {
      where: [{ field: 'resetAt', op: '<=', value: this.clock.now().toISOString() }],
      limit,
    });
    await Promise.all(old.map((d) => this.store.delete(COLLECTION, d.id)));
    return old.length;
  }
}

function counterId(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}
