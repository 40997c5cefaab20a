import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmSubscription } from '../hooks/use-confirm-on-return';
import { type CardFailure, cardRefused, confirmFailureFor } from '../utils/card-failure';
import { cardReturnUrl } from '../utils/card-return';
import { CardFailureAlert } from './card-failure-alert';

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js loads once per publishable key (from js.stripe.com, which the cloud CSP allows). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function PaymentForm() {
  const stripe = useStripe();
  const elements = useElements();
  const confirm = useConfirmSubscription();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<CardFailure | undefined>(undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    // A new attempt: the last one's failure goes.
    setRefused(undefined);
    confirm.reset();
    setBusy(true);
    const result = await stripe.confirmSetup({
      elements,
      confirmParams: { return_url: cardReturnUrl() },
      redirect: 'if_required',
    });
    setBusy(false);
    if (result.error) {
      setRefused(cardRefused(result.error.message));
      return;
    }
    confirm.mutate(result.setupIntent.id);
  }

  const working = busy || confirm.isPending || confirm.isSuccess;
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <CardFailureAlert
        failure={refused ?? (confirm.isError ? confirmFailureFor(confirm.error) : undefined)}
      />
      <PaymentElement />
      <Button type="submit" disabled={!stripe || working} className="w-full sm:w-auto">
        {working ? <Spinner /> : null}
        Subscribe
      </Button>
    </form>
  );
}

/** The cloud's card form: Stripe.js Elements on the set-up's client secret (docs/architecture/billing.md). */
export function StripeElementsCardForm({
  publishableKey,
  clientSecret,
}: {
  publishableKey: string;
  clientSecret: string;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <PaymentForm />
    </Elements>
  );
}
