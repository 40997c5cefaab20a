import {
  type ExtractAndQueryRequest,
  QueuedReportResponse,
  type StreamEvent,
} from '@quarry/contracts/research';
import { readBody, toApiError } from '@/lib/api-error';
import { readEventStream } from '../utils/read-event-stream';

/** With notifyOnCompletion the run is queued and the server answers JSON instead of a stream. */
export type ExtractionAnswer = { kind: 'streamed' } | ({ kind: 'queued' } & QueuedReportResponse);

/**
 * Step 3 of the query flow. Not through the API client: the answer is a stream read as it arrives,
 * and a 401 here means "refresh and sign in again", not the client's silent retry. A non-OK answer
 * throws the ApiError the client would have built.
 */
export async function extractAndQuery(
  request: ExtractAndQueryRequest,
  options: { signal: AbortSignal; onEvent: (event: StreamEvent) => void },
): Promise<ExtractionAnswer> {
  const response = await fetch('/api/query/extract-and-query', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    signal: options.signal,
  });
  if (!response.ok) throw toApiError(response, await readBody(response));
  if (response.headers.get('Content-Type')?.includes('application/json')) {
    return { kind: 'queued', ...QueuedReportResponse.parse(await response.json()) };
  }
  if (!response.body) throw new Error('The extraction answer had no body');
  await readEventStream(response.body, options.onEvent, options.signal);
  return { kind: 'streamed' };
}
