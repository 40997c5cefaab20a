import { AuthorizationUrlResponse, type AuthPurpose } from '@quarry/contracts/auth';
import { api } from './api-client';

/** Session storage key holding the OAuth state between leaving for Google and coming back. */
export const OAUTH_STATE_KEY = 'oauth_state';

/**
 * Starts a Google authorization: the server makes the state and PKCE pair and the provider URL;
 * we keep the state to compare on return, then leave the page. Rejects if the URL cannot be had.
 */
export async function startAuthorization(
  purpose: AuthPurpose,
  options: { invitedEmail?: string } = {},
): Promise<void> {
  const { url, state } = await api.request('POST', '/api/auth/authorization-url', {
    body: { purpose, ...(options.invitedEmail ? { invitedEmail: options.invitedEmail } : {}) },
    schema: AuthorizationUrlResponse,
  });
  sessionStorage.setItem(OAUTH_STATE_KEY, state);
  window.location.assign(url);
}

/** The state saved by startAuthorization, read once. */
export function takeSavedState(): string | null {
  const state = sessionStorage.getItem(OAUTH_STATE_KEY);
  sessionStorage.removeItem(OAUTH_STATE_KEY);
  return state;
}
