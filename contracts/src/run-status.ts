import { z } from 'zod';
import type { ExecutionStatus } from './reports';

/**
 * How a run is shown and counted everywhere (My Reports, the run's page, the team's history, Report
 * Monitoring): the spec's four statuses, and 'paused' for a run Gemini's daily quota holds until
 * `pausedUntil` (docs/decisions/reading-economy.md). The API's `executionStatus` keeps the spec's four values (a
 * paused run there reads 'running', beside its `pausedUntil`); this is the one rule that reads both.
 */
export const RunStatus = z.enum(['pending', 'running', 'paused', 'success', 'failed']);
export type RunStatus = z.infer<typeof RunStatus>;

export function runStatusOf(status: ExecutionStatus, pausedUntil: string | null | undefined): RunStatus {
  const underWay = status === 'pending' || status === 'running';
  return underWay && typeof pausedUntil === 'string' && pausedUntil !== '' ? 'paused' : status;
}
