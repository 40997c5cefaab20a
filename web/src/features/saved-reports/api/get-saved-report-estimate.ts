import { RunEstimate } from '@quarry/contracts/estimate';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { estimateKeys } from '@/modules/estimate/api/estimate-keys';

/** A saved report's estimate: its documents found afresh, as its background run will find them. */
export function getSavedReportEstimate(savedReportId: string): Promise<RunEstimate> {
  return api.request('GET', `/api/saved-reports/${encodeURIComponent(savedReportId)}/estimate`, {
    schema: RunEstimate,
  });
}

export function getSavedReportEstimateQueryOptions(savedReportId: string) {
  return queryOptions({
    queryKey: estimateKeys.savedReport(savedReportId),
    queryFn: () => getSavedReportEstimate(savedReportId),
    // Drive may have changed since: each Run dialog asks again.
    staleTime: 0,
  });
}

export function useSavedReportEstimate(savedReportId: string) {
  return useQuery({ ...getSavedReportEstimateQueryOptions(savedReportId), retry: false });
}
