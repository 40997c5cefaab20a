import type { z } from 'zod';
import { type GenerateRequest, type LanguageModel, ModelError } from '../../ports/language-model.port';

/**
 * Calls to the model with DESIGN section 4's failure rules: a quota answer (429) is waited out,
 * honouring the retry delay Gemini gives, a few times; transient failures get a short backoff; a
 * malformed JSON answer is asked again once. An invalid key is never retried.
 */
export interface RetryPolicy {
  sleep: (ms: number) => Promise<void>;
  quotaRetries: number;
  transientRetries: number;
  /** Longest single wait for a quota retry, whatever the service asks. */
  maxQuotaWaitMs: number;
  /** Told before each quota wait, so a run can say that Gemini asked it to wait (issue 10). */
  onQuotaWait?: (wait: { ms: number; retry: number; of: number }) => void;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  quotaRetries: 5,
  transientRetries: 2,
  maxQuotaWaitMs: 60_000,
};

async function withRetries<T>(
  policy: RetryPolicy,
  signal: AbortSignal | undefined,
  call: () => Promise<T>,
): Promise<T> {
  let quota = 0;
  let transient = 0;
  let malformed = 0;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (signal?.aborted) throw error;
      if (!(error instanceof ModelError)) throw error;
      if (error.kind === 'quota' && quota < policy.quotaRetries) {
        quota++;
        const ms = Math.min(error.retryDelayMs ?? 2000 * 2 ** quota, policy.maxQuotaWaitMs);
        policy.onQuotaWait?.({ ms, retry: quota, of: policy.quotaRetries });
        await policy.sleep(ms);
      } else if (error.kind === 'transient' && transient < policy.transientRetries) {
        transient++;
        await policy.sleep(500 * 2 ** transient);
      } else if (error.kind === 'malformed' && malformed < 1) {
        malformed++;
      } else {
        throw error;
      }
    }
  }
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
