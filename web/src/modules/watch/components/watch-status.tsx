import {
  describeWatchChange,
  WATCH_TAKING_BASELINE_TEXT,
  type WatchStatus as Watch,
} from '@quarry/contracts/watch';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

function LastChange({ watch, changeHref }: { watch: Watch; changeHref?: (executionId: string) => string }) {
  if (!watch.lastChangeFoundAt) return <>No change found yet</>;
  const found: ReactNode = (
    <>
      <When at={watch.lastChangeFoundAt} />
      {watch.lastChange ? ` — ${describeWatchChange(watch.lastChange)}` : null}
    </>
  );
  const href = watch.lastChangeExecutionId && changeHref?.(watch.lastChangeExecutionId);
  return (
    <>
      Last change found:{' '}
      {href ? (
        <Link to={href} className="underline underline-offset-2 hover:text-foreground">
          {found}
        </Link>
      ) : (
        found
      )}
    </>
  );
}

/**
 * What a watching report's watch last did (docs/architecture/watching.md, docs/decisions/watching.md): that its first answer is
 * being taken (docs/decisions/watching.md), when Quarry last looked at its files, the last change it found (a link to that run when `changeHref` is given: the owner's
 * own run page), and a re-run that waits. A region named "Watch status of <report>", for journeys to read.
 */
export function WatchStatusLines({
  reportName,
  watch,
  changeHref,
  className,
}: {
  reportName: string;
  watch: Watch;
  changeHref?: (executionId: string) => string;
  className?: string;
}) {
  if (!watch.watching) return null;
  return (
    <section
      aria-label={`Watch status of ${reportName}`}
      className={cn('flex flex-col gap-0.5 text-xs text-muted-foreground', className)}
    >
      <p className="flex items-center gap-1 font-medium text-foreground">
        <Eye className="size-3.5" aria-hidden="true" />
        Watching for changes
      </p>
      {/* Switched on with no answer yet: the first is being taken, and changes from the switch on count. */}
      {watch.takingBaseline && <p>{WATCH_TAKING_BASELINE_TEXT}</p>}
      <p>
        {watch.lastLookedAt ? (
          <>
            Last looked: <When at={watch.lastLookedAt} />
          </>
        ) : (
          'Not looked yet'
        )}
      </p>
      <p>
        <LastChange watch={watch} changeHref={changeHref} />
      </p>
      {watch.rerunDueAt && (
        <p>
          Re-run due at <When at={watch.rerunDueAt} />
        </p>
      )}
    </section>
  );
}
