import { CreateTeamResponse, type TeamMember, TeamMembersResponse } from '@quarry/contracts/teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { ApiError, SessionExpiredError } from '@/lib/api-error';
import { useSingleMutation } from '@/lib/single-action';
import { accountKeys } from '@/modules/account/api/account-keys';
import { needsTeamsPlan, showUpgradeRequired } from '@/modules/sharing/api/share-mutations';
import { sharingKeys } from '@/modules/sharing/api/sharing-keys';
import { rememberAfterSubscribe } from '@/modules/subscription/utils/after-subscribe';
import { teamsKeys } from './teams-keys';

const path = (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}`;

/** Spec part 3 section 8: a toast titled 'Error' with the server's message, or the fallback. */
function failed(fallback: string) {
  return (error: Error) => {
    if (error instanceof SessionExpiredError) return;
    toast({
      title: 'Error',
      description: error instanceof ApiError && error.message ? error.message : fallback,
      variant: 'destructive',
    });
  };
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSingleMutation({
    mutationFn: (name: string, idempotencyKey) =>
      api.request('POST', '/api/teams', { body: { name }, schema: CreateTeamResponse, idempotencyKey }),
    onSuccess: async ({ team }) => {
      toast({ title: 'Team Created', description: `${team.name} is ready. Invite its members next.` });
      await queryClient.invalidateQueries({ queryKey: accountKeys.teams() });
    },
    onError: (error, name) => {
      if (needsTeamsPlan(error)) {
        // Paying is a detour: the team they named is created when they come back from it.
        rememberAfterSubscribe({ createTeam: name });
        showUpgradeRequired((to) => void navigate(to));
        return;
      }
      failed('Failed to create team')(error);
    },
  });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => api.request('DELETE', path(teamId)),
    onSuccess: async () => {
      toast({ title: 'Team Deleted' });
      await queryClient.invalidateQueries({ queryKey: accountKeys.teams() });
    },
    onError: failed('Failed to delete team'),
  });
}

export function useMembers(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: teamsKeys.members(teamId),
    queryFn: async (): Promise<TeamMember[]> =>
      (await api.request('GET', `${path(teamId)}/members`, { schema: TeamMembersResponse })).members,
    enabled,
  });
}

/** Invite, remove and promote reload the member list and the team cards' counts. */
function useMemberChange<T>(
  teamId: string,
  request: (input: T, idempotencyKey: string) => Promise<unknown>,
  success: string,
  fallback: string,
) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: request,
    onSuccess: async () => {
      toast({ title: success });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamsKeys.members(teamId) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.teams() }),
      ]);
    },
    onError: failed(fallback),
  });
}

export function useInviteMember(teamId: string) {
  return useMemberChange(
    teamId,
    (email: string, idempotencyKey) =>
      api.request('POST', `${path(teamId)}/members`, { body: { email }, idempotencyKey }),
    'Invitation Sent',
    'Failed to send invitation',
  );
}

export function useRemoveMember(teamId: string) {
  return useMemberChange(
    teamId,
    (memberId: string) => api.request('DELETE', `${path(teamId)}/members/${encodeURIComponent(memberId)}`),
    'Member Removed',
    'Failed to remove member',
  );
}

export function usePromoteMember(teamId: string) {
  return useMemberChange(
    teamId,
    (memberId: string) => api.request('POST', `${path(teamId)}/administrators`, { body: { memberId } }),
    'Administrator Added',
    'Failed to promote member',
  );
}

export function useUnshareReport(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sharedReportId: string) =>
      api.request('DELETE', `/api/shared-reports/${encodeURIComponent(sharedReportId)}`),
    onSuccess: async () => {
      toast({ title: 'Report Unshared' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sharingKeys.teamReports(teamId) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.teams() }),
      ]);
    },
    onError: failed('Failed to unshare report'),
  });
}
