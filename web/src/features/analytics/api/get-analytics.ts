import { AnalyticsResponse } from '@quarry/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKeys } from '@/modules/analytics/api/analytics-keys';

/** Whose runs, over how many days: 'mine' or a team the person administers. */
export interface AnalyticsScope {
  teamId: string | null;
  days: number;
}

/** Live signals refresh it when a run changes; this is the fallback when the channel is down. */
export const ANALYTICS_REFRESH_MS = 60_000;

export function getAnalytics({ teamId, days }: AnalyticsScope): Promise<AnalyticsResponse> {
  const query = new URLSearchParams({ days: String(days), ...(teamId ? { teamId } : {}) });
  return api.request('GET', `/api/analytics?${query}`, { schema: AnalyticsResponse });
}

export function getAnalyticsQueryOptions(scope: AnalyticsScope) {
  return queryOptions({
    queryKey: analyticsKeys.scope(scope.teamId, scope.days),
    queryFn: () => getAnalytics(scope),
    refetchInterval: ANALYTICS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useAnalytics(scope: AnalyticsScope) {
  return useQuery(getAnalyticsQueryOptions(scope));
}
