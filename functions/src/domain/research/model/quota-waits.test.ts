import type { StreamEvent } from '@quarry/contracts/research';
import { describe, expect, it } from 'vitest';
import type { ResearchDeps } from '../research-deps';
import { withQuotaWaitsShown } from './quota-waits';

function shownWaits(waits: { ms: number; retry: number; of: number }[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const deps = {
    retry: { sleep: async () => {}, quotaRetries: 5, transientRetries: 2, maxQuotaWaitMs: 60_000 },
  };
  const shown = withQuotaWaitsShown(deps as unknown as ResearchDeps, (event) => events.push(event));
  for (const wait of waits) shown.retry.onQuotaWait?.(wait);
  return events;
}

describe('quota waits shown', () => {
  it('when Gemini asks a call to wait, then the status names the wait, the retry of how many, and the run’s total', () => {
    const [first, second] = shownWaits([
      { ms: 17_000, retry: 1, of: 5 },
      { ms: 4_200, retry: 2, of: 5 },
    ]);
    expect(first).toMatchObject({ message: 'Gemini asked us to wait 17 s, retry 1 of 5' });
    expect(second).toMatchObject({
      message: 'Gemini asked us to wait 4 s, retry 2 of 5',
      quotaWait: { seconds: 4, retry: 2, of: 5, totalSeconds: 21 },
    });
  });

  it('when a call waits past its counted retries because Gemini names each delay, then the status gives the retry alone', () => {
    const [wait] = shownWaits([{ ms: 1_000, retry: 7, of: 5 }]);
    expect(wait).toMatchObject({ message: 'Gemini asked us to wait 1 s, retry 7' });
  });
});
