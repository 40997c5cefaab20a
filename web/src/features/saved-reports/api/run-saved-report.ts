import { CreateExecutionResponse } from '@quarry/contracts/reports';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { useSingleMutation } from '@/lib/single-action';
import { reportExecutionKeys } from '@/modules/report-executions/api/report-execution-keys';
import { savedReportsKeys } from '@/modules/saved-reports/api/saved-reports-keys';

/** Queues a background run of a saved report that e-mails its owner when ready (spec part 2 section 4). */
export function runSavedReport(
  savedReportId: string,
  idempotencyKey?: string,
): Promise<z.output<typeof CreateExecutionResponse>> {
  return api.request('POST', '/api/report-executions', {
    body: { savedReportId, triggerSource: 'saved_report', notifyOnCompletion: true },
    schema: CreateExecutionResponse,
    idempotencyKey,
  });
}

/** `start` is the Yes button's action: one run however often it is clicked while the first is queuing. */
export function useRunSavedReport() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: runSavedReport,
    onSuccess: async ({ userEmail }) => {
      toast({
        title: 'Report Queued',
        description: `Your report is running in the background. An e-mail will be sent to ${userEmail} when it is ready.`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportExecutionKeys.history() }),
        queryClient.invalidateQueries({ queryKey: savedReportsKeys.list() }),
      ]);
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({
        title: 'Execution Failed',
        description: 'Could not queue the report for background execution',
        variant: 'destructive',
      });
    },
  });
}
