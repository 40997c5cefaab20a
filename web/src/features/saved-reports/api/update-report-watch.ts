import type { SavedReport } from '@quarry/contracts/reports';
import { UpdateSavedReportWatchResponse, type WatchStatus } from '@quarry/contracts/watch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';
import { savedReportsKeys } from '@/modules/saved-reports/api/saved-reports-keys';
import { sharingKeys } from '@/modules/sharing/api/sharing-keys';

export type WatchUpdate = { reportId: string; watch: boolean };

/** PATCH /api/saved-reports/{id}/watch (docs/decisions/watching.md): answers the report's watch as it now stands. */
export async function updateReportWatch({ reportId, watch }: WatchUpdate): Promise<WatchStatus> {
  const answer = await api.request('PATCH', `/api/saved-reports/${encodeURIComponent(reportId)}/watch`, {
    body: { watch },
    schema: UpdateSavedReportWatchResponse,
  });
  return answer.watch;
}

export function useUpdateReportWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportWatch,
    onSuccess: async (watch, { reportId }) => {
      let teamIds: string[] = [];
      // The list shows the server's answer at once: the switch keeps its place and the status appears.
      queryClient.setQueryData<SavedReport[]>(savedReportsKeys.list(), (reports) =>
        reports?.map((report) => {
          if (report.id !== reportId) return report;
          teamIds = report.sharedTeams.map((team) => team.teamId);
          return { ...report, watch };
        }),
      );
      toast({ title: watch.watching ? 'Watching for changes' : 'Stopped watching' });
      // The team dashboard shows the watch of the reports shared with it.
      await Promise.all(
        teamIds.map((teamId) => queryClient.invalidateQueries({ queryKey: sharingKeys.teamReports(teamId) })),
      );
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({
        title: 'Update Failed',
        description: serverMessage(error) ?? 'Could not change whether this report watches for changes',
        variant: 'destructive',
      });
    },
  });
}
