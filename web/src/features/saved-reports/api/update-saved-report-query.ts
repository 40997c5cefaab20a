import type { GridColumn } from '@quarry/contracts/grid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { savedReportsKeys } from '@/modules/saved-reports/api/saved-reports-keys';

export type QueryUpdate = { reportId: string; query: string; columns?: GridColumn[] };

/**
 * Sends the query trimmed, as Edit Query promises (spec part 2 section 5), and the grid columns
 * when they were changed (an empty list removes them; docs/decisions/evidence-grid.md).
 */
export async function updateSavedReportQuery({ reportId, query, columns }: QueryUpdate): Promise<void> {
  await api.request('PATCH', `/api/saved-reports/${encodeURIComponent(reportId)}`, {
    body: { query: query.trim(), ...(columns ? { columns } : {}) },
  });
}

export function useUpdateSavedReportQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedReportQuery,
    onSuccess: async () => {
      toast({ title: 'Query Updated', description: 'The report will use the new query from its next run.' });
      await queryClient.invalidateQueries({ queryKey: savedReportsKeys.list() });
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({ title: 'Update Failed', description: 'Could not update the query', variant: 'destructive' });
    },
  });
}
