import { ApiError } from '@/lib/api-error';
import { getRunProgress } from '../api/get-run-progress';
import { getSessionMessages, type LoadedChatSession } from '../api/get-session-messages';
import { isUnderWay } from '../utils/active-session';
import { pause } from '../utils/pause';
import type { ExtractionProgress } from './run-extraction';

/** How often a run the page did not start (or lost to a reload) is asked where it stands. */
export const FOLLOW_INTERVAL_MS = 2000;
/** After the run ends, how many times the session is asked whether the server filed the report yet. */
export const SETTLE_ATTEMPTS = 10;
export const QUEUED_MESSAGE = 'Your report is queued and will start shortly...';
export const WRITING_MESSAGE = 'Your report is still being written...';
const FAILED_MESSAGE = 'The report could not be written.';

export type FollowResult =
  /** The run succeeded; `session` is its session once the server has filed the report there. */
  | { kind: 'success'; session: LoadedChatSession }
  | { kind: 'failed'; message: string }
  /** Stopped: the page moved on, or the run or the sign-in is gone. */
  | { kind: 'stopped' };

export type FollowOptions = {
  onProgress: (progress: ExtractionProgress) => void;
  signal: AbortSignal;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

/** A refusal (the run was deleted, the sign-in ended) will not change by asking again; a hiccup may. */
const isFinal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

async function untilEnded(executionId: string, options: FollowOptions, sleep: typeof pause) {
  for (;;) {
    try {
      const run = await getRunProgress(executionId);
      if (!isUnderWay(run.executionStatus)) return run;
      const message = run.executionStatus === 'pending' ? QUEUED_MESSAGE : WRITING_MESSAGE;
      options.onProgress({ message, progress: run.progress });
    } catch (error) {
      if (isFinal(error)) return undefined;
    }
    await sleep(FOLLOW_INTERVAL_MS, options.signal);
  }
}

/**
 * Follows a chat run the page is not streaming (spec part 2 section 4, executions; docs/decisions/runs.md,
 * durable executions): its progress every 2 s until it ends, then its session until the server has
 * filed the report and settled the session's status, so the page shows the report and nothing runs twice.
 */
export async function followRun(
  executionId: string,
  sessionId: string,
  options: FollowOptions,
): Promise<FollowResult> {
  const sleep = options.sleep ?? pause;
  try {
    const ended = await untilEnded(executionId, options, sleep);
    if (!ended) return { kind: 'stopped' };
    if (ended.executionStatus === 'failed') {
      return { kind: 'failed', message: ended.errorMessage ?? FAILED_MESSAGE };
    }
    for (let attempt = 1; attempt <= SETTLE_ATTEMPTS; attempt++) {
      const session = await getSessionMessages(sessionId).catch((error: unknown) => {
        if (isFinal(error)) throw error;
        return undefined;
      });
      const settled =
        session !== undefined &&
        (session.latestExecutionId !== executionId || !isUnderWay(session.latestStatus));
      if (session && (settled || attempt === SETTLE_ATTEMPTS)) return { kind: 'success', session };
      await sleep(FOLLOW_INTERVAL_MS, options.signal);
    }
    return { kind: 'stopped' };
  } catch {
    // Aborted (the page moved on) or refused for good: there is nothing more to show here.
    return { kind: 'stopped' };
  }
}
