import type { StreamEvent } from '@quarry/contracts/research';
import { describe, expect, it } from 'vitest';
import { createEventParser, readEventStream } from './read-event-stream';

const complete = {
  type: 'complete',
  answer: '<p>Revenue grew 12% — see [1]</p>',
  sessionId: 's1',
  documentsProcessed: 2,
  statusCounts: { data: 1, noData: 1, failed: 0 },
  documentNames: { data: [{ id: 'a', name: 'A' }], noData: [{ id: 'b', name: 'B' }], failed: [] },
};

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/** Cuts the bytes of `text` into pieces of `size` bytes, ignoring character boundaries. */
function bytesInPieces(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.slice(start, start + size));
  return pieces;
}

const wire = (...events: unknown[]) => events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');

describe('extraction stream parsing', () => {
  it('when events arrive cut at every byte, even inside a multi-byte character, then each event is read whole and in order', async () => {
    const events: StreamEvent[] = [];
    const text = wire({ type: 'status', message: 'Reading 2 documents…', progress: 10 }, complete);
    await readEventStream(streamOf(bytesInPieces(text, 1)), (event) => events.push(event));
    expect(events).toEqual([{ type: 'status', message: 'Reading 2 documents…', progress: 10 }, complete]);
  });

  it('when a chunk holds several events and part of the next, then the complete ones come out at once', () => {
    const events: StreamEvent[] = [];
    const parser = createEventParser((event) => events.push(event));
    const text = wire({ type: 'status', message: 'one' }, { type: 'json_debug', message: '{}' }, complete);
    const cut = text.indexOf('"type":"complete"');
    parser.push(text.slice(0, cut));
    expect(events.map((event) => event.type)).toEqual(['status', 'json_debug']);
    parser.push(text.slice(cut));
    expect(events.map((event) => event.type)).toEqual(['status', 'json_debug', 'complete']);
  });

  it('when the last event has no blank line after it, then it still counts at the end of the stream', async () => {
    const events: StreamEvent[] = [];
    const text = `data: ${JSON.stringify({ type: 'error', message: 'Gemini failed' })}`;
    await readEventStream(streamOf(bytesInPieces(text, 7)), (event) => events.push(event));
    expect(events).toEqual([{ type: 'error', message: 'Gemini failed' }]);
  });

  it('when lines end with CRLF, then events are still split at the blank line', () => {
    const events: StreamEvent[] = [];
    const parser = createEventParser((event) => events.push(event));
    parser.push('data: {"type":"status","message":"a"}\r\n\r\ndata: {"type":"status","message":"b"}\r\n\r\n');
    expect(events).toEqual([
      { type: 'status', message: 'a' },
      { type: 'status', message: 'b' },
    ]);
  });

  it('when a block is a comment, bad JSON or an unknown event, then it is skipped and later events still come', () => {
    const events: StreamEvent[] = [];
    const parser = createEventParser((event) => events.push(event));
    parser.push(': keep-alive\n\ndata: {not json\n\ndata: {"type":"party"}\n\n');
    parser.push('data: {"type":"status","message":"still here"}\n\n');
    expect(events).toEqual([{ type: 'status', message: 'still here' }]);
  });

  it('when the signal aborts while waiting for more, then reading stops with the abort reason', async () => {
    const controller = new AbortController();
    const events: StreamEvent[] = [];
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode(wire({ type: 'status', message: 'working' })));
      },
    });
    const reading = readEventStream(
      body,
      (event) => {
        events.push(event);
        controller.abort(new Error('gave up'));
      },
      controller.signal,
    );
    await expect(reading).rejects.toThrow('gave up');
    expect(events).toHaveLength(1);
  });

  it('when blocks carry id lines, then each event comes with its number, and a block cut before its data gives none', () => {
    const seen: [string, number | undefined][] = [];
    const parser = createEventParser((event, id) => seen.push([event.type, id]));
    parser.push(
      `id: 7\n${wire({ type: 'status', message: 'seven' })}id: 8\ndata: {"type":"json_debug","message":"{}"}\n\n`,
    );
    parser.push('id: 9\n\n');
    parser.push(wire({ type: 'status', message: 'unnumbered' }));
    expect(seen).toEqual([
      ['status', 7],
      ['json_debug', 8],
      ['status', undefined],
    ]);
  });

  it("when the run's last event arrives, then reading ends there though the response stays open", async () => {
    const events: StreamEvent[] = [];
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode(`id: 4\n${wire(complete)}: keep-alive\n\n`));
      },
    });
    await readEventStream(body, (event) => events.push(event));
    expect(events.map((event) => event.type)).toEqual(['complete']);
  });
});
