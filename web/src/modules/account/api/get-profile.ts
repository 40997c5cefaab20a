import { ProfileResponse } from '@quarry/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** The signed-in user. A 401 here is session loss: the API client toasts and returns to /. */
export function getProfile(): Promise<ProfileResponse> {
  return api.request('GET', '/api/user/profile', { schema: ProfileResponse });
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
