import { CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { leavePage } from '@/lib/leave-page';
import { cardReturnUrl } from '../utils/card-return';

/**
 * Local mode's card form: the Stripe emulator's card page, reached by a full-page redirect with the
 * set-up's client secret; it sends the browser back to /subscribe as Stripe.js would.
 */
export function EmulatorCardForm({
  setupPageUrl,
  clientSecret,
}: {
  setupPageUrl: string;
  clientSecret: string;
}) {
  function open() {
    const url = new URL(setupPageUrl);
    url.searchParams.set('client_secret', clientSecret);
    url.searchParams.set('return_url', cardReturnUrl());
    leavePage(url.toString());
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        Your card is entered on Stripe's secure page (the local Stripe emulator: use 4242 4242 4242 4242).
      </p>
      <Button type="button" onClick={open} className="w-full sm:w-auto">
        <CreditCard aria-hidden="true" />
        Enter card details
      </Button>
    </div>
  );
}
