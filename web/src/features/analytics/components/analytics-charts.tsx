import type { AnalyticsResponse } from '@quarry/contracts/analytics';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { type ChartConfig, ChartContainer, ChartTooltip, ChartTooltipContent } from '@/components/ui/chart';
import { formatCostUsd, formatTokens, shortDay, shortMonth } from '../utils/format';
import { ChartCard } from './chart-card';
import { CountBars } from './count-bars';
import { UsageBars } from './usage-bars';

const outcomeConfig = {
  succeeded: { label: 'Succeeded', color: 'var(--chart-2)' },
  failed: { label: 'Failed', color: 'var(--chart-1)' },
  other: { label: 'Running', color: 'var(--chart-4)' },
} satisfies ChartConfig;

export function ReportsPerDayChart({ data }: { data: AnalyticsResponse['reportsPerDay'] }) {
  const rows = data.map((day) => ({ ...day, label: shortDay(day.date) }));
  return (
    <ChartCard
      title="Reports per day"
      table={{
        columns: ['Day', 'Succeeded', 'Failed', 'Running'],
        rows: rows
          .filter((d) => d.succeeded + d.failed + d.other > 0)
          .map((d) => [d.label, d.succeeded, d.failed, d.other]),
      }}
    >
      <ChartContainer config={outcomeConfig} legend={['succeeded', 'failed', 'other']}>
        <BarChart data={rows} accessibilityLayer={false} margin={{ left: -20, right: 8 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="label" tickLine={false} axisLine={false} minTickGap={24} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={48} />
          <ChartTooltip content={<ChartTooltipContent />} />
          <Bar dataKey="succeeded" stackId="runs" fill="var(--color-succeeded)" />
          <Bar dataKey="failed" stackId="runs" fill="var(--color-failed)" />
          <Bar dataKey="other" stackId="runs" fill="var(--color-other)" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ChartContainer>
    </ChartCard>
  );
}

export function DocumentsByOutcomeChart({ data }: { data: AnalyticsResponse['documentsByOutcome'] }) {
  const rows = [
    { name: 'With findings', count: data.data },
    { name: 'No relevant data', count: data.noData },
    { name: 'Could not be read', count: data.failed },
  ];
  return (
    <ChartCard
      title="Documents read, by outcome"
      table={{ columns: ['Outcome', 'Documents'], rows: rows.map((r) => [r.name, r.count]) }}
    >
      <CountBars rows={rows} />
    </ChartCard>
  );
}

export function DocumentsByTypeChart({ data }: { data: AnalyticsResponse['documentsByType'] }) {
  const rows = data.map((type) => ({ name: type.type, count: type.count }));
  return (
    <ChartCard
      title="Documents read, by file type"
      table={{ columns: ['File type', 'Documents'], rows: rows.map((r) => [r.name, r.count]) }}
    >
      <CountBars rows={rows} />
    </ChartCard>
  );
}

export function UsagePerReportChart({ data }: { data: AnalyticsResponse['perReport'] }) {
  const rows = data.map((run) => ({
    label: run.name,
    tokens: run.tokens,
    estimatedCostUsd: run.estimatedCostUsd,
  }));
  return (
    <ChartCard
      title="Tokens and estimated cost per report"
      description={`The latest ${data.length} finished report${data.length === 1 ? '' : 's'}.`}
      table={{
        columns: ['Report', 'Tokens', 'Estimated cost'],
        rows: data.map((r) => [r.name, formatTokens(r.tokens), formatCostUsd(r.estimatedCostUsd)]),
      }}
    >
      <UsageBars rows={rows} />
    </ChartCard>
  );
}

export function UsagePerModelChart({ data }: { data: AnalyticsResponse['byModel'] }) {
  const rows = data.map((model) => ({
    label: model.model,
    tokens: model.tokens,
    estimatedCostUsd: model.estimatedCostUsd,
  }));
  return (
    <ChartCard
      title="Tokens and estimated cost per model"
      table={{
        columns: ['Model', 'Calls', 'Tokens', 'Estimated cost'],
        rows: data.map((m) => [m.model, m.calls, formatTokens(m.tokens), formatCostUsd(m.estimatedCostUsd)]),
      }}
    >
      <UsageBars rows={rows} />
    </ChartCard>
  );
}

export function UsagePerMonthChart({ data }: { data: AnalyticsResponse['byMonth'] }) {
  const rows = data.map((month) => ({
    label: shortMonth(month.month),
    tokens: month.tokens,
    estimatedCostUsd: month.estimatedCostUsd,
  }));
  return (
    <ChartCard
      title="Tokens and estimated cost per month"
      table={{
        columns: ['Month', 'Reports', 'Tokens', 'Estimated cost'],
        rows: data.map((m) => [
          shortMonth(m.month),
          m.reports,
          formatTokens(m.tokens),
          formatCostUsd(m.estimatedCostUsd),
        ]),
      }}
    >
      <UsageBars rows={rows} />
    </ChartCard>
  );
}
