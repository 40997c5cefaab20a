import type { SavedReport } from '@quarry/contracts/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { savedReportsKeys } from '@/modules/saved-reports/api/saved-reports-keys';

export async function deleteSavedReport(reportId: string): Promise<void> {
  await api.request('DELETE', `/api/saved-reports/${encodeURIComponent(reportId)}`);
}

export function useDeleteSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: SavedReport) => deleteSavedReport(report.id),
    onSuccess: async (_result, report) => {
      toast({ title: 'Report Deleted', description: `'${report.reportName}' has been deleted.` });
      await queryClient.invalidateQueries({ queryKey: savedReportsKeys.list() });
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({ title: 'Delete Failed', description: 'Could not delete the report', variant: 'destructive' });
    },
  });
}
