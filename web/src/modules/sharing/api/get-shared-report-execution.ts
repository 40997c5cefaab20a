import { SharedExecutionView } from '@quarry/contracts/sharing';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharingKeys } from './sharing-keys';

export async function getSharedReportExecution(executionId: string) {
  const { execution } = await api.request(
    'GET',
    `/api/shared-report-execution/${encodeURIComponent(executionId)}/view`,
    { schema: SharedExecutionView },
  );
  return execution;
}

/** One run of a shared report with its evidence, polled every 30 s while it is going. */
export function useSharedReportExecution(executionId: string | undefined) {
  return useQuery({
    queryKey: sharingKeys.execution(executionId ?? ''),
    queryFn: () => getSharedReportExecution(executionId ?? ''),
    enabled: Boolean(executionId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'running' ? 30_000 : false;
    },
  });
}
