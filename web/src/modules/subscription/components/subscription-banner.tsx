import type { SubscriptionStatusResponse } from '@quarry/contracts/subscription';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { formatBillingDate } from '@/lib/format-date';

/** The banner's words for a status (spec part 2 section 8, part 3 section 8); undefined with full access. */
export function subscriptionBannerText(status: SubscriptionStatusResponse): string | undefined {
  if (status.hasAccess) {
    if (status.reason !== 'canceled_but_active') return undefined;
    const date = status.subscriptionEndsAt
      ? formatBillingDate(status.subscriptionEndsAt)
      : 'the end of the period';
    return `Your subscription is canceled and will expire on ${date}. Reactivate to continue sharing after this date.`;
  }
  if (status.subscriptionStatus === 'past_due') {
    return 'Your payment failed. Please update your payment method to continue sharing reports.';
  }
  if (status.subscriptionStatus === 'unpaid') {
    return 'Your subscription is unpaid. Please update your payment method to share reports.';
  }
  return 'Upgrade to share reports with your team.';
}

/**
 * Where sharing is offered (the share dialogs, /subscribe): why sharing is, or soon will be,
 * unavailable, with a way to fix it. Nothing for someone whose access is not ending.
 */
export function SubscriptionBanner({
  status,
  showLink = true,
}: {
  status: SubscriptionStatusResponse;
  /** Off on /subscribe itself, which has its own buttons. */
  showLink?: boolean;
}) {
  const text = subscriptionBannerText(status);
  if (!text) return null;
  const failed = status.subscriptionStatus === 'past_due' || status.subscriptionStatus === 'unpaid';
  const warning = status.hasAccess;
  return (
    <Alert
      variant={failed ? 'destructive' : 'default'}
      role={failed ? 'alert' : 'status'}
      className={warning ? 'border-amber-500/60 bg-amber-50 text-amber-950' : undefined}
      data-testid="subscription-banner"
    >
      <AlertDescription className="col-start-1">
        <p>{text}</p>
        {showLink ? (
          <Link to={paths.subscribe.getHref()} className="font-medium underline underline-offset-4">
            Manage subscription
          </Link>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
