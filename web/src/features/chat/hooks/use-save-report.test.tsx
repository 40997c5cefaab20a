import type { CompletedQuery } from '@quarry/contracts/chat';
import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, jsonResponse, ok } from '@/testing/fake-api';
import { recordToasts } from '@/testing/toast-recorder';
import { useSaveReport } from './use-save-report';

const COMPLETED: CompletedQuery = {
  query: 'What did the recall cost?',
  keywords: ['recall'],
  negativeKeywords: [],
  deselectedDocuments: [],
  directories: [],
};

function wrapper({ children }: { children: ReactNode }) {
  const client = createQueryClient(api.getQueryFn({ on401: 'throw' }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('saving a report', () => {
  it('when there is no completed query and saving is triggered anyway, then No Query Data shows and nothing is posted', async () => {
    const toasts = recordToasts();
    const calls = fakeApi({ 'POST /api/saved-reports': ok({ id: 'r1', message: 'Saved' }) });
    const { result } = renderHook(() => useSaveReport(undefined, DEFAULT_PREFERENCES), { wrapper });
    expect(result.current.start()).toBe(false);
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.save('Revenue');
    });
    expect(saved).toBe(false);
    expect(toasts.titles()).toEqual(['No Query Data', 'No Query Data']);
    expect(toasts.all[0]?.variant).toBe('destructive');
    expect(calls.calls).toHaveLength(0);
  });

  it('when Save is clicked twice before the first save answers, then one report is posted and the second click reports nothing saved', async () => {
    recordToasts();
    let answer: (response: Response) => void = () => {};
    const calls = fakeApi({
      'POST /api/saved-reports': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { result } = renderHook(() => useSaveReport(COMPLETED, DEFAULT_PREFERENCES), { wrapper });

    let outcomes: boolean[] = [];
    await act(async () => {
      const first = result.current.save('Revenue');
      const second = result.current.save('Revenue');
      await Promise.resolve();
      answer(jsonResponse(201, { id: 'r1', message: 'Report "Revenue" saved' }));
      outcomes = await Promise.all([first, second]);
    });

    expect(outcomes).toEqual([true, false]);
    expect(calls.callsTo('POST /api/saved-reports')).toHaveLength(1);
    expect(calls.calls[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
