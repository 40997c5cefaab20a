import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { ApiError, SessionExpiredError } from '@/lib/api-error';
import { sharingKeys } from '@/modules/sharing/api/sharing-keys';

/** Deletes a failed or stuck run of a shared report (spec part 3, the dashboard's delete action). */
export function useDeleteSharedExecution(sharedReportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (executionId: string) =>
      api.request('DELETE', `/api/shared-report-execution/${encodeURIComponent(executionId)}`),
    onSuccess: async () => {
      toast({ title: 'Deleted' });
      await queryClient.invalidateQueries({ queryKey: sharingKeys.executions(sharedReportId) });
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({
        title: 'Error',
        description:
          error instanceof ApiError && error.message ? error.message : 'Failed to delete execution',
        variant: 'destructive',
      });
    },
  });
}
