import { DATA_EXPORT_PATH, DataExportStatus } from '@quarry/contracts/account-data';
import { type Query, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { accountDataKeys } from './account-data-keys';

/** While a download is being built, its progress is asked for this often. */
export const DATA_EXPORT_REFRESH_MS = 1500;

/** The newest download of the person's data, or null when they never asked for one (a 404). */
export async function getDataExport(): Promise<DataExportStatus | null> {
  try {
    return await api.request('GET', DATA_EXPORT_PATH, { schema: DataExportStatus });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function refreshWhileBuilding(query: Query<DataExportStatus | null, Error>): number | false {
  return query.state.data?.status === 'building' ? DATA_EXPORT_REFRESH_MS : false;
}

export function getDataExportQueryOptions() {
  return queryOptions({
    queryKey: accountDataKeys.dataExport(),
    queryFn: getDataExport,
    refetchInterval: refreshWhileBuilding,
    refetchIntervalInBackground: false,
    // A download expires and others may be built in another tab: asked afresh on every visit.
    staleTime: 0,
  });
}

export function useDataExport() {
  return useQuery(getDataExportQueryOptions());
}
