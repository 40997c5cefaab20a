import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSubscriptionStatus } from '@/modules/subscription/api/get-subscription-status';
import { useOpenBillingPortal } from '@/modules/subscription/api/open-billing-portal';

/**
 * The main menu's subscription item (spec part 1, Main hamburger menu): without access it leads to
 * /subscribe; complimentary access explains itself in a dialog; any other access opens the billing portal.
 */
export function useSubscriptionItem() {
  const navigate = useNavigate();
  const { data: status } = useSubscriptionStatus();
  const portal = useOpenBillingPortal();
  const [complimentaryOpen, setComplimentaryOpen] = useState(false);

  function select() {
    if (!status?.hasAccess) return void navigate(paths.subscribe.getHref());
    if (status.reason === 'complimentary_access') return setComplimentaryOpen(true);
    portal.mutate();
  }

  return {
    label: status?.hasAccess ? 'Manage Subscription' : 'Upgrade Plan',
    select,
    pending: portal.isPending,
    complimentaryOpen,
    setComplimentaryOpen,
  };
}
