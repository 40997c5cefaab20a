import { DEFAULT_PREFERENCES, type Preferences } from '@quarry/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';
import { useSingleAction } from '@/lib/single-action';
import { accountKeys } from '@/modules/account/api/account-keys';
import { savedReportsKeys } from '@/modules/saved-reports/api/saved-reports-keys';
import { needsTeamsPlan, shareFromChat, showUpgradeRequired } from '@/modules/sharing/api/share-mutations';
import { scheduleRequestFields } from '@/modules/sharing/utils/schedule-form';
import { type CompletedQuery, saveReportRequest } from '../utils/completed-query';
import { memberEmails } from '../utils/member-emails';
import type { ShareFormValues } from '../utils/share-form';

interface ShareInput {
  completed: CompletedQuery;
  preferences: Preferences | undefined;
  chatSessionId: string | undefined;
  teamIds: string[];
  timeZone: string;
  values: ShareFormValues;
}

function shareRequest({ completed, preferences, chatSessionId, teamIds, timeZone, values }: ShareInput) {
  return {
    ...saveReportRequest(completed, values.reportName, preferences ?? DEFAULT_PREFERENCES),
    showDocumentsInSharedReports: values.showDocumentsInSharedReports,
    ...(chatSessionId ? { chatSessionId } : {}),
    existingTeamIds: teamIds,
    ...(values.createNewTeam
      ? { newTeam: { name: values.newTeamName.trim(), memberEmails: memberEmails(values.newTeamMembers) } }
      : {}),
    ...scheduleRequestFields(values, timeZone),
    includeCurrentExecution: values.includeCurrentExecution,
  };
}

/**
 * POST /api/reports/share-from-chat (spec part 2 sections 7-8): 'Report Shared Successfully', or
 * 'Upgrade Required' and /subscribe without the plan, or 'Share Failed' with the server's words.
 */
export function useShareFromChat(onShared: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const once = useSingleAction();
  const mutation = useMutation({
    mutationFn: ({ input, key }: { input: ShareInput; key: string }) =>
      shareFromChat(shareRequest(input), key),
    onSuccess: async ({ message }) => {
      toast({ title: 'Report Shared Successfully', description: message, outcome: true });
      onShared();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: savedReportsKeys.list() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.teams() }),
      ]);
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      if (needsTeamsPlan(error)) {
        onShared();
        showUpgradeRequired((to) => void navigate(to));
        return;
      }
      const message = serverMessage(error);
      if (message?.startsWith('Administrator Access Required: ')) {
        toast({
          title: 'Administrator Access Required',
          description: message.slice('Administrator Access Required: '.length),
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Share Failed',
        description: message ?? 'Could not share the report',
        variant: 'destructive',
      });
    },
  });

  /** Shares; true once shared (false for a second click while the first is sharing). */
  async function run(input: ShareInput): Promise<boolean> {
    try {
      const shared = await once((key) => mutation.mutateAsync({ input, key }));
      return shared !== undefined;
    } catch {
      return false;
    }
  }

  return { run, sharing: mutation.isPending };
}
