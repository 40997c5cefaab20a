import { LiveSignal } from '@quarry/contracts/live';

export interface LiveMessage {
  id?: string;
  event: string;
  signal?: LiveSignal;
}

/**
 * An open GET /api/events, read as a browser's EventSource would: each message as it arrives, so a
 * test can wait for the one it expects (or see that none came).
 */
export class LiveStreamReader {
  readonly messages: LiveMessage[] = [];
  /** Heartbeat comments seen. */
  heartbeats = 0;
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];
  status = 0;

  static async open(url: string, headers: Record<string, string>): Promise<LiveStreamReader> {
    const reader = new LiveStreamReader();
    const response = await fetch(url, { headers, signal: reader.abort.signal });
    reader.status = response.status;
    if (response.ok && response.body) void reader.pump(response.body);
    else await response.text();
    return reader;
  }

  private async pump(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Closed by the test.
    }
  }

  private take(block: string) {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(': heartbeat')) this.heartbeats += 1;
      const colon = line.indexOf(': ');
      if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 2);
    }
    if (fields.event) {
      this.messages.push({
        id: fields.id,
        event: fields.event,
        signal: fields.event === 'change' ? LiveSignal.parse(JSON.parse(fields.data ?? '{}')) : undefined,
      });
    }
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves with the first message (from `from` on) that matches, or rejects after `ms`. */
  async next(match: (message: LiveMessage) => boolean, ms = 5000, from = 0): Promise<LiveMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching live message within ${ms} ms: ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves once `count` heartbeats arrived. */
  async heartbeatsSeen(count: number, ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (this.heartbeats < count) {
      if (Date.now() > deadline) throw new Error(`saw ${this.heartbeats} heartbeats, wanted ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close() {
    this.abort.abort();
  }
}

/** The topics a message carries, or none. */
export const topicsOf = (message: LiveMessage) => message.signal?.topics ?? [];
