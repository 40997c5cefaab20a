import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';
import { useSingleMutation } from '@/lib/single-action';
import { accountKeys } from '@/modules/account/api/account-keys';
import { savedReportsKeys } from '@/modules/saved-reports/api/saved-reports-keys';
import {
  needsTeamsPlan,
  quickCreateTeam,
  shareSavedReport,
  showUpgradeRequired,
} from '@/modules/sharing/api/share-mutations';
import { type ScheduleValues, scheduleRequestFields } from '@/modules/sharing/utils/schedule-form';

export interface ShareWithTeams {
  reportId: string;
  teamIds: string[];
  schedule: ScheduleValues;
  timeZone: string;
  showDocumentsInSharedReports: boolean;
}

/**
 * Share with Team (spec part 2 section 7): one POST /api/reports/{id}/share per chosen team,
 * 'Report Shared', or 'Upgrade Required' and /subscribe without the plan.
 */
export function useShareSavedReport(onShared: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSingleMutation({
    mutationFn: async (
      { reportId, teamIds, schedule, timeZone, showDocumentsInSharedReports }: ShareWithTeams,
      idempotencyKey,
    ) => {
      // One call per team, each its own request: the action's key with the team's place in the list.
      for (const [index, teamId] of teamIds.entries()) {
        await shareSavedReport(
          reportId,
          { teamId, ...scheduleRequestFields(schedule, timeZone), showDocumentsInSharedReports },
          `${idempotencyKey}-${index}`,
        );
      }
    },
    onSuccess: async (_result, { teamIds }) => {
      toast({
        title: 'Report Shared',
        description: `Shared with ${teamIds.length === 1 ? '1 team' : `${teamIds.length} teams`}.`,
        outcome: true,
      });
      onShared();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: savedReportsKeys.list() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.teams() }),
      ]);
    },
    onError: async (error) => {
      if (error instanceof SessionExpiredError) return;
      if (needsTeamsPlan(error)) {
        onShared();
        showUpgradeRequired((to) => void navigate(to));
        return;
      }
      toast({
        title: 'Share Failed',
        description: serverMessage(error) ?? 'Could not share the report',
        variant: 'destructive',
      });
      // Some teams may have been shared before the failure: the list shows which.
      await queryClient.invalidateQueries({ queryKey: savedReportsKeys.list() });
    },
  });
}

/** Add Team's new team (POST /api/teams/quick-create): 'Team Created' or 'Creation Failed'. */
export function useQuickCreateTeam() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSingleMutation({
    mutationFn: quickCreateTeam,
    onSuccess: async ({ team }) => {
      toast({ title: 'Team Created', description: `${team.name} is ready to share with.` });
      await queryClient.invalidateQueries({ queryKey: accountKeys.teams() });
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      if (needsTeamsPlan(error)) {
        showUpgradeRequired((to) => void navigate(to));
        return;
      }
      toast({ title: 'Creation Failed', description: 'Could not create the team', variant: 'destructive' });
    },
  });
}

/** DELETE /api/reports/{id}/teams/{teamId}: 'Team Access Removed' or 'Remove Failed'. */
export function useRemoveTeamAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, teamId }: { reportId: string; teamId: string; teamName: string }) =>
      api.request(
        'DELETE',
        `/api/reports/${encodeURIComponent(reportId)}/teams/${encodeURIComponent(teamId)}`,
      ),
    onSuccess: async (_result, { teamName }) => {
      toast({ title: 'Team Access Removed', description: `${teamName} no longer has this report.` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: savedReportsKeys.list() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.teams() }),
      ]);
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({ title: 'Remove Failed', description: 'Could not remove team access', variant: 'destructive' });
    },
  });
}
