import { formatCostUsd } from '@quarry/contracts/usage';

export { formatCostUsd };

export const formatTokens = (tokens: number) => tokens.toLocaleString('en-US');

/** '42 s', '3 min 5 s', '1 h 2 min'. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** '25 Nov' for a YYYY-MM-DD day (a calendar date, so no zone is applied again). */
export function shortDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** 'Nov 2026' for a YYYY-MM month. */
export function shortMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
