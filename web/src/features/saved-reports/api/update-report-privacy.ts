import type { SavedReport } from '@quarry/contracts/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { savedReportsKeys } from '@/modules/saved-reports/api/saved-reports-keys';

export type PrivacyUpdate = { reportId: string; showDocumentsInSharedReports: boolean };

export async function updateReportPrivacy({ reportId, showDocumentsInSharedReports }: PrivacyUpdate) {
  await api.request('PATCH', `/api/saved-reports/${encodeURIComponent(reportId)}/privacy`, {
    body: { showDocumentsInSharedReports },
  });
}

export function useUpdateReportPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportPrivacy,
    onSuccess: async (_result, { reportId, showDocumentsInSharedReports }) => {
      // The switch keeps its new position while the list reloads instead of flicking back.
      queryClient.setQueryData<SavedReport[]>(savedReportsKeys.list(), (reports) =>
        reports?.map((report) =>
          report.id === reportId ? { ...report, showDocumentsInSharedReports } : report,
        ),
      );
      toast({
        title: 'Privacy Setting Updated',
        description: showDocumentsInSharedReports
          ? 'Team members will see the documents behind this report.'
          : 'Team members will no longer see the documents behind this report.',
      });
      await queryClient.invalidateQueries({ queryKey: savedReportsKeys.list() });
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({
        title: 'Update Failed',
        description: 'Could not update privacy setting',
        variant: 'destructive',
      });
    },
  });
}
