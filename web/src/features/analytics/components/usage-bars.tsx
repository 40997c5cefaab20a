import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { type ChartConfig, ChartContainer, ChartTooltip, ChartTooltipContent } from '@/components/ui/chart';
import { costTickFormatter, niceTicks } from '../utils/axis-ticks';
import { formatCostUsd, formatTokens } from '../utils/format';
import { CategoryTick, LABEL_WIDTH } from './category-tick';

const usageConfig = {
  tokens: { label: 'Tokens', color: 'var(--chart-2)' },
  estimatedCostUsd: { label: 'Estimated cost', color: 'var(--chart-1)' },
} satisfies ChartConfig;

const formatUsage = (value: number, key: string) =>
  key === 'estimatedCostUsd' ? formatCostUsd(value) : formatTokens(value);

const compact = (value: number) =>
  new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);

/** A row's height (its two bars, or its name's two lines) and the two axes' bands. */
const ROW_PX = 40;
const AXES_PX = 56;

export interface UsageRow {
  label: string;
  tokens: number;
  estimatedCostUsd: number;
}

/**
 * Each row's tokens and estimated cost as two bars across, its name beside them: tokens on the
 * bottom axis, cost on the top one (the two rarely share a scale), both in round steps.
 */
export function UsageBars({ rows }: { rows: UsageRow[] }) {
  const tokenTicks = niceTicks(Math.max(0, ...rows.map((row) => row.tokens)));
  const costTicks = niceTicks(Math.max(0, ...rows.map((row) => row.estimatedCostUsd)));
  return (
    <ChartContainer
      config={usageConfig}
      legend={['tokens', 'estimatedCostUsd']}
      style={{ height: Math.max(rows.length, 2) * ROW_PX + AXES_PX }}
    >
      <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ left: 0, right: 24 }}>
        <CartesianGrid horizontal={false} xAxisId="tokens" />
        <YAxis
          type="category"
          dataKey="label"
          interval={0}
          tickLine={false}
          axisLine={false}
          width={LABEL_WIDTH}
          tick={<CategoryTick />}
        />
        <XAxis
          xAxisId="tokens"
          type="number"
          domain={[0, tokenTicks.at(-1) as number]}
          ticks={tokenTicks}
          interval="equidistantPreserveStart"
          tickFormatter={compact}
          tickLine={false}
          axisLine={false}
        />
        <XAxis
          xAxisId="cost"
          type="number"
          orientation="top"
          domain={[0, costTicks.at(-1) as number]}
          ticks={costTicks}
          interval="equidistantPreserveStart"
          tickFormatter={costTickFormatter(costTicks)}
          tickLine={false}
          axisLine={false}
        />
        <ChartTooltip content={<ChartTooltipContent formatValue={formatUsage} />} />
        <Bar xAxisId="tokens" dataKey="tokens" fill="var(--color-tokens)" radius={[0, 3, 3, 0]} />
        <Bar
          xAxisId="cost"
          dataKey="estimatedCostUsd"
          fill="var(--color-estimatedCostUsd)"
          radius={[0, 3, 3, 0]}
        />
      </BarChart>
    </ChartContainer>
  );
}
