import { type SharedExecution, SharedExecutionsResponse } from '@quarry/contracts/sharing';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharingKeys } from '@/modules/sharing/api/sharing-keys';

/** Spec part 3 section 9: runs still going are polled every 30 seconds. */
export const RUNNING_POLL_MS = 30_000;

export async function getSharedExecutions(sharedReportId: string): Promise<SharedExecution[]> {
  const { executions } = await api.request(
    'GET',
    `/api/shared-reports/${encodeURIComponent(sharedReportId)}/executions`,
    { schema: SharedExecutionsResponse },
  );
  return executions;
}

/** A shared report's history (the last year, newest first), polled while a run is going. */
export function useSharedExecutions(sharedReportId: string | undefined) {
  return useQuery({
    queryKey: sharingKeys.executions(sharedReportId ?? ''),
    queryFn: () => getSharedExecutions(sharedReportId ?? ''),
    enabled: Boolean(sharedReportId),
    refetchInterval: (query) =>
      query.state.data?.some((run) => run.status === 'pending' || run.status === 'running')
        ? RUNNING_POLL_MS
        : false,
  });
}
