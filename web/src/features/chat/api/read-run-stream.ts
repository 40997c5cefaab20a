import { runStreamPath } from '@quarry/contracts/research';
import { api } from '@/lib/api-client';
import { type OnStreamEvent, readEventStream } from '../utils/read-event-stream';

/**
 * Reads a run's stream on from after the last event the page saw (docs/architecture/platform.md: Firebase
 * Hosting cuts every response at 60 s, and the server ends each stream before that): GET
 * /api/report-execution/{id}/stream with Last-Event-ID, until the run's last event or the response's end.
 */
export async function readRunStream(
  executionId: string,
  lastEventId: number,
  options: { signal: AbortSignal; onEvent: OnStreamEvent },
): Promise<void> {
  const response = await api.openStream('GET', runStreamPath(executionId), {
    headers: { 'Last-Event-ID': String(lastEventId) },
    signal: options.signal,
  });
  if (!response.body) throw new Error('The run stream had no body');
  await readEventStream(response.body, options.onEvent, options.signal);
}
