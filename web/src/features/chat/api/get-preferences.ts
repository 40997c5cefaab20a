import { type Preferences, PreferencesResponse } from '@quarry/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

export async function getPreferences(): Promise<Preferences> {
  const { preferences } = await api.request('GET', '/api/user/preferences', { schema: PreferencesResponse });
  return preferences;
}

export function getPreferencesQueryOptions() {
  return queryOptions({ queryKey: chatKeys.preferences(), queryFn: getPreferences });
}

export function usePreferences() {
  return useQuery(getPreferencesQueryOptions());
}
