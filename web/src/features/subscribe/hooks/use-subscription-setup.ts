import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { createSubscription } from '../api/subscription-setup';
import { setupErrorFor } from '../utils/setup-error';

/**
 * Starts the card set-up once when the set-up view shows (a SetupIntent is cheap and single-use),
 * and again when the person retries after an error.
 */
export function useSubscriptionSetup({ onAlreadyActive }: { onAlreadyActive: () => void }) {
  const setup = useMutation({
    mutationFn: createSubscription,
    onSuccess: (result) => {
      if (result.alreadyActive) onAlreadyActive();
    },
  });
  const started = useRef(false);
  const { mutate } = setup;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  return {
    clientSecret: setup.data?.clientSecret ?? undefined,
    pending: setup.isPending || setup.isIdle,
    error: setup.isError ? setupErrorFor(setup.error) : undefined,
    retry: () => mutate(),
  };
}
