import { type TeamSummary, TeamsResponse } from '@quarry/contracts/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** The teams the user belongs to; empty when they have no team access. */
export function getTeams(): Promise<TeamSummary[]> {
  return api.request('GET', '/api/teams', { schema: TeamsResponse });
}

export function getTeamsQueryOptions() {
  return queryOptions({ queryKey: accountKeys.teams(), queryFn: getTeams });
}

export function useTeams() {
  return useQuery(getTeamsQueryOptions());
}
