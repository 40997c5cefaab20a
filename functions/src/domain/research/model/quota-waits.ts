import { quotaWaitMessage } from '@quarry/contracts/research';
import type { Emit } from '../emit';
import type { RetryPolicy } from './model-calls';

/**
 * The run's deps with every quota wait told to the person (docs/decisions/security.md): while Gemini asks us to wait,
 * the status says so, and carries the run's waits so far so the SPA can show the quota box once
 * they pass a minute. Waits of documents read at the same time add up: that is how long the person
 * is kept waiting by the quota, at most.
 */
export function withQuotaWaitsShown<Deps extends { retry: RetryPolicy }>(deps: Deps, emit: Emit): Deps {
  let totalMs = 0;
  return {
    ...deps,
    retry: {
      ...deps.retry,
      onQuotaWait: (wait) => {
        deps.retry.onQuotaWait?.(wait);
        totalMs += wait.ms;
        const seconds = Math.round(wait.ms / 1000);
        emit({
          type: 'status',
          message: quotaWaitMessage({ seconds, retry: wait.retry, of: wait.of }),
          quotaWait: { seconds, retry: wait.retry, of: wait.of, totalSeconds: Math.round(totalMs / 1000) },
        });
      },
    },
  };
}
