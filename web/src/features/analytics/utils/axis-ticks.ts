import { formatCostUsd } from './format';

/**
 * An axis from 0 in round steps (1, 2 or 5 times a power of ten) covering `max` in about
 * `intervals` steps: what a reader expects ($0, $0.005, $0.010), not Recharts' own steps, which
 * may be any multiple of 0.05 (0.0035, 0.007, 0.0105) and then round to uneven labels.
 */
export function niceTicks(max: number, intervals = 3): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const rough = max / intervals;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const scaled = rough / magnitude;
  const step = (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * magnitude;
  const count = Math.max(1, Math.ceil(max / step - 1e-9));
  // toPrecision drops the float noise of i * step (0.30000000000000004).
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** The decimals a step needs to be written exactly (0.005 needs 3, 20 none). */
function decimalsOf(step: number): number {
  return Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
}

/**
 * A cost axis's labels, all with the same number of decimals, at least cents: '$0', '$0.005',
 * '$0.010', '$0.015'. Without ticks to go by (a tooltip) the usual cost format.
 */
export function costTickFormatter(ticks: number[]): (value: number) => string {
  const step = ticks[1] ?? 0;
  if (!(step > 0)) return formatCostUsd;
  const decimals = Math.max(2, decimalsOf(step));
  return (value) => (value === 0 ? '$0' : `$${value.toFixed(decimals)}`);
}
