import type { AnalyticsRun } from '@quarry/contracts/analytics';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { formatCostUsd, formatDuration, formatTokens } from '../utils/format';

/** The slowest or the dearest runs, each a link to its report. */
export function RunList({
  title,
  runs,
  measure,
}: {
  title: string;
  runs: AnalyticsRun[];
  measure: 'duration' | 'cost';
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {runs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No finished reports in this period.</p>
        ) : (
          <ol className="flex flex-col divide-y" aria-label={title}>
            {runs.map((run) => (
              <li key={run.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <div className="min-w-0">
                  <Link to={run.href} className="font-medium break-words underline-offset-4 hover:underline">
                    {run.name}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {formatDateTime(run.createdAt)} · {run.documents} document{run.documents === 1 ? '' : 's'}
                    {run.teamName ? ` · ${run.teamName}` : ''}
                  </p>
                </div>
                <span className="font-mono text-sm tabular-nums">
                  {measure === 'duration'
                    ? formatDuration(run.durationMs)
                    : `${formatCostUsd(run.estimatedCostUsd)} · ${formatTokens(run.tokens)} tokens`}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
