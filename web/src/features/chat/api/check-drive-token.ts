import { CheckDriveTokenResponse } from '@quarry/contracts/user';
import { api } from '@/lib/api-client';

/** Whether the user's encrypted Drive token is stored. */
export async function checkDriveToken(): Promise<boolean> {
  const { token_exists } = await api.request('GET', '/api/v1/check-drive-token', {
    schema: CheckDriveTokenResponse,
  });
  return token_exists;
}
