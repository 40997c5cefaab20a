import { FEEDS_COLLECTION, LIVE_TOPICS, type LiveChannel, LiveFeedDoc } from '@quarry/contracts/live';
import type { LiveHandlers } from './sse-listener';

type FirestoreChannel = Extract<LiveChannel, { kind: 'firestore' }>;

/**
 * The cloud's channel: signs in to Firebase with the API's custom token and listens to the person's
 * own feeds/{uid} (the only document firestore.rules let them read). Each topic whose counter moved
 * since the last snapshot is refreshed. The Firebase SDK loads only here, in its own chunk.
 */
export function listenToFeed(channel: FirestoreChannel, handlers: LiveHandlers): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void (async () => {
    const [{ initializeApp, getApps }, { getAuth, signInWithCustomToken }, firestore] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
      import('firebase/firestore'),
    ]);
    const name = 'quarry-live';
    const app = getApps().find((a) => a.name === name) ?? initializeApp(channel.firebase, name);
    await signInWithCustomToken(getAuth(app), channel.token);
    if (stopped) return;
    let previous: LiveFeedDoc['topics'] | null = null;
    stop = firestore.onSnapshot(
      firestore.doc(firestore.getFirestore(app), FEEDS_COLLECTION, channel.uid),
      (snapshot) => {
        const parsed = LiveFeedDoc.safeParse(snapshot.data());
        const topics = parsed.success ? parsed.data.topics : {};
        if (!previous) handlers.onOpen();
        else {
          const moved = LIVE_TOPICS.filter((topic) => (topics[topic] ?? 0) !== (previous?.[topic] ?? 0));
          if (moved.length > 0) handlers.onTopics(moved);
        }
        previous = topics;
      },
      // Refused or cut: the pages' own polling keeps them current.
      () => handlers.onResync(),
    );
  })().catch(() => {
    // Firebase unreachable: the polling fallback refreshes the pages.
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
