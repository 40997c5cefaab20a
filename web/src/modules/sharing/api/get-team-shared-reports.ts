import { type TeamSharedReport, TeamSharedReportsResponse } from '@quarry/contracts/sharing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharingKeys } from './sharing-keys';

/** The reports shared with a team, by name (spec part 3: the Teams page and the dashboard). */
export async function getTeamSharedReports(teamId: string): Promise<TeamSharedReport[]> {
  const { sharedReports } = await api.request(
    'GET',
    `/api/teams/${encodeURIComponent(teamId)}/shared-reports`,
    {
      schema: TeamSharedReportsResponse,
    },
  );
  return sharedReports;
}

export function getTeamSharedReportsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: sharingKeys.teamReports(teamId),
    queryFn: () => getTeamSharedReports(teamId),
  });
}

export function useTeamSharedReports(teamId: string, enabled = true) {
  return useQuery({ ...getTeamSharedReportsQueryOptions(teamId), enabled });
}
