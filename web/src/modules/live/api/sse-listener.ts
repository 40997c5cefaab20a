import { LIVE_EVENTS, LiveSignal, type LiveTopic } from '@quarry/contracts/live';

export interface LiveHandlers {
  /**
   * The channel listens from now on. What the page fetched before this moment may already be out
   * of date (a change between its fetch and the channel opening is never signalled): refetch it.
   */
  onOpen: () => void;
  onTopics: (topics: LiveTopic[]) => void;
  /** Signals may have been missed: refetch everything. */
  onResync: () => void;
}

/** When the browser gave up on the stream (a 401, a restart it could not ride out), try again after. */
export const SSE_REOPEN_MS = 5000;

/**
 * Local mode's channel: GET /api/events through EventSource. The browser reconnects by itself with
 * Last-Event-ID; if it gives up, the stream is reopened with the last id in the query, so the
 * server can replay what was missed or say to refetch everything.
 */
export function listenToEvents(url: string, handlers: LiveHandlers): () => void {
  let source: EventSource | null = null;
  let lastEventId = '';
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let opened = false;

  const open = () => {
    const target = lastEventId ? `${url}?lastEventId=${encodeURIComponent(lastEventId)}` : url;
    source = new EventSource(target, { withCredentials: true });
    source.addEventListener(LIVE_EVENTS.change, (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) lastEventId = message.lastEventId;
      const parsed = LiveSignal.safeParse(safeJson(message.data));
      if (parsed.success) handlers.onTopics(parsed.data.topics);
    });
    source.addEventListener(LIVE_EVENTS.resync, () => handlers.onResync());
    // Only the first opening: later ones resume from Last-Event-ID, and the server replays or resyncs.
    source.addEventListener('open', () => {
      if (opened) return;
      opened = true;
      handlers.onOpen();
    });
    source.onerror = () => {
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      reopen = setTimeout(open, SSE_REOPEN_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(reopen);
    source?.close();
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
