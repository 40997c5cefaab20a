import {
  type GenerateKeywordsResponse,
  GenerateKeywordsResponse as Schema,
  type StreamEvent,
} from '@quarry/contracts/research';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { readEventStream } from '../utils/read-event-stream';

type Status = Extract<StreamEvent, { type: 'status' }>;

/**
 * Step 1 of the query flow, Gemini turning the question into search keywords, as the chat asks for it (docs/decisions/research-pipeline.md): streamed, so each wait Gemini asks for reaches
 * `onStatus` as it starts, and aborting `signal` (Stop) ends the step on the server too. A failure
 * throws the ApiError the JSON call would (GEMINI_QUOTA for the quota box); a lost session is
 * handled as every request's is.
 */
export async function streamKeywords(
  query: string,
  options: { signal: AbortSignal; onStatus: (status: Status) => void },
): Promise<GenerateKeywordsResponse> {
  const response = await api.openStream('POST', '/api/query/generate-keywords', {
    body: { query },
    headers: { Accept: 'text/event-stream' },
    signal: options.signal,
    sessionLoss: 'redirect',
  });
  // A server that answers the spec's JSON instead of a stream is read as such.
  if (response.headers.get('Content-Type')?.includes('application/json')) {
    return Schema.parse(await response.json());
  }
  let last: StreamEvent | undefined;
  if (!response.body) throw new Error('The keyword answer had no body');
  await readEventStream(
    response.body,
    (event) => {
      if (event.type === 'status') options.onStatus(event);
      else last = event;
    },
    options.signal,
  );
  const answer = last as StreamEvent | undefined;
  if (answer?.type === 'keywords') return { keywords: answer.keywords, maxKeywords: answer.maxKeywords };
  const message = answer?.type === 'error' ? answer.message : 'Could not generate keywords';
  throw new ApiError(message, {
    status: 200,
    ...(answer?.type === 'error' && answer.errorCode ? { errorCode: answer.errorCode } : {}),
    data: answer ?? null,
  });
}
