import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { QUOTA_ERROR_TITLE } from '../utils/quota';
import { ContinueInBackgroundButton } from './continue-in-background-button';

/**
 * The red box shown instead of an answer when the user's Gemini quota ran out. `dailyLimitRun`: the
 * run that Gemini's daily quota ended, offered to go on in the background after the reset.
 */
export function QuotaErrorBox({ message, dailyLimitRun }: { message: string; dailyLimitRun?: string }) {
  return (
    <section
      aria-label={QUOTA_ERROR_TITLE}
      className="flex flex-col gap-2 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
    >
      {/* The chat's page heading is the h1 and the box sits right under it: one level down (axe: heading-order). */}
      <h2 className="font-semibold">{QUOTA_ERROR_TITLE}</h2>
      <p className="whitespace-pre-wrap break-words text-sm">{message}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="destructive" size="sm">
          <Link to={paths.quotaHelp.getHref()}>Increase your Quota</Link>
        </Button>
        {dailyLimitRun && <ContinueInBackgroundButton executionId={dailyLimitRun} />}
      </div>
      <p className="text-xs">
        {dailyLimitRun
          ? 'Or let this report go on by itself once the quota resets: what was already read is not read again.'
          : 'Or wait until tomorrow, when your free daily quota resets.'}
      </p>
    </section>
  );
}
