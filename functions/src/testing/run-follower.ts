import { type ExtractAndQueryRequest, runStreamPath } from '@quarry/contracts/research';
import { type NumberedEvent, parseEventBlocks } from './event-stream';

export interface FollowedRun {
  /** Every event received, in order, as the page would show them. */
  events: NumberedEvent[];
  /** Requests made: the POST, then one per reading-on. */
  requests: number;
}

const isLast = ({ event }: NumberedEvent) => event.type === 'complete' || event.type === 'error';

/**
 * Reads one response's events as they arrive. Only whole events count: one cut mid-way is read
 * again from the last whole one. Ends quietly when the stream ends or is cut.
 */
async function readAll(response: Response, onEvent: (event: NumberedEvent) => void): Promise<void> {
  if (!response.ok || !response.body) {
    await response.text().catch(() => '');
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      pending += decoder.decode(value, { stream: true });
      const end = pending.lastIndexOf('\n\n');
      if (end < 0) continue;
      for (const event of parseEventBlocks(pending.slice(0, end + 2))) onEvent(event);
      pending = pending.slice(end + 2);
    }
  } catch {
    // Cut: the caller reads on.
  }
}

/**
 * A page following its run as the SPA does (web/src/features/chat/flows/run-extraction.ts): the
 * POST's stream, then after every cut GET /api/report-execution/{id}/stream with the last event id
 * it saw, until the run's last event. `base` is where requests go (a cutting proxy); `headers`
 * carry the page's Origin and cookie.
 */
export async function followRunThroughCuts(
  base: string,
  headers: Record<string, string>,
  request: Partial<ExtractAndQueryRequest>,
  maxRequests = 200,
): Promise<FollowedRun> {
  const events: NumberedEvent[] = [];
  let executionId: string | undefined;
  const take = (event: NumberedEvent) => {
    events.push(event);
    if (event.event.type === 'status' && event.event.executionId) executionId ??= event.event.executionId;
  };
  let requests = 1;
  const started = await fetch(`${base}/api/query/extract-and-query`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  }).catch(() => undefined);
  if (started) await readAll(started, take);
  while (!events.some(isLast) && requests < maxRequests) {
    if (!executionId) throw new Error('The stream was cut before it named its run');
    requests += 1;
    const last = events.at(-1)?.id ?? 0;
    const response = await fetch(`${base}${runStreamPath(executionId)}`, {
      headers: { ...headers, 'last-event-id': String(last) },
    }).catch(() => undefined);
    if (response) await readAll(response, take);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { events, requests };
}
