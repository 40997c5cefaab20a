import { z } from 'zod';

/**
 * POST /api/streamlit/initialize (spec part 1 section 7): the analytics screen's address once the
 * person's setup is complete; 403 with requiresSetup true (and no url) when keys are missing.
 */
export const StreamlitInitializeResponse = z.object({
  url: z.string().nullable(),
  message: z.string(),
  requiresSetup: z.boolean(),
});
export type StreamlitInitializeResponse = z.infer<typeof StreamlitInitializeResponse>;

/** The analytics screen's own route in the SPA (docs/architecture/spec-gaps.md: /streamlit's launch button opens it). */
export const ANALYTICS_PATH = '/analytics';

/** How far back the analytics screen looks. */
export const ANALYTICS_RANGES = [30, 90, 365] as const;
export const DEFAULT_ANALYTICS_RANGE = 90;

/** GET /api/analytics?days=&teamId=: whose runs, over which days. */
export const AnalyticsQuery = z.strictObject({
  days: z
    .enum(ANALYTICS_RANGES.map(String) as ['30', '90', '365'], {
      error: `days must be one of ${ANALYTICS_RANGES.join(', ')}`,
    })
    .default(String(DEFAULT_ANALYTICS_RANGE) as '90')
    .transform(Number),
  teamId: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .regex(/^[\w-]+$/, 'teamId is not a team id')
    .optional(),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

const Count = z.number().int().nonnegative();

/** One run as the analytics screen lists it (slowest, most expensive, per report). */
export const AnalyticsRun = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  status: z.enum(['pending', 'running', 'success', 'failed']),
  /** Null until the run has finished. */
  durationMs: z.number().nonnegative().nullable(),
  tokens: Count,
  estimatedCostUsd: z.number().nonnegative(),
  documents: Count,
  /** Where the run's report opens: /report-execution/{id} or, for a team's run, /shared-report-view/{id}. */
  href: z.string(),
  /** Set for a team's runs. */
  teamName: z.string().optional(),
});
export type AnalyticsRun = z.infer<typeof AnalyticsRun>;

export const AnalyticsResponse = z.object({
  scope: z.object({
    /** 'mine' or the team whose runs these are. */
    kind: z.enum(['mine', 'team']),
    teamId: z.string().optional(),
    teamName: z.string().optional(),
    days: z.number().int(),
    /** The zone days and months are counted in (the person's own). */
    timeZone: z.string(),
  }),
  /** Teams the person administers: their runs can be shown instead. */
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
  totals: z.object({
    reports: Count,
    succeeded: Count,
    failed: Count,
    documents: Count,
    tokens: Count,
    estimatedCostUsd: z.number().nonnegative(),
  }),
  /** Every day of the range, oldest first, in the person's zone (YYYY-MM-DD). */
  reportsPerDay: z.array(z.object({ date: z.string(), succeeded: Count, failed: Count, other: Count })),
  documentsByOutcome: z.object({ data: Count, noData: Count, failed: Count }),
  documentsByType: z.array(z.object({ type: z.string(), count: Count })),
  byModel: z.array(
    z.object({ model: z.string(), calls: Count, tokens: Count, estimatedCostUsd: z.number().nonnegative() }),
  ),
  /** Each month of the range, oldest first (YYYY-MM). */
  byMonth: z.array(
    z.object({
      month: z.string(),
      reports: Count,
      tokens: Count,
      estimatedCostUsd: z.number().nonnegative(),
    }),
  ),
  /** The latest finished runs, oldest first, for the per-report chart. */
  perReport: z.array(AnalyticsRun),
  slowest: z.array(AnalyticsRun),
  mostExpensive: z.array(AnalyticsRun),
  /** Runs from before usage was recorded count in reports and documents but not in tokens or cost. */
  runsWithoutUsage: Count,
  /** The prices the costs were estimated at. */
  pricesAsOf: z.string(),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;
