import { ClearExecutionsResponse } from '@quarry/contracts/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';
import { reportExecutionKeys } from '@/modules/report-executions/api/report-execution-keys';

/** Deletes every execution of the signed-in user; resolves to how many were deleted. */
export async function clearReportExecutions(): Promise<number> {
  const { deleted } = await api.request('DELETE', '/api/my-report-executions/clear-all', {
    schema: ClearExecutionsResponse,
  });
  return deleted;
}

export function useClearReportExecutions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearReportExecutions,
    onSuccess: async (deleted) => {
      toast({ title: 'Reports Cleared', description: `Deleted ${deleted} report execution(s).` });
      await queryClient.invalidateQueries({ queryKey: reportExecutionKeys.history() });
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to clear report executions',
        variant: 'destructive',
      });
    },
  });
}
