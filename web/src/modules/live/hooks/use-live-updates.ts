import { LiveChannel } from '@quarry/contracts/live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { listenToFeed } from '../api/firestore-listener';
import { listenToEvents } from '../api/sse-listener';
import { refreshEverything, refreshTopics } from '../utils/live-topics';

/**
 * Keeps a signed-in page current (docs/architecture/teams-and-sharing.md): asks the API where its change signals come
 * from, listens, and refetches the queries each signal covers. The screens' polling stays on as
 * the fallback when the channel is down.
 */
export function useLiveUpdates(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const handlers = {
      onOpen: () => void refreshEverything(client),
      onTopics: (topics: Parameters<typeof refreshTopics>[1]) => void refreshTopics(client, [...topics]),
      onResync: () => void refreshEverything(client),
    };
    api
      .request('GET', '/api/live/channel', { schema: LiveChannel })
      .then((channel) => {
        if (cancelled) return;
        stop =
          channel.kind === 'sse' ? listenToEvents(channel.url, handlers) : listenToFeed(channel, handlers);
      })
      .catch(() => {
        // No channel: the polling fallback refreshes the pages.
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, enabled]);
}
