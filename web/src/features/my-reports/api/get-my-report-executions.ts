import { MyReportExecutionsResponse, type ReportExecutionSummary } from '@quarry/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportExecutionKeys } from '@/modules/report-executions/api/report-execution-keys';

/** Spec part 2 section 9: the my-reports list refreshes every 5 s, and not while the tab is hidden. */
export const MY_REPORTS_REFRESH_MS = 5000;

/** The signed-in user's report executions, newest first. */
export async function getMyReportExecutions(): Promise<ReportExecutionSummary[]> {
  const { executions } = await api.request('GET', '/api/my-report-executions', {
    schema: MyReportExecutionsResponse,
  });
  return executions;
}

export function getMyReportExecutionsQueryOptions() {
  return queryOptions({
    queryKey: reportExecutionKeys.history(),
    queryFn: getMyReportExecutions,
    refetchInterval: MY_REPORTS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useMyReportExecutions() {
  return useQuery(getMyReportExecutionsQueryOptions());
}
