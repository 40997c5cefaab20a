import { randomBytes } from 'node:crypto';
import type { LiveTopic } from '@quarry/contracts/live';
import type { ChangeFeed, FeedEntry, FeedSubscription, LiveStream } from '../../ports/change-feed.port';

type FeedListener = (entry: FeedEntry) => void;

/**
 * Local mode's feed (one process, so memory is enough). Keeps the last `backlog` signals so a
 * browser that reconnects with Last-Event-ID gets what it missed; ids carry the process's epoch,
 * so after a restart (or past the backlog) the browser is told to refetch everything instead.
 */
export class MemoryChangeFeed implements ChangeFeed, LiveStream {
  private readonly epoch = randomBytes(4).toString('hex');
  private sequence = 0;
  /** The highest sequence number dropped from the backlog. */
  private dropped = 0;
  private readonly entries: { uid: string; sequence: number; entry: FeedEntry }[] = [];
  private readonly listeners = new Map<string, Set<FeedListener>>();

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly backlog = 2000,
  ) {}

  async publish(uids: readonly string[], topics: readonly LiveTopic[]): Promise<void> {
    if (topics.length === 0) return;
    const at = this.now().toISOString();
    for (const uid of new Set(uids)) {
      this.sequence += 1;
      const entry = { id: `${this.epoch}-${this.sequence}`, signal: { topics: [...new Set(topics)], at } };
      this.entries.push({ uid, sequence: this.sequence, entry });
      if (this.entries.length > this.backlog) this.dropped = this.entries.shift()?.sequence ?? this.dropped;
      for (const listener of this.listeners.get(uid) ?? []) listener(entry);
    }
  }

  subscribe(uid: string, lastEventId: string | undefined, listener: FeedListener): FeedSubscription {
    const listeners = this.listeners.get(uid) ?? new Set<FeedListener>();
    listeners.add(listener);
    this.listeners.set(uid, listeners);
    const close = () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.listeners.delete(uid);
    };
    const position = `${this.epoch}-${this.sequence}`;
    if (lastEventId === undefined) return { complete: true, missed: [], position, close };
    const [epoch, raw] = lastEventId.split('-');
    const after = Number(raw);
    if (epoch !== this.epoch || !Number.isInteger(after) || after > this.sequence || after < this.dropped) {
      return { complete: false, missed: [], position, close };
    }
    const missed = this.entries.filter((e) => e.uid === uid && e.sequence > after).map((e) => e.entry);
    return { complete: true, missed, position, close };
  }

  /** How many pages are listening (for tests and the health of the stream). */
  listenerCount(uid: string): number {
    return this.listeners.get(uid)?.size ?? 0;
  }
}
