import { FEEDS_COLLECTION, type LiveFeedDoc, type LiveTopic } from '@quarry/contracts/live';
import { logEvent } from '../../log-events';
import type { ChangeFeed } from '../../ports/change-feed.port';
import type { DocumentStore } from '../../ports/document-store.port';

/**
 * The cloud's feed: feeds/{uid} holds a counter per topic, raised on every change. The browser
 * listens to its own document with onSnapshot (firestore.rules allow nothing else) and refetches
 * each topic whose counter moved; counters, unlike times, move even within one millisecond.
 */
export class StoreChangeFeed implements ChangeFeed {
  constructor(
    private readonly store: DocumentStore,
    private readonly now: () => Date,
    private readonly warn: (event: string, fields: Record<string, unknown>) => void,
  ) {}

  async publish(uids: readonly string[], topics: readonly LiveTopic[]): Promise<void> {
    if (topics.length === 0) return;
    await Promise.all(
      [...new Set(uids)].map((uid) =>
        this.raise(uid, topics).catch((error: unknown) =>
          logEvent.liveSignalFailed({ warn: this.warn }, { uid, topics, cause: String(error) }),
        ),
      ),
    );
  }

  private raise(uid: string, topics: readonly LiveTopic[]): Promise<void> {
    return this.store.runTransaction(async (tx) => {
      const current = await tx.get<StoredFeed>(FEEDS_COLLECTION, uid);
      const counters = { ...(current?.topics ?? {}) };
      for (const topic of topics) counters[topic] = (counters[topic] ?? 0) + 1;
      tx.set(FEEDS_COLLECTION, uid, { topics: counters, updatedAt: this.now().toISOString() });
    });
  }
}

type StoredFeed = LiveFeedDoc & { [key: string]: unknown };
