import { MessageResponse } from '@quarry/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { forgetDrafts } from '@/lib/drafts';

/**
 * Spec part 1 section 4 (Logout): local storage is cleared and calls in flight are dropped, then the
 * server ends the session. The cached data goes with `forgetAccountData`, which callers run once no
 * signed-in screen is mounted: a mounted query whose data vanished would fetch again, and with the
 * session gone that answer is a 401, which the API client treats as session loss.
 */
export async function logOut(queryClient: QueryClient): Promise<void> {
  localStorage.clear();
  // A draft is kept for a lost session (drafts.ts), never for the next person at this computer.
  forgetDrafts();
  await queryClient.cancelQueries();
  await api.request('POST', '/api/auth/logout', { schema: MessageResponse });
}

/** Drops every cached answer, so nothing of this user is left for the next one in this tab. */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries();
}
