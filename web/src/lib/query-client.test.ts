import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('query client defaults', () => {
  it('when no queryFn is given, then the default loader receives the query key', async () => {
    const queryFn = vi.fn(async () => 'profile');
    const client = createQueryClient(queryFn);
    await expect(client.fetchQuery({ queryKey: ['/api/user/profile'] })).resolves.toBe('profile');
    expect(queryFn).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['/api/user/profile'] }));
  });

  it('when a query fails, then it is not retried', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn(async () => {
      throw new Error('boom');
    });
    const client = createQueryClient(queryFn);
    // An observer, not fetchQuery: fetchQuery never retries by itself and would hide the default.
    const observer = new QueryObserver(client, { queryKey: ['/api/teams'] });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(observer.getCurrentResult().error?.message).toBe('boom');
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('when the window regains focus or time passes, then loaded data is neither stale nor refetched', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn(async () => 'teams');
    const client = createQueryClient(queryFn);
    const observer = new QueryObserver(client, { queryKey: ['/api/teams'] });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('teams'));

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);

    expect(observer.getCurrentResult().isStale).toBe(false);
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('when a mutation fails, then it is not retried', async () => {
    const mutationFn = vi.fn(async () => {
      throw new Error('nope');
    });
    const client = createQueryClient(vi.fn());
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toThrow('nope');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
