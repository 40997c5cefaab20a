import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { QUOTA_ERROR_TITLE } from '../utils/quota';

/** The red box shown instead of an answer when the user's Gemini quota ran out. */
export function QuotaErrorBox({ message }: { message: string }) {
  return (
    <section
      aria-label={QUOTA_ERROR_TITLE}
      className="flex flex-col gap-2 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <h3 className="font-semibold">{QUOTA_ERROR_TITLE}</h3>
      <p className="whitespace-pre-wrap break-words text-sm">{message}</p>
      <div>
        <Button asChild variant="destructive" size="sm">
          <Link to={paths.quotaHelp.getHref()}>Increase your Quota</Link>
        </Button>
      </div>
      <p className="text-xs">Or wait until tomorrow, when your free daily quota resets.</p>
    </section>
  );
}
