import type { z } from 'zod';
import { type GenerateRequest, type LanguageModel, ModelError } from '../../../ports/language-model.port';

/**
 * Calls to the model with docs/architecture/research-pipeline.md's failure rules: a quota answer (429) is waited out,
 * honouring the retry delay Gemini gives; transient failures get a short backoff; a malformed JSON
 * answer is asked again once. An invalid key is never retried.
 *
 * Quota waits are bounded by time, not by count, while Gemini names when to retry: under a tight
 * rpm limit the calls of a run take turns, and a call may meet many 429s before its turn comes, each
 * a promise kept (a slot did free) that another call took first. A call gives up when its quota
 * waits would pass `quotaRetries` x `maxQuotaWaitMs` in all (five waits of at most a minute: the
 * worst case before a quota error is what it always was), or after `quotaRetries` 429s that named
 * no delay (each wait a guess of our own). `quotaRetries: 0` never waits.
 *
 * A per-day limit (the 429's quota id says so, docs/architecture/reading-economy.md) is never waited out: it clears
 * only at midnight Pacific, so the call ends at once with that quota error (`isDailyQuota`), which
 * a background run answers by pausing until then.
 *
 * This is the one policy of every step that calls Gemini (keywords, extraction, the report; docs/decisions/research-pipeline.md), and every wait in it ends at once when the call's signal aborts (the person pressed Stop,
 * or the request's time is up): a stopped step makes no further call.
 */
export interface RetryPolicy {
  sleep: (ms: number) => Promise<void>;
  quotaRetries: number;
  transientRetries: number;
  /** Longest single wait for a quota retry, whatever the service asks. */
  maxQuotaWaitMs: number;
  /** Told before each quota wait, so a run can say that Gemini asked it to wait (docs/decisions/security.md). */
  onQuotaWait?: (wait: { ms: number; retry: number; of: number }) => void;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  quotaRetries: 5,
  transientRetries: 2,
  maxQuotaWaitMs: 60_000,
};

/** Gemini's per-day limit for the key is reached: no call succeeds before midnight Pacific. */
export const isDailyQuota = (error: unknown): boolean =>
  error instanceof ModelError && error.kind === 'quota' && error.quota?.period === 'day';

async function withRetries<T>(
  policy: RetryPolicy,
  signal: AbortSignal | undefined,
  call: () => Promise<T>,
): Promise<T> {
  const quota: QuotaWaits = { waits: 0, guessed: 0, waitedMs: 0 };
  let transient = 0;
  let malformed = 0;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (signal?.aborted) throw error;
      if (!(error instanceof ModelError) || isDailyQuota(error)) throw error;
      const ms = error.kind === 'quota' ? nextQuotaWait(policy, error, quota) : undefined;
      if (ms !== undefined) {
        quota.waits++;
        quota.waitedMs += ms;
        policy.onQuotaWait?.({ ms, retry: quota.waits, of: policy.quotaRetries });
        await waitUnlessStopped(policy, ms, signal);
      } else if (error.kind === 'transient' && transient < policy.transientRetries) {
        transient++;
        await waitUnlessStopped(policy, 500 * 2 ** transient, signal);
      } else if (error.kind === 'malformed' && malformed < 1) {
        malformed++;
      } else {
        throw error;
      }
    }
  }
}

/** Waits `ms`; rejects with the signal's reason as soon as it aborts. */
function waitUnlessStopped(policy: RetryPolicy, ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return policy.sleep(ms);
  signal.throwIfAborted();
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    policy.sleep(ms).then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

interface QuotaWaits {
  waits: number;
  /** 429s that named no positive delay, so the wait was ours to guess. */
  guessed: number;
  waitedMs: number;
}

/** How long to wait before retrying this 429 (counting a guessed wait), or undefined to give up. */
function nextQuotaWait(policy: RetryPolicy, error: ModelError, quota: QuotaWaits): number | undefined {
  const named = error.retryDelayMs;
  if (named === undefined || named <= 0) {
    if (quota.guessed >= policy.quotaRetries) return undefined;
    quota.guessed++;
  }
  const ms = Math.min(named ?? 2000 * 2 ** quota.guessed, policy.maxQuotaWaitMs);
  return quota.waitedMs + ms <= policy.quotaRetries * policy.maxQuotaWaitMs ? ms : undefined;
}

export function callText(
  model: LanguageModel,
  request: GenerateRequest,
  policy: RetryPolicy,
): Promise<string> {
  return withRetries(policy, request.signal, () => model.generateText(request));
}

/** JSON validated with `schema`; an answer of the wrong shape counts as malformed. */
export function callJson<S extends z.ZodType>(
  model: LanguageModel,
  request: GenerateRequest & { jsonSchema: Record<string, unknown> },
  schema: S,
  policy: RetryPolicy,
): Promise<z.infer<S>> {
  return withRetries(policy, request.signal, async () => {
    const raw = await model.generateJson({ ...request, schema: request.jsonSchema });
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new ModelError('malformed', 'The model answered with JSON of the wrong shape');
    return parsed.data;
  });
}
