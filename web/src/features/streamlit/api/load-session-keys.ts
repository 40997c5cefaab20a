import { api } from '@/lib/api-client';

/** Asks the server to open the user's encrypted secrets for this session; only success matters. */
export async function loadSessionKeys(): Promise<void> {
  await api.request('POST', '/api/user/load-session-keys');
}
