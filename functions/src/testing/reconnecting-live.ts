import type { LiveMessage } from './live-stream';

/**
 * GET /api/events as a browser's EventSource reads it across cuts: whenever the stream ends or is
 * cut, it reconnects (after `retryMs`) sending the last id it saw as Last-Event-ID.
 */
export class ReconnectingLiveReader {
  readonly messages: LiveMessage[] = [];
  connections = 0;
  /** Responses that opened (the app subscribed the page before it answered). */
  opened = 0;
  private lastId: string | undefined;
  private readonly stopping = new AbortController();
  private readonly done: Promise<void>;

  constructor(url: string, headers: Record<string, string>, retryMs = 50) {
    this.done = this.run(url, headers, retryMs);
  }

  private async run(url: string, headers: Record<string, string>, retryMs: number) {
    while (!this.stopping.signal.aborted) {
      this.connections += 1;
      try {
        const response = await fetch(url, {
          headers: { ...headers, ...(this.lastId ? { 'last-event-id': this.lastId } : {}) },
          signal: this.stopping.signal,
        });
        if (response.ok && response.body) {
          this.opened += 1;
          await this.read(response.body);
        } else await response.text();
      } catch {
        // Cut, or stopped: reconnect unless stopped.
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      pending += decoder.decode(value, { stream: true });
      let end = pending.indexOf('\n\n');
      while (end >= 0) {
        this.take(pending.slice(0, end));
        pending = pending.slice(end + 2);
        end = pending.indexOf('\n\n');
      }
    }
  }

  private take(block: string) {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      const colon = line.indexOf(': ');
      if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 2);
    }
    // An id alone (the feed's position) is kept, as a browser keeps it, and shows nothing.
    if (fields.id) this.lastId = fields.id;
    if (!fields.event) return;
    const signal = fields.event === 'change' ? JSON.parse(fields.data ?? '{}') : undefined;
    this.messages.push({ id: fields.id, event: fields.event, signal });
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.done;
  }
}
