import type { Response } from 'express';
import type { LoggedEvent } from '../domain/reports/events/run-events';
import { runEvents } from '../domain/reports/events/run-stream';
import { logEvent } from '../log-events';
import type { AppDeps } from './app-deps';

export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

/**
 * One response carrying a run's events (`id: <n>` and `data: <json>` lines), for at most the
 * configured stream time (docs/architecture/platform.md: Firebase Hosting cuts whatever it proxies at 60 s, so
 * the stream ends first and the page reads on from its last event). `stop` aborts when that time
 * is up or the page goes; comments keep a quiet stream (a long model call) from looking dead.
 */
export class RunEventStream {
  private readonly stopping = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly heartbeat: ReturnType<typeof setInterval>;
  /** The page went away (or the connection was cut) before the stream ended. */
  pageGone = false;
  /** The run's last event (complete or error) was sent. */
  ended = false;

  constructor(
    private readonly res: Response,
    private readonly deps: Pick<AppDeps, 'reports' | 'config' | 'log'>,
  ) {
    res.status(200).set(EVENT_STREAM_HEADERS);
    res.flushHeaders();
    res.on('close', () => {
      if (!res.writableEnded) this.pageGone = true;
      this.stopping.abort();
    });
    this.timer = setTimeout(() => this.stopping.abort(), deps.config.responseLimitMs);
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), deps.config.liveHeartbeatMs);
  }

  /** Aborts when the stream's time is up or its page went. */
  get stop(): AbortSignal {
    return this.stopping.signal;
  }

  /** Sends the run's events after `after` until its last event, or until `stop`. */
  async follow(executionId: string, after: number): Promise<void> {
    try {
      for await (const logged of runEvents(this.deps.reports, executionId, after, this.stop)) {
        this.send(logged);
        if (logged.event.type === 'complete' || logged.event.type === 'error') this.ended = true;
      }
    } catch (error) {
      // The store failed mid-stream: the page reads on from its last event with a new request.
      logEvent.runStreamFailed(this.deps.log, { executionId, cause: String(error) });
    }
  }

  end(): void {
    clearTimeout(this.timer);
    clearInterval(this.heartbeat);
    if (!this.res.writableEnded) this.res.end();
  }

  private send({ id, event }: LoggedEvent): void {
    this.write(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  private write(text: string): void {
    if (!this.res.writableEnded && !this.res.destroyed) this.res.write(text);
  }
}
