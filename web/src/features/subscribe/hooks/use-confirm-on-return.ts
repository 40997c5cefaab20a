import { PAYMENT_METHOD_FAILED } from '@quarry/contracts/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { ApiError, SessionExpiredError } from '@/lib/api-error';
import { subscriptionKeys } from '@/lib/subscription/subscription-keys';
import { confirmSubscription } from '../api/subscription-setup';
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
    onSuccess: async () => {
      toast({
        title: 'Subscription Successful',
        description: 'Welcome to the Teams plan! You can now create teams and share reports.',
        outcome: true,
      });
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.status() });
      timer.current = setTimeout(() => navigate(paths.chatInterface.getHref()), SUBSCRIBED_REDIRECT_MS);
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      if (error instanceof ApiError && error.errorCode === PAYMENT_METHOD_FAILED) {
        toast({ title: 'Payment Method Failed', description: error.message, variant: 'destructive' });
        return;
      }
      toast({
        title: 'Subscription Failed',
        description:
          error instanceof ApiError && error.message ? error.message : 'Failed to confirm subscription',
        variant: 'destructive',
      });
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
  };
}
