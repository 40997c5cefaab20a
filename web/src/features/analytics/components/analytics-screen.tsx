import {
  ANALYTICS_RANGES,
  type AnalyticsResponse,
  DEFAULT_ANALYTICS_RANGE,
} from '@quarry/contracts/analytics';
import { BarChart3 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAnalytics } from '../api/get-analytics';
import { formatCostUsd, formatTokens } from '../utils/format';
import {
  DocumentsByOutcomeChart,
  DocumentsByTypeChart,
  ReportsPerDayChart,
  UsagePerModelChart,
  UsagePerMonthChart,
  UsagePerReportChart,
} from './analytics-charts';
import { RunList } from './run-list';

const MINE = 'mine';

/**
 * The analytics screen /streamlit launches (docs/architecture/usage-and-analytics.md and docs/architecture/spec-gaps.md): what the person's reports
 * read, took and cost, or a team's they administer; refreshed live when a run changes.
 */
export function AnalyticsScreen() {
  const [scope, setScope] = useState(MINE);
  const [days, setDays] = useState(DEFAULT_ANALYTICS_RANGE);
  const analytics = useAnalytics({ teamId: scope === MINE ? null : scope, days });
  const ids = { scope: useId(), days: useId() };
  const data = analytics.data;

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Usage analytics</h1>
          <p className="text-sm text-muted-foreground">
            Reports run, documents read, tokens and estimated cost
            {data ? ` (at the prices of ${data.pricesAsOf})` : ''}.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.scope}>Runs</Label>
            <Select value={scope} onValueChange={setScope}>
              <SelectTrigger id={ids.scope} className="sm:w-56">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={MINE}>My runs</SelectItem>
                {(data?.teams ?? []).map((team) => (
                  <SelectItem key={team.id} value={team.id}>
                    Team: {team.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.days}>Period</Label>
            <Select value={String(days)} onValueChange={(value) => setDays(Number(value))}>
              <SelectTrigger id={ids.days} className="sm:w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ANALYTICS_RANGES.map((range) => (
                  <SelectItem key={range} value={String(range)}>
                    Last {range} days
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </div>

      {analytics.isPending && (
        <div className="flex justify-center py-16">
          <Spinner label="Loading analytics" />
        </div>
      )}
      {analytics.isError && !data && (
        <Alert variant="destructive">
          <AlertTitle>Analytics could not be loaded</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            Please try again in a moment.
            <Button variant="outline" size="sm" onClick={() => void analytics.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {data && data.totals.reports === 0 && <EmptyState data={data} />}
      {data && data.totals.reports > 0 && <Figures data={data} />}
    </div>
  );
}

function EmptyState({ data }: { data: AnalyticsResponse }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <BarChart3 className="size-10 text-muted-foreground" aria-hidden="true" />
        <CardTitle className="text-lg">No reports in the last {data.scope.days} days</CardTitle>
        <CardDescription>
          {data.scope.kind === 'team'
            ? `Nobody has run ${data.scope.teamName}'s shared reports in this period.`
            : 'Ask a question in the chat or run a saved report, and its figures appear here.'}
        </CardDescription>
      </CardHeader>
      {data.scope.kind === 'mine' && (
        <CardContent className="flex justify-center">
          <Button asChild>
            <Link to={paths.chatInterface.getHref()}>Open the chat</Link>
          </Button>
        </CardContent>
      )}
    </Card>
  );
}

function Figures({ data }: { data: AnalyticsResponse }) {
  const { totals } = data;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Total
          label="Reports"
          value={String(totals.reports)}
          detail={`${totals.succeeded} succeeded, ${totals.failed} failed`}
        />
        <Total label="Documents read" value={formatTokens(totals.documents)} />
        <Total label="Tokens" value={formatTokens(totals.tokens)} />
        <Total label="Estimated cost" value={formatCostUsd(totals.estimatedCostUsd)} />
      </dl>
      {data.runsWithoutUsage > 0 && (
        <p className="text-sm text-muted-foreground">
          {data.runsWithoutUsage} report{data.runsWithoutUsage === 1 ? '' : 's'} ran before usage was recorded
          and count in reports and documents only.
        </p>
      )}
      <ReportsPerDayChart data={data.reportsPerDay} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <DocumentsByOutcomeChart data={data.documentsByOutcome} />
        <DocumentsByTypeChart data={data.documentsByType} />
      </div>
      <UsagePerReportChart data={data.perReport} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <UsagePerModelChart data={data.byModel} />
        <UsagePerMonthChart data={data.byMonth} />
      </div>
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <RunList title="Slowest reports" runs={data.slowest} measure="duration" />
        <RunList title="Most expensive reports" runs={data.mostExpensive} measure="cost" />
      </div>
    </>
  );
}

function Total({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    // A group of a definition list may be one div, so the card's frame is drawn here.
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}
