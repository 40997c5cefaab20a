import { type ExtractAndQueryRequest, QueuedReportResponse } from '@quarry/contracts/research';
import { api } from '@/lib/api-client';
import { type OnStreamEvent, readEventStream } from '../utils/read-event-stream';

/** With notifyOnCompletion the run is queued and the server answers JSON instead of a stream. */
export type ExtractionAnswer = { kind: 'streamed' } | ({ kind: 'queued' } & QueuedReportResponse);

/**
 * Step 3 of the query flow: starts the run and reads its stream as it arrives, until the run's last
 * event or the end of the response (which may come first: read on with readRunStream). A non-OK
 * answer throws the ApiError the client builds. `idempotencyKey` names the person's action: sent
 * again with it, the start attaches to the run it started instead of starting another.
 */
export async function extractAndQuery(
  request: ExtractAndQueryRequest,
  options: { signal: AbortSignal; onEvent: OnStreamEvent; idempotencyKey: string },
): Promise<ExtractionAnswer> {
  const response = await api.openStream('POST', '/api/query/extract-and-query', {
    body: request,
    headers: { 'Idempotency-Key': options.idempotencyKey },
    signal: options.signal,
  });
  if (response.headers.get('Content-Type')?.includes('application/json')) {
    return { kind: 'queued', ...QueuedReportResponse.parse(await response.json()) };
  }
  if (!response.body) throw new Error('The extraction answer had no body');
  await readEventStream(response.body, options.onEvent, options.signal);
  return { kind: 'streamed' };
}
