import { pausedReasonOf, type SubscriptionStatusResponse } from '@quarry/contracts/subscription';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useSubscriptionStatus } from '../api/get-subscription-status';

/** The banner's words, or undefined when none of the person's schedules is paused. */
export function pausedSchedulesText(
  status: SubscriptionStatusResponse,
): { title: string; body: string; action: string } | undefined {
  const count = status.pausedSchedules ?? 0;
  if (status.hasAccess || count === 0) return undefined;
  const reports = `${count} scheduled report${count === 1 ? '' : 's'}`;
  const verb = count === 1 ? 'is' : 'are';
  const renewal = pausedReasonOf(status) === 'renewal_failed';
  return {
    title: `Your ${reports} ${verb} paused`,
    body: `${renewal ? "Your Teams plan's renewal failed" : 'Your Teams plan ended'}, so your team members get no new runs or e-mails. ${count === 1 ? 'It resumes' : 'They resume'} by itself as soon as the plan is active again.`,
    action: renewal ? 'Update payment method' : 'Renew the Teams plan',
  };
}

/**
 * For a leader whose scheduled shares the scheduler now skips (docs/decisions/schedules-and-delivery.md), on /teams and
 * /chat-interface: that they are paused, why, and where to fix it. Nothing for anyone else.
 */
export function PausedSchedulesBanner() {
  const status = useSubscriptionStatus();
  const text = status.data ? pausedSchedulesText(status.data) : undefined;
  if (!text) return null;
  return (
    <Alert
      role="status"
      className="border-amber-500/60 bg-amber-50 text-amber-950"
      data-testid="paused-schedules-banner"
    >
      <AlertTitle className="col-start-1">{text.title}</AlertTitle>
      <AlertDescription className="col-start-1">
        <p>{text.body}</p>
        <Link to={paths.subscribe.getHref()} className="font-medium underline underline-offset-4">
          {text.action}
        </Link>
      </AlertDescription>
    </Alert>
  );
}
