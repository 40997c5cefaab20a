import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { subscriptionKeys } from '@/modules/subscription/api/subscription-keys';
import { takeAfterSubscribe } from '@/modules/subscription/utils/after-subscribe';
import { confirmSubscription } from '../api/subscription-setup';
import { confirmFailureFor } from '../utils/card-failure';
import { readCardReturn } from '../utils/card-return';

/** Spec part 3 section 9: the pause on 'Subscription Successful' before the chat opens. */
export const SUBSCRIBED_REDIRECT_MS = 1500;

/** The answers of a confirmation, shared by the card page's return and Stripe Elements. */
export function useConfirmSubscription() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMutation({
    mutationFn: confirmSubscription,
    onSuccess: async (confirmed) => {
      toast({
        title: 'Subscription Successful',
        description: 'Welcome to the Teams plan! You can now create teams and share reports.',
        outcome: true,
      });
      // The confirmation answers the new status: it is the status now. A read of it that started
      // before (the page's own, on its return from the card page) would otherwise land after the
      // invalidation with 'no access' and, never stale, keep the menu on 'Upgrade Plan'.
      await queryClient.cancelQueries({ queryKey: subscriptionKeys.status() });
      const { subscriptionId: _subscriptionId, ...status } = confirmed;
      queryClient.setQueryData(subscriptionKeys.status(), status);
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.status() });
      // A person who was creating a team when the plan stopped them goes on with it on /teams.
      const next = takeAfterSubscribe();
      timer.current = setTimeout(
        () =>
          next ? navigate(paths.teams.getHref(), { state: next }) : navigate(paths.chatInterface.getHref()),
        SUBSCRIBED_REDIRECT_MS,
      );
    },
    onError: (error) => {
      // Every failure is told beside the card form (CardFailureAlert); the spec's catalogue (part 3
      // section 8) also wants a toast for 'Subscription Failed'. A declined card has the alert alone.
      const failure = confirmFailureFor(error);
      if (failure?.title === 'Subscription Failed') toast({ ...failure, variant: 'destructive' });
    },
  });
}

/**
 * Back on /subscribe from the card set-up (`?setup_intent=...`): confirms that set-up once, and
 * takes the parameters out of the address so a reload does not confirm again.
 */
export function useConfirmOnReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const [cardReturn] = useState(() => readCardReturn(location.search));
  const started = useRef<string | undefined>(undefined);
  const confirm = useConfirmSubscription();
  const { mutate } = confirm;

  useEffect(() => {
    if (!cardReturn || started.current === cardReturn.setupIntentId) return;
    started.current = cardReturn.setupIntentId;
    navigate(paths.subscribe.getHref(), { replace: true });
    mutate(cardReturn.setupIntentId);
  }, [cardReturn, mutate, navigate]);

  return {
    /** A confirmation is under way, or succeeded and the chat is about to open. */
    confirming: Boolean(cardReturn) && (confirm.isIdle || confirm.isPending || confirm.isSuccess),
    /** Why the card just entered did not subscribe, until the next attempt leaves for the card page. */
    failure: confirm.isError ? confirmFailureFor(confirm.error) : undefined,
  };
}
