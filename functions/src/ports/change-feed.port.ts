import type { LiveSignal, LiveTopic } from '@quarry/contracts/live';

/**
 * Live updates (docs/architecture/teams-and-sharing.md): tells people that something of theirs changed, by topic.
 * Locally an in-memory feed behind GET /api/events; in the cloud feeds/{uid} in Firestore.
 */
export interface ChangeFeed {
  /**
   * Never throws: a lost signal only delays a page's refresh until its polling catches up, so it
   * must not fail the change that caused it.
   */
  publish(uids: readonly string[], topics: readonly LiveTopic[]): Promise<void>;
}

export interface FeedEntry {
  /** The SSE event id a reconnecting browser sends back as Last-Event-ID. */
  id: string;
  signal: LiveSignal;
}

export interface FeedSubscription {
  /** False when signals may have been missed since Last-Event-ID: the page must refetch everything. */
  complete: boolean;
  /** Signals after Last-Event-ID, oldest first, to send before the live ones. */
  missed: FeedEntry[];
  /**
   * Where the feed stands as the page starts listening: sent to a page that came without a
   * Last-Event-ID, so that it has one to come back with after a cut, and misses nothing meanwhile.
   */
  position: string;
  close: () => void;
}

/** Local mode: the feed a signed-in page streams from (GET /api/events). */
export interface LiveStream {
  subscribe(
    uid: string,
    lastEventId: string | undefined,
    listener: (entry: FeedEntry) => void,
  ): FeedSubscription;
}

/** Cloud mode: signs the browser in to Firebase as the person, to read their own feeds/{uid}. */
export interface LiveTokenIssuer {
  customToken(uid: string): Promise<string>;
}
