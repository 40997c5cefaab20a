import { type EstimateRequest, RunEstimate } from '@quarry/contracts/estimate';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { api } from '@/lib/api-client';
import { estimateKeys } from '@/modules/estimate/api/estimate-keys';

/** The estimate of a run over the chosen documents, before anything is read. */
export function getEstimate(request: EstimateRequest): Promise<RunEstimate> {
  return api.request('POST', '/api/research/estimate', { body: request, schema: RunEstimate });
}

export function getEstimateQueryOptions(request: EstimateRequest) {
  return queryOptions({ queryKey: estimateKeys.chat(request), queryFn: () => getEstimate(request) });
}

/** Asked once the selection has settled for a moment; the last estimate stays while the next comes. */
export function useEstimate(request: EstimateRequest | undefined) {
  const settled = useDebouncedValue(request, 300);
  return useQuery({
    ...getEstimateQueryOptions(settled ?? { documents: [] }),
    enabled: settled !== undefined && settled.documents.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
