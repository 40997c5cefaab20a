import {
  type ExtractAndQueryRequest,
  GEMINI_DAILY_QUOTA,
  QUERY_TIMEOUT_MS,
  type QuotaWait,
  RUN_STOPPED,
  type StreamEvent,
} from '@quarry/contracts/research';
import { toast } from '@/hooks/use-toast';
import { newIdempotencyKey } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { type ExtractionAnswer, extractAndQuery } from '../api/extract-and-query';
import { pause } from '../utils/pause';
import { isQuotaError, isQuotaMessage } from '../utils/quota';
import { READ_ON_DELAY_MS, type RunEnding, type RunPlace, RunStreamReader } from './run-stream-reader';

export type CompleteEvent = Extract<StreamEvent, { type: 'complete' }>;
/** `quotaWait`: set while Gemini asks us to wait before retrying. */
export type ExtractionProgress = { message: string; progress?: number; quotaWait?: QuotaWait };

/** How a run ended; every toast is already shown. */
export type ExtractionResult =
  /** `resumed`: the stream was read on after a cut; the run ended away from this page's request. */
  | { kind: 'complete'; event: CompleteEvent; resumed?: true }
  /** `sessionId`: the chat session the server files the report in. */
  | { kind: 'queued'; userEmail: string; sessionId: string }
  /** `dailyLimitRun`: Gemini's daily quota ended this run, which may go on in the background. */
  | { kind: 'quota'; message: string; dailyLimitRun?: string }
  /** Its owner pressed Stop: the server ended it, nothing of it kept (docs/decisions/research-pipeline.md). No toast. */
  | { kind: 'stopped'; message: string }
  | { kind: 'failed' }
  | { kind: 'cancelled' }
  /**
   * The run's stream could not be read on (the server no longer gives it, a 4xx): the page follows
   * what is left of the run in the place the stream named. No toast.
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
  /** Waits between attempts to read the stream on; tests pass one that does not wait. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
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

function quota(title: string, message: string, dailyLimitRun?: string): ExtractionResult {
  toast({ title, description: message, variant: 'destructive' });
  return { kind: 'quota', message, ...(dailyLimitRun ? { dailyLimitRun } : {}) };
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

function fromEnding(title: string, ending: RunEnding | undefined, how: { resumed?: true } = {}) {
  if (!ending) return failed(title, GENERIC_FAILURE);
  if (ending.type === 'error' && ending.errorCode === RUN_STOPPED) {
    return { kind: 'stopped', message: ending.message } satisfies ExtractionResult;
  }
  if (ending.type === 'error' && ending.errorCode === GEMINI_DAILY_QUOTA) {
    return quota(title, ending.message, ending.executionId);
  }
  if (ending.type === 'error')
    return isQuotaMessage(ending.message) ? quota(title, ending.message) : failed(title, ending.message);
  return { kind: 'complete', event: ending, ...how } satisfies ExtractionResult;
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

/** Sends of one start before a network failure is told: the first, and two more. */
export const START_TRIES = 3;

/**
 * Starts the run under one Idempotency-Key for this action: a start cut by the network before the
 * stream named its run is sent again with it, and the server attaches to the run the first send
 * started, if it got that far, rather than start a second one (docs/decisions/exports.md). Undefined when
 * the response was cut after the run started: the page reads on.
 */
async function startRun(
  request: ExtractAndQueryRequest,
  stream: RunStreamReader,
  signal: AbortSignal,
  sleep: (ms: number, signal: AbortSignal) => Promise<void>,
): Promise<ExtractionAnswer | undefined> {
  const idempotencyKey = newIdempotencyKey();
  for (let tries = 1; ; tries++) {
    try {
      return await extractAndQuery(request, { signal, onEvent: stream.onEvent, idempotencyKey });
    } catch (error) {
      if (signal.aborted || error instanceof ApiError) throw error;
      if (stream.place) return undefined;
      if (tries >= START_TRIES) throw error;
      await sleep(READ_ON_DELAY_MS, signal);
    }
  }
}

/**
 * Step 4 of the query flow: runs extraction and analysis, passing status messages on as they stream
 * in, within the 2-hour limit (spec part 2, sections 4, 8 and 9). The stream is cut now and then
 * (the server ends each response before Firebase Hosting's 60 s cut, and networks drop): the page
 * reads on from the last event it saw until the run's last event (docs/architecture/platform.md).
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
  const stream = new RunStreamReader({
    onStatus: ({ message, progress, quotaWait }) =>
      options.onProgress({ message, progress, ...(quotaWait ? { quotaWait } : {}) }),
    ...(options.onStart ? { onStart: options.onStart } : {}),
  });
  const stopped = (error: unknown): ExtractionResult => {
    if (timedOut) return failed(title, TIMEOUT_MESSAGE);
    if (controller.signal.aborted) return { kind: 'cancelled' };
    return fromHttpError(title, error);
  };

  try {
    let answer: ExtractionAnswer | undefined;
    try {
      answer = await startRun(request, stream, controller.signal, options.sleep ?? pause);
    } catch (error) {
      return stopped(error);
    }
    if (answer?.kind === 'queued') {
      toast({
        title: 'Report Queued',
        description: `Your report is running in the background. An e-mail will be sent to ${answer.userEmail} when it is ready.`,
        outcome: true,
      });
      return { kind: 'queued', userEmail: answer.userEmail, sessionId: answer.sessionId };
    }
    const { place } = stream;
    if (stream.ending || !place) return fromEnding(title, stream.ending);
    try {
      await stream.readOn(place.executionId, controller.signal, options.sleep);
    } catch (error) {
      if (controller.signal.aborted || (error instanceof ApiError && error.status === 401))
        return stopped(error);
      // Refused for good (the run was deleted): the page follows what is left of it.
      return { kind: 'dropped', place };
    }
    return fromEnding(title, stream.ending, { resumed: true });
  } finally {
    stopTimer();
    options.signal?.removeEventListener('abort', onPageGone);
  }
}
