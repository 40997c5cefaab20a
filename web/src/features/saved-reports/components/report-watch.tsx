import type { SavedReport } from '@quarry/contracts/reports';
import { useId } from 'react';
import { paths } from '@/config/paths';
import { WatchStatusLines } from '@/modules/watch/components/watch-status';
import { useUpdateReportWatch } from '../api/update-report-watch';

/**
 * A saved report's 'Watch for changes' switch (docs/architecture/watching.md, docs/decisions/watching.md), what it does in one
 * line, and, while it watches, what the watch last found.
 */
export function ReportWatch({ report }: { report: SavedReport }) {
  const update = useUpdateReportWatch();
  const hintId = useId();
  const watching = update.isPending ? update.variables.watch : report.watch.watching;
  return (
    <div className="flex flex-col gap-1.5 border-t py-2 pr-3 pl-[3.25rem] text-sm sm:pr-4 sm:pl-14">
      <label className="flex items-center gap-2 self-start">
        <input
          type="checkbox"
          role="switch"
          aria-checked={watching}
          aria-describedby={hintId}
          className="size-4 accent-primary"
          checked={watching}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ reportId: report.id, watch: event.target.checked })}
        />
        Watch for changes
      </label>
      <p id={hintId} className="text-xs text-muted-foreground">
        Quarry re-runs this report when a file it would find changes in your Drive (at most once an hour), and
        e-mails you only if the answer changed.
      </p>
      <WatchStatusLines
        reportName={report.reportName}
        watch={report.watch}
        changeHref={paths.reportExecution.getHref}
      />
    </div>
  );
}
