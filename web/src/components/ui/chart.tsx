import { type ComponentProps, type CSSProperties, createContext, type ReactNode, useContext } from 'react';
import { ResponsiveContainer, Tooltip } from 'recharts';
import { cn } from '@/lib/utils';

/**
 * Charts in shadcn's style over Recharts: a config names each series and its colour, exposed to
 * the chart as `var(--color-{key})`, with a matching tooltip and legend.
 */
export type ChartConfig = Record<string, { label: string; color: string }>;

const ChartContext = createContext<ChartConfig | null>(null);

function useChartConfig(): ChartConfig {
  const config = useContext(ChartContext);
  if (!config) throw new Error('Chart parts must be inside a <ChartContainer>');
  return config;
}

export function ChartContainer({
  config,
  legend,
  className,
  children,
  ...props
}: ComponentProps<'div'> & { config: ChartConfig; legend?: string[]; children: ReactNode }) {
  const colors = Object.fromEntries(
    Object.entries(config).map(([key, series]) => [`--color-${key}`, series.color]),
  ) as CSSProperties;
  return (
    <ChartContext.Provider value={config}>
      <div style={colors} className="w-full min-w-0">
        <div
          className={cn(
            'h-64 w-full min-w-0 text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border [&_.recharts-surface]:outline-none',
            className,
          )}
          {...props}
        >
          <ResponsiveContainer width="100%" height="100%" minWidth={0}>
            {children as React.ReactElement}
          </ResponsiveContainer>
        </div>
        {legend && <ChartLegend keys={legend} />}
      </div>
    </ChartContext.Provider>
  );
}

interface TooltipItem {
  dataKey?: string | number | ((obj: unknown) => unknown);
  name?: string | number;
  value?: unknown;
  color?: string;
}

/** The tooltip's box: the row's label, then each series' colour, name and value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  formatValue = (value) => String(value),
}: {
  active?: boolean;
  payload?: readonly TooltipItem[];
  label?: ReactNode;
  formatValue?: (value: number, key: string) => string;
}) {
  const config = useChartConfig();
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-32 gap-1.5 rounded-lg border bg-background px-2.5 py-1.5 text-xs shadow-xl">
      {label !== undefined && <div className="font-medium">{label}</div>}
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.name);
        return (
          <div key={key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-[2px]"
              style={{ backgroundColor: item.color ?? `var(--color-${key})` }}
            />
            <span className="text-muted-foreground">{config[key]?.label ?? key}</span>
            <span className="ml-auto font-mono font-medium tabular-nums">
              {formatValue(Number(item.value), key)}
            </span>
          </div>
        );
      })}
    </div>
  );
}

/** Recharts' tooltip with the content above. */
export function ChartTooltip(props: ComponentProps<typeof Tooltip>) {
  return <Tooltip cursor={{ fill: 'var(--color-muted)' }} {...props} />;
}

/** A legend of the config's series, as HTML under the chart (readable, and it wraps on a phone). */
function ChartLegend({ keys }: { keys: string[] }) {
  const config = useChartConfig();
  return (
    <ul className="flex flex-wrap justify-center gap-3 pt-2 text-xs" aria-label="Legend">
      {keys.map((key) => (
        <li key={key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-[2px]"
            style={{ backgroundColor: `var(--color-${key})` }}
          />
          {config[key]?.label ?? key}
        </li>
      ))}
    </ul>
  );
}
