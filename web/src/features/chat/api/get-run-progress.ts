import { ReportExecutionView } from '@quarry/contracts/reports';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Only what following a run needs from its view, so the report itself may change shape freely. */
const RunProgressResponse = z.object({
  execution: ReportExecutionView.pick({ executionStatus: true, progress: true, errorMessage: true }),
});
export type RunProgress = z.infer<typeof RunProgressResponse>['execution'];

/** Where a chat run stands: GET /api/report-execution/{id}/view. */
export async function getRunProgress(executionId: string): Promise<RunProgress> {
  const { execution } = await api.request(
    'GET',
    `/api/report-execution/${encodeURIComponent(executionId)}/view`,
    { schema: RunProgressResponse },
  );
  return execution;
}
