import { PortalResponse } from '@quarry/contracts/subscription';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { leavePage } from '@/lib/leave-page';

/** The portal answered without an address to go to (spec part 3 section 8, 'Portal Error'). */
class NoPortalUrlError extends Error {}

/** A billing portal session for the signed-in user: the address of Stripe's hosted portal. */
export async function createBillingPortalSession(): Promise<string> {
  const { url } = await api.request('POST', '/api/subscription/portal', { schema: PortalResponse });
  if (!url) throw new NoPortalUrlError();
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
        description:
          error instanceof NoPortalUrlError ? 'No portal URL returned' : 'Failed to create portal session',
        variant: 'destructive',
      });
    },
  });
}
