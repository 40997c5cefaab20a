import type { SavedReportCostCap } from '@quarry/contracts/estimate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { estimateKeys } from '@/modules/estimate/api/estimate-keys';
import { savedReportsKeys } from '@/modules/saved-reports/api/saved-reports-keys';

export type CostCapUpdate = { reportId: string; costCap: SavedReportCostCap };

export async function updateReportCostCap({ reportId, costCap }: CostCapUpdate) {
  await api.request('PATCH', `/api/saved-reports/${encodeURIComponent(reportId)}/cost-cap`, {
    body: { costCap },
  });
}

export function useUpdateReportCostCap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportCostCap,
    onSuccess: async (_result, { reportId }) => {
      toast({ title: 'Cost Cap Saved', description: "The report's next runs stop reading at this cap." });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: savedReportsKeys.list() }),
        queryClient.invalidateQueries({ queryKey: estimateKeys.savedReport(reportId) }),
      ]);
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({ title: 'Update Failed', description: 'Could not save the cost cap', variant: 'destructive' });
    },
  });
}
