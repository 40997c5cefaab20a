import { StreamEvent } from '@quarry/contracts/research';
import { createParser } from 'eventsource-parser';

/** Passed each event, with its number in the run's stream when the block carried an `id:` line. */
export type OnStreamEvent = (event: StreamEvent, id: number | undefined) => void;

const isLast = (event: StreamEvent) =>
  event.type === 'complete' || event.type === 'error' || event.type === 'keywords';

/** The block's `id:` line as a number, when it has one. */
const eventNumber = (id: string | undefined) =>
  id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;

/**
 * Splits the extraction stream into events (eventsource-parser does the splitting: chunks may end
 * anywhere, even inside a line; `readEventStream` decodes multi-byte characters across chunks).
 * Blocks that are not a known event (a keep-alive comment, bad JSON, an event type this version
 * does not know, one cut off mid-way) are skipped.
 */
export function createEventParser(onEvent: OnStreamEvent) {
  const parser = createParser({
    onEvent(message) {
      let json: unknown;
      try {
        json = JSON.parse(message.data);
      } catch {
        return;
      }
      const event = StreamEvent.safeParse(json);
      if (event.success) onEvent(event.data, eventNumber(message.id));
    },
  });
  return {
    push: (text: string) => parser.feed(text),
    /** The stream ended: a last block without its blank line still counts. */
    end() {
      parser.feed('\n\n');
      parser.reset();
    },
  };
}

/**
 * Reads a response body to its end, or to the run's last event (complete or error: nothing follows
 * it), calling `onEvent` for each event as it arrives. Aborting `signal` stops the reading at once
 * and rejects with the abort reason, whatever the body's source does.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: OnStreamEvent,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const stop = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', stop);
  const decoder = new TextDecoder();
  let ended = false;
  const parser = createEventParser((event, id) => {
    if (ended) return;
    ended = isLast(event);
    onEvent(event, id);
  });
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      if (ended) {
        void reader.cancel().catch(() => {});
        return;
      }
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    signal?.removeEventListener('abort', stop);
    reader.releaseLock();
  }
}
