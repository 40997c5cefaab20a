import type { SubscriptionStatusResponse } from '@quarry/contracts/subscription';
import { TEAMS_PLAN } from '@quarry/contracts/subscription';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatBillingDate } from '@/lib/format-date';
import { useOpenBillingPortal } from '@/modules/subscription/api/open-billing-portal';
import { SubscriptionBanner } from '@/modules/subscription/components/subscription-banner';
import { TeamsPlanFeatures } from '@/modules/subscription/components/teams-plan-features';

function ManageBillingButton({ label = 'Manage Billing' }: { label?: string }) {
  const portal = useOpenBillingPortal();
  return (
    <Button onClick={() => portal.mutate()} disabled={portal.isPending} className="w-full sm:w-auto">
      {portal.isPending ? <Spinner label="Opening the billing portal" /> : null}
      {label}
    </Button>
  );
}

/** Paid up: what the plan gives, and the billing portal (spec part 3, Subscribe: management view). */
export function ActiveView() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Manage Subscription</CardTitle>
        <CardDescription>
          You are on the {TEAMS_PLAN.name} plan (${TEAMS_PLAN.priceUsdPerMonth} a month).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <TeamsPlanFeatures />
        <p className="text-sm text-muted-foreground">
          Change your card, see invoices or cancel in the billing portal.
        </p>
      </CardContent>
      <CardFooter>
        <ManageBillingButton />
      </CardFooter>
    </Card>
  );
}

/** Canceled but paid to the period end: 'Subscription Ending Soon', and the portal to reactivate. */
export function EndingView({ status }: { status: SubscriptionStatusResponse }) {
  const endsAt = status.subscriptionEndsAt ? formatBillingDate(status.subscriptionEndsAt) : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription Ending Soon</CardTitle>
        <CardDescription>
          {endsAt
            ? `You keep Teams and sharing access until ${endsAt}, the end of your billing period.`
            : 'You keep Teams and sharing access until the end of your billing period.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <SubscriptionBanner status={status} showLink={false} />
        <p className="text-sm text-muted-foreground">
          Your reports, teams and shares stay after that; scheduled reports pause until you subscribe again.
        </p>
      </CardContent>
      <CardFooter>
        <ManageBillingButton label="Manage Billing" />
      </CardFooter>
    </Card>
  );
}

/** A renewal that was not paid (past_due, unpaid): pay in the portal, never a second subscription. */
export function PaymentProblemView({ status }: { status: SubscriptionStatusResponse }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Required</CardTitle>
        <CardDescription>Update your payment method to get Teams and sharing back.</CardDescription>
      </CardHeader>
      <CardContent>
        <SubscriptionBanner status={status} showLink={false} />
      </CardContent>
      <CardFooter>
        <ManageBillingButton />
      </CardFooter>
    </Card>
  );
}

/** Access granted by the administrator: nothing to pay or manage. */
export function ComplimentaryView() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscribed - Complimentary Access</CardTitle>
        <CardDescription>
          The administrator has granted you free access to all Teams &amp; Sharing features.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <TeamsPlanFeatures />
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to={paths.chatInterface.getHref()}>Go to Chat</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
