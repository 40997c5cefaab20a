import { SessionCheckResponse } from '@quarry/contracts/auth';
import { api } from '@/lib/api-client';

/**
 * Whether the browser holds a live session. Always asked afresh (never cached): it answers 200 when
 * signed out, so it is the safe first call of pages that anyone may open.
 */
export async function checkSession(): Promise<boolean> {
  const { hasActiveSession } = await api.request('GET', '/api/auth/session-check', {
    schema: SessionCheckResponse,
  });
  return hasActiveSession;
}
