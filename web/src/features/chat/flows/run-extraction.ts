import {
  type ExtractAndQueryRequest,
  QUERY_TIMEOUT_MS,
  type QuotaWait,
  type StreamEvent,
} from '@quarry/contracts/research';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-error';
import { extractAndQuery } from '../api/extract-and-query';
import { isQuotaError, isQuotaMessage } from '../utils/quota';

export type CompleteEvent = Extract<StreamEvent, { type: 'complete' }>;
/** `quotaWait`: set while Gemini asks us to wait before retrying. */
export type ExtractionProgress = { message: string; progress?: number; quotaWait?: QuotaWait };
/** Where the server keeps the run: a page reloaded mid-run finds it there. */
export type RunPlace = { executionId: string; sessionId: string };

/** How a run ended; every toast is already shown. */
export type ExtractionResult =
  | { kind: 'complete'; event: CompleteEvent }
  /** `sessionId`: the chat session the server files the report in. */
  | { kind: 'queued'; userEmail: string; sessionId: string }
  | { kind: 'quota'; message: string }
  | { kind: 'failed' }
  | { kind: 'cancelled' }
  /**
   * The connection ended after the run had started (a reload, a network drop): the run goes on on
   * the server, in the place the stream named, so the page follows it there. No toast.
   */
  | { kind: 'dropped'; place: RunPlace };

export type RunExtractionOptions = {
  onProgress: (progress: ExtractionProgress) => void;
  /** Called once, as soon as the stream names its execution and session. */
  onStart?: (place: RunPlace) => void;
  /** Aborted when the page goes away: the run ends quietly. */
  signal?: AbortSignal;
  /** Starts the 2-hour limit; returns its cancel. Tests pass one they can fire. */
  startTimer?: (onTimeout: () => void, ms: number) => () => void;
  /** The title of failure toasts: the spec names the auto-run's 'Extraction Error'. */
  failureTitle?: string;
};

export const TIMEOUT_MESSAGE = 'Query timeout - please try with fewer documents';
const GENERIC_FAILURE = 'Failed to process your query. Please try again.';
export const PROCESSING_ERROR = 'Processing Error';

const startTimeout = (onTimeout: () => void, ms: number) => {
  const timer = setTimeout(onTimeout, ms);
  return () => clearTimeout(timer);
};

function failed(title: string, description: string): ExtractionResult {
  toast({ title, description, variant: 'destructive' });
  return { kind: 'failed' };
}

function quota(title: string, message: string): ExtractionResult {
  toast({ title, description: message, variant: 'destructive' });
  return { kind: 'quota', message };
}

function fromHttpError(title: string, error: unknown): ExtractionResult {
  if (error instanceof ApiError && error.status === 401) {
    toast({
      title: 'Session Expired',
      description: 'Your session has expired. Please refresh the page and sign in again.',
      variant: 'destructive',
    });
    return { kind: 'failed' };
  }
  if (isQuotaError(error)) return quota(title, error.message);
  return failed(title, GENERIC_FAILURE);
}

function fromEnding(
  title: string,
  ending: CompleteEvent | Extract<StreamEvent, { type: 'error' }> | undefined,
) {
  if (!ending) return failed(title, GENERIC_FAILURE);
  if (ending.type === 'error')
    return isQuotaMessage(ending.message) ? quota(title, ending.message) : failed(title, ending.message);
  return { kind: 'complete', event: ending } satisfies ExtractionResult;
}

/**
 * The 'Query Complete' summary. Raised by the flow after the session is saved: only one toast
 * shows at a time, and the summary is the one the person should be left reading.
 */
export function announceCompletion({ documentsProcessed, statusCounts }: CompleteEvent): void {
  toast({
    title: 'Query Complete',
    description: `Analyzed ${documentsProcessed} documents: ${statusCounts.data} with data, ${statusCounts.noData} without data, ${statusCounts.failed} failed`,
    outcome: true,
  });
}

/**
 * Step 4 of the query flow: runs extraction and analysis, passing status messages on as they stream
 * in, within the 2-hour limit (spec part 2, sections 4, 8 and 9).
 */
export async function runExtraction(
  request: ExtractAndQueryRequest,
  options: RunExtractionOptions,
): Promise<ExtractionResult> {
  const title = options.failureTitle ?? PROCESSING_ERROR;
  const controller = new AbortController();
  let timedOut = false;
  const stopTimer = (options.startTimer ?? startTimeout)(() => {
    timedOut = true;
    controller.abort();
  }, QUERY_TIMEOUT_MS);
  const onPageGone = () => controller.abort();
  options.signal?.addEventListener('abort', onPageGone);

  let ending: CompleteEvent | Extract<StreamEvent, { type: 'error' }> | undefined;
  let place: RunPlace | undefined;
  try {
    const answer = await extractAndQuery(request, {
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === 'status') {
          const { message, progress, quotaWait, executionId, sessionId } = event;
          if (executionId && sessionId && !place) {
            place = { executionId, sessionId };
            options.onStart?.(place);
          }
          options.onProgress({ message, progress, ...(quotaWait ? { quotaWait } : {}) });
        }
        if (event.type === 'complete' || event.type === 'error') ending = event;
      },
    });
    if (answer.kind === 'queued') {
      toast({
        title: 'Report Queued',
        description: `Your report is running in the background. An e-mail will be sent to ${answer.userEmail} when it is ready.`,
        outcome: true,
      });
      return { kind: 'queued', userEmail: answer.userEmail, sessionId: answer.sessionId };
    }
  } catch (error) {
    if (timedOut) return failed(title, TIMEOUT_MESSAGE);
    if (controller.signal.aborted) return { kind: 'cancelled' };
    if (place && !(error instanceof ApiError)) return { kind: 'dropped', place };
    return fromHttpError(title, error);
  } finally {
    stopTimer();
    options.signal?.removeEventListener('abort', onPageGone);
  }
  if (place && !ending) return { kind: 'dropped', place };
  return fromEnding(title, ending);
}
