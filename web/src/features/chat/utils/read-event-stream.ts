import { StreamEvent } from '@quarry/contracts/research';

/** Passed each event, with its number in the run's stream when the block carried an `id:` line. */
export type OnStreamEvent = (event: StreamEvent, id: number | undefined) => void;

const isLast = (event: StreamEvent) =>
  event.type === 'complete' || event.type === 'error' || event.type === 'keywords';

/**
 * Splits the extraction stream into events. Each event is a block of `id: <n>` and `data: <json>`
 * lines ended by a blank line; network chunks may end anywhere, even inside a line or a multi-byte
 * character, so text is held back until its block is complete. Blocks that are not a known event (a
 * keep-alive comment, an event type this version does not know, one cut off mid-way) are skipped.
 */
export function createEventParser(onEvent: OnStreamEvent) {
  let pending = '';

  function readBlock(block: string) {
    const lines = block.split(/\r?\n/);
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice('data:'.length).replace(/^ /, ''))
      .join('\n');
    if (!data) return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const event = StreamEvent.safeParse(json);
    const id = lines.map((line) => /^id: ?(\d+)$/.exec(line)?.[1]).find((n) => n !== undefined);
    if (event.success) onEvent(event.data, id === undefined ? undefined : Number(id));
  }

  return {
    push(text: string) {
      pending += text;
      const blocks = pending.split(/\r?\n\r?\n/);
      pending = blocks.pop() ?? '';
      for (const block of blocks) readBlock(block);
    },
    /** The stream ended: a last block without its blank line still counts. */
    end() {
      if (pending.trim()) readBlock(pending);
      pending = '';
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
