import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { type ChartConfig, ChartContainer, ChartTooltip, ChartTooltipContent } from '@/components/ui/chart';
import { CategoryTick, LABEL_WIDTH } from './category-tick';

const documentConfig = {
  count: { label: 'Documents', color: 'var(--chart-3)' },
} satisfies ChartConfig;

const ROW_PX = 32;
const AXIS_PX = 32;

/** Documents counted by some name (outcome, file type), one bar across per name, each labelled. */
export function CountBars({ rows }: { rows: { name: string; count: number }[] }) {
  return (
    <ChartContainer config={documentConfig} style={{ height: Math.max(rows.length, 3) * ROW_PX + AXIS_PX }}>
      <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ left: 0, right: 16 }}>
        <CartesianGrid horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} />
        <YAxis
          type="category"
          dataKey="name"
          interval={0}
          tickLine={false}
          axisLine={false}
          width={LABEL_WIDTH}
          tick={<CategoryTick />}
        />
        <ChartTooltip content={<ChartTooltipContent />} />
        <Bar dataKey="count" fill="var(--color-count)" radius={[0, 3, 3, 0]} />
      </BarChart>
    </ChartContainer>
  );
}
