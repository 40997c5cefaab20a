import { type Preferences, PreferencesResponse } from '@quarry/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { driveKeys } from './drive-keys';

export async function getPreferences(): Promise<Preferences> {
  const { preferences } = await api.request('GET', '/api/user/preferences', { schema: PreferencesResponse });
  return preferences;
}

export function getPreferencesQueryOptions() {
  return queryOptions({ queryKey: driveKeys.preferences(), queryFn: getPreferences });
}

/** The folders searches are limited to; none means all of the Drive. */
export function useSelectedDirectories() {
  return useQuery({
    ...getPreferencesQueryOptions(),
    select: (preferences) => preferences.selectedDriveDirectories,
  });
}
