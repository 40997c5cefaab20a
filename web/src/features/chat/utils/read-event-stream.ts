import { StreamEvent } from '@quarry/contracts/research';

/**
 * Splits the extraction stream into events. Each event is a block of `data: <json>` lines ended by a
 * blank line; network chunks may end anywhere, even inside a line or a multi-byte character, so text
 * is held back until its block is complete. Blocks that are not a known event (a keep-alive comment,
 * an event type this version does not know) are skipped.
 */
export function createEventParser(onEvent: (event: StreamEvent) => void) {
  let pending = '';

  function readBlock(block: string) {
    const data = block
      .split(/\r?\n/)
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
    if (event.success) onEvent(event.data);
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
 * Reads a response body to its end, calling `onEvent` for each event as it arrives. Aborting `signal`
 * stops the reading at once and rejects with the abort reason, whatever the body's source does.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const stop = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', stop);
  const decoder = new TextDecoder();
  const parser = createEventParser(onEvent);
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    signal?.removeEventListener('abort', stop);
    reader.releaseLock();
  }
}
