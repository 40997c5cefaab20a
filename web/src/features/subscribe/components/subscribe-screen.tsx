import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSubscriptionStatus } from '@/modules/subscription/api/get-subscription-status';
import { useConfirmOnReturn } from '../hooks/use-confirm-on-return';
import { ActiveView, ComplimentaryView, EndingView, PaymentProblemView } from './management-view';
import { SetupView } from './setup-view';

/**
 * /subscribe (spec part 3, Subscribe): the status decides the view. Without access, the set-up
 * and its card form; with it, the management view; back from the card form, the confirmation.
 */
export function SubscribeScreen() {
  const { confirming, failure } = useConfirmOnReturn();
  const status = useSubscriptionStatus();

  let body: React.ReactNode;
  if (confirming) body = <Spinner label="Confirming your subscription" className="self-center" />;
  else if (status.isPending) body = <Spinner label="Loading your subscription" className="self-center" />;
  else if (status.isError)
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm text-destructive">
          Could not load your subscription.
        </p>
        <Button variant="outline" disabled={status.isFetching} onClick={() => void status.refetch()}>
          Try Again
        </Button>
      </div>
    );
  else {
    const current = status.data;
    if (current.hasAccess && current.reason === 'complimentary_access') body = <ComplimentaryView />;
    else if (current.hasAccess && current.reason === 'canceled_but_active')
      body = <EndingView status={current} />;
    else if (current.hasAccess) body = <ActiveView />;
    else if (current.subscriptionStatus === 'past_due' || current.subscriptionStatus === 'unpaid')
      body = <PaymentProblemView status={current} />;
    else body = <SetupView onAlreadyActive={() => void status.refetch()} failure={failure} />;
  }

  return (
    <div className="mx-auto flex w-full min-w-0 max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Subscription</h1>
        <p className="text-sm text-muted-foreground">The Teams plan: teams, sharing and scheduled reports.</p>
      </div>
      {body}
    </div>
  );
}
