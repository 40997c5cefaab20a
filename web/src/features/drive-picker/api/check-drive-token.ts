import { CheckDriveTokenResponse } from '@quarry/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { driveKeys } from './drive-keys';

/** Whether the user's encrypted Drive token is stored; without it there is no folder tree to show. */
export async function checkDriveToken(): Promise<boolean> {
  const { token_exists } = await api.request('GET', '/api/v1/check-drive-token', {
    schema: CheckDriveTokenResponse,
  });
  return token_exists;
}

export function checkDriveTokenQueryOptions() {
  return queryOptions({ queryKey: driveKeys.driveToken(), queryFn: checkDriveToken, staleTime: 0 });
}

export function useDriveToken() {
  return useQuery(checkDriveTokenQueryOptions());
}
