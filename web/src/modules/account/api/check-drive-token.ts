import { CheckDriveTokenResponse } from '@quarry/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/**
 * The user's Drive grant as the server holds it: whether the encrypted token is stored (the chat and
 * the folder picker need nothing else) and, for the debug page, who granted it, when, and what it allows.
 */
export function checkDriveToken(): Promise<CheckDriveTokenResponse> {
  return api.request('GET', '/api/v1/check-drive-token', { schema: CheckDriveTokenResponse });
}

/** Asked afresh on every visit: a grant can be revoked or renewed elsewhere at any time. */
export function checkDriveTokenQueryOptions() {
  return queryOptions({ queryKey: accountKeys.driveToken(), queryFn: checkDriveToken, staleTime: 0 });
}

export function useDriveToken() {
  return useQuery(checkDriveTokenQueryOptions());
}
