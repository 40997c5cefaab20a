import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from './api-client';
import { createQueryClient } from './query-client';
import { useSingleMutation } from './single-action';

function wrapper({ children }: { children: ReactNode }) {
  const client = createQueryClient(api.getQueryFn({ on401: 'throw' }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A mutation whose calls wait for the test to answer them, recording each call's key. */
function pendingMutation() {
  const keys: string[] = [];
  const answers: Array<() => void> = [];
  let succeeded = 0;
  const { result } = renderHook(
    () =>
      useSingleMutation({
        mutationFn: (_name: string, key: string) =>
          new Promise<string>((resolve) => {
            keys.push(key);
            answers.push(() => resolve('done'));
          }),
        onSuccess: () => {
          succeeded += 1;
        },
      }),
    { wrapper },
  );
  return { result, keys, answers, succeeded: () => succeeded };
}

describe('one action at a time', () => {
  it('when start is called twice before the first call answers, then the action runs once and succeeds once', async () => {
    const { result, keys, answers, succeeded } = pendingMutation();

    act(() => {
      result.current.start('Recall Response');
      result.current.start('Recall Response');
    });
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]?.());

    await waitFor(() => expect(succeeded()).toBe(1));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the first action has finished, then the next start is a new action with a new key', async () => {
    const { result, keys, answers, succeeded } = pendingMutation();
    act(() => result.current.start('First'));
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]?.());
    await waitFor(() => expect(succeeded()).toBe(1));

    act(() => result.current.start('Second'));
    await waitFor(() => expect(answers).toHaveLength(2));

    expect(keys[1]).not.toBe(keys[0]);
  });
});
