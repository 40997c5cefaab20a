import { UnsubscribeState } from '@quarry/contracts/delivery';
import { api } from '@/lib/api-client';

const address = (path: string, token: string) => `/api/unsubscribe${path}?token=${encodeURIComponent(token)}`;

/** POST /api/unsubscribe: stops one shared report's e-mails to one address; no sign-in needed. */
export function unsubscribe(token: string): Promise<UnsubscribeState> {
  return api.request('POST', address('', token), { schema: UnsubscribeState });
}

/** POST /api/unsubscribe/undo: those e-mails start again. */
export function resubscribe(token: string): Promise<UnsubscribeState> {
  return api.request('POST', address('/undo', token), { schema: UnsubscribeState });
}
