import { AcceptInvitationsResponse } from '@quarry/contracts/teams';
import { api } from '@/lib/api-client';

/** POST /api/teams/accept-invitations: joins every team that invited the signed-in account. */
export async function acceptInvitations(): Promise<number> {
  const { acceptedCount } = await api.request('POST', '/api/teams/accept-invitations', {
    schema: AcceptInvitationsResponse,
  });
  return acceptedCount;
}
