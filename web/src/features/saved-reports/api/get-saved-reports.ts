import { type SavedReport, SavedReportsResponse } from '@quarry/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedReportsKeys } from '@/modules/saved-reports/api/saved-reports-keys';

export async function getSavedReports(): Promise<SavedReport[]> {
  const { reports } = await api.request('GET', '/api/saved-reports', { schema: SavedReportsResponse });
  return reports;
}

export function getSavedReportsQueryOptions() {
  return queryOptions({ queryKey: savedReportsKeys.list(), queryFn: getSavedReports });
}

export function useSavedReports() {
  return useQuery(getSavedReportsQueryOptions());
}
