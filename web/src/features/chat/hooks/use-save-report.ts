import { DEFAULT_PREFERENCES, type Preferences } from '@quarry/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';
import { useSingleAction } from '@/lib/single-action';
import { savedReportsKeys } from '@/modules/saved-reports/api/saved-reports-keys';
import { saveReport } from '../api/save-report';
import { type CompletedQuery, saveReportRequest } from '../utils/completed-query';

function noQueryData(): false {
  toast({
    title: 'No Query Data',
    description: 'Complete a query before saving it as a report.',
    variant: 'destructive',
  });
  return false;
}

/**
 * 'Save Report' (spec part 2): keeps the open session's last completed query as a report definition,
 * with the person's current research switches. `start` says whether there is anything to save.
 */
export function useSaveReport(completed: CompletedQuery | undefined, preferences: Preferences | undefined) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ query, reportName, key }: { query: CompletedQuery; reportName: string; key: string }) =>
      saveReport(saveReportRequest(query, reportName, preferences ?? DEFAULT_PREFERENCES), key),
    onSuccess: async (_saved, { reportName }) => {
      toast({
        title: 'Report Saved',
        description: `"${reportName}" is in your saved reports.`,
        outcome: true,
      });
      await queryClient.invalidateQueries({ queryKey: savedReportsKeys.list() });
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      const description = serverMessage(error) ?? 'Could not save the report';
      toast({ title: 'Save Failed', description, variant: 'destructive' });
    },
  });
  const { mutateAsync } = mutation;
  const once = useSingleAction();

  const start = useCallback(() => (completed ? true : noQueryData()), [completed]);

  /** Saves under a name already checked; true once the report is saved (false for a second click). */
  const save = useCallback(
    async (reportName: string) => {
      if (!completed) return noQueryData();
      try {
        const saved = await once((key) => mutateAsync({ query: completed, reportName, key }));
        return saved !== undefined;
      } catch {
        return false;
      }
    },
    [completed, mutateAsync, once],
  );

  return { start, save, saving: mutation.isPending };
}
