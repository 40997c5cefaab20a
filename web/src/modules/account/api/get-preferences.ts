import { type Preferences, PreferencesResponse } from '@quarry/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** The signed-in person's preferences: one cached copy for the settings, chat and drive screens. */
export async function getPreferences(): Promise<Preferences> {
  const { preferences } = await api.request('GET', '/api/user/preferences', { schema: PreferencesResponse });
  return preferences;
}

export function getPreferencesQueryOptions() {
  return queryOptions({ queryKey: accountKeys.preferences(), queryFn: getPreferences });
}

export function usePreferences() {
  return useQuery(getPreferencesQueryOptions());
}
