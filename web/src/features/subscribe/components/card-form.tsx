import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { usePublicConfig } from '@/lib/public-config';
import { EmulatorCardForm } from './emulator-card-form';

// Stripe.js only loads where it is used: the cloud, never the local emulator's page.
const StripeElementsCardForm = lazy(() =>
  import('./stripe-elements-card-form').then((module) => ({ default: module.StripeElementsCardForm })),
);

/** The card form the deployment uses (public config `cardForm`), for one set-up's client secret. */
export function CardForm({ clientSecret }: { clientSecret: string }) {
  const { data: config, isError } = usePublicConfig();
  if (isError) return <p className="text-sm text-destructive">The card form could not be loaded.</p>;
  if (!config) return <Spinner label="Loading the card form" />;
  if (config.cardForm.kind === 'emulator-page') {
    return <EmulatorCardForm setupPageUrl={config.cardForm.setupPageUrl} clientSecret={clientSecret} />;
  }
  return (
    <Suspense fallback={<Spinner label="Loading the card form" />}>
      <StripeElementsCardForm publishableKey={config.cardForm.publishableKey} clientSecret={clientSecret} />
    </Suspense>
  );
}
