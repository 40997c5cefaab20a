import { UnsubscribeState } from '@quarry/contracts/delivery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const address = (path: string, token: string) => `/api/unsubscribe${path}?token=${encodeURIComponent(token)}`;

export const unsubscribeKeys = {
  all: ['unsubscribe'] as const,
  state: (token: string) => [...unsubscribeKeys.all, token] as const,
};

/** GET /api/unsubscribe: which report's e-mails, to whom, and whether they are stopped; changes nothing. */
export function getUnsubscribeState(token: string): Promise<UnsubscribeState> {
  return api.request('GET', address('', token), { schema: UnsubscribeState });
}

export function useUnsubscribeState(token: string) {
  return useQuery(
    queryOptions({
      queryKey: unsubscribeKeys.state(token),
      queryFn: () => getUnsubscribeState(token),
      enabled: token !== '',
    }),
  );
}

/** POST /api/unsubscribe: stops one shared report's e-mails to one address; no sign-in needed. */
export function unsubscribe(token: string): Promise<UnsubscribeState> {
  return api.request('POST', address('', token), { schema: UnsubscribeState });
}

/** POST /api/unsubscribe/undo: those e-mails start again. */
export function resubscribe(token: string): Promise<UnsubscribeState> {
  return api.request('POST', address('/undo', token), { schema: UnsubscribeState });
}
