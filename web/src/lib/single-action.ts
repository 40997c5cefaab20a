import {
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from './api-client';

/**
 * One user action at a time, under one Idempotency-Key (docs/decisions/security.md). The returned function
 * runs the action with a new key unless one is still under way, in which case it does nothing and
 * gives undefined. The guard is set at once, before React re-renders the button as disabled: a
 * double click or a double tap (two events before that render) cannot send a second request.
 */
export function useSingleAction(): <T>(
  action: (idempotencyKey: string) => Promise<T>,
) => Promise<T | undefined> {
  const pending = useRef(false);
  return useCallback(async <T>(action: (idempotencyKey: string) => Promise<T>) => {
    if (pending.current) return undefined;
    pending.current = true;
    try {
      return await action(newIdempotencyKey());
    } finally {
      pending.current = false;
    }
  }, []);
}

type SingleMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> & {
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

export type SingleMutation<TData, TVariables> = UseMutationResult<TData, Error, TVariables> & {
  /**
   * The button's action, in place of `mutate`: one request however often it is clicked while the
   * first is under way, carrying the action's Idempotency-Key. Failures are told by `onError`.
   */
  start: (variables: TVariables, options?: MutateOptions<TData, Error, TVariables>) => void;
};

/** useMutation for an action that creates or spends: `start` sends it once per action. */
export function useSingleMutation<TData, TVariables = void>(
  options: SingleMutationOptions<TData, TVariables>,
): SingleMutation<TData, TVariables> {
  const once = useSingleAction();
  // The key of the action under way (`once` lets only one be); a plain `mutate` gets its own.
  const key = useRef<string | undefined>(undefined);
  const { mutationFn } = options;
  const mutation = useMutation({
    ...options,
    mutationFn: (variables: TVariables) => mutationFn(variables, key.current ?? newIdempotencyKey()),
  });
  const { mutateAsync } = mutation;
  const start = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) =>
      void once(async (actionKey) => {
        key.current = actionKey;
        try {
          return await mutateAsync(variables, callbacks);
        } finally {
          key.current = undefined;
        }
      }).catch(() => undefined),
    [once, mutateAsync],
  );
  return { ...mutation, start };
}
