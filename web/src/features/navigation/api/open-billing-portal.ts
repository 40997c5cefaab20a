import { PortalResponse } from '@quarry/contracts/subscription';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { leavePage } from '../utils/leave-page';

/** A billing portal session for the signed-in user. */
export async function createBillingPortalSession(): Promise<string> {
  const { url } = await api.request('POST', '/api/subscription/portal', { schema: PortalResponse });
  return url;
}

/** Opens the billing portal by full-page redirect (it is Stripe's page, not ours). */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: createBillingPortalSession,
    onSuccess: (url) => leavePage(url),
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({
        title: 'Portal Error',
        description: 'Could not open billing portal. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
