import { type ReportExecutionView, ReportExecutionViewResponse } from '@quarry/contracts/reports';
import { type Query, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportExecutionKeys } from '@/modules/report-executions/api/report-execution-keys';

/** A run that has not finished is reloaded every 5 s (the my-reports refresh) until it ends. */
export const RUNNING_EXECUTION_REFRESH_MS = 5000;

export async function getReportExecution(executionId: string): Promise<ReportExecutionView> {
  const { execution } = await api.request(
    'GET',
    `/api/report-execution/${encodeURIComponent(executionId)}/view`,
    { schema: ReportExecutionViewResponse },
  );
  return execution;
}

export function refreshWhileUnfinished(query: Query<ReportExecutionView, Error>): number | false {
  const status = query.state.data?.executionStatus;
  return status === 'pending' || status === 'running' ? RUNNING_EXECUTION_REFRESH_MS : false;
}

export function getReportExecutionQueryOptions(executionId: string) {
  return queryOptions({
    queryKey: reportExecutionKeys.view(executionId),
    queryFn: () => getReportExecution(executionId),
    refetchInterval: refreshWhileUnfinished,
    refetchIntervalInBackground: false,
  });
}

export function useReportExecution(executionId: string) {
  return useQuery(getReportExecutionQueryOptions(executionId));
}
