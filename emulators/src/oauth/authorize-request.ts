import type { PendingAuthorization } from './authorization-store';
import type { AuthorizeProblem } from './authorize-pages';
import type { OAuthClient, OAuthClients } from './oauth-clients';
import { parseScopes } from './oauth-scopes';
import { param } from './params';

export type ParsedAuthorize =
  | { ok: true; client: OAuthClient; request: Omit<PendingAuthorization, 'id' | 'createdAt'> }
  | { ok: false; problem: AuthorizeProblem; client?: OAuthClient };

const PROMPTS = ['none', 'consent', 'select_account'];

function invalid(details: string, client?: OAuthClient): ParsedAuthorize {
  return rejected('invalid_request', details, client);
}

function rejected(error: string, details: string, client?: OAuthClient): ParsedAuthorize {
  return { ok: false, client, problem: { status: 400, error, details } };
}

/**
 * Checks an authorization request in Google's order: the client, then its redirect URI (until it
 * matches a registered one exactly, nothing may be sent there), then everything else.
 */
export function parseAuthorizeRequest(query: unknown, clients: OAuthClients): ParsedAuthorize {
  const clientId = param(query, 'client_id');
  if (!clientId) return invalid('Missing required parameter: client_id');
  const client = clients.get(clientId);
  if (!client) {
    return {
      ok: false,
      problem: { status: 401, error: 'invalid_client', details: 'The OAuth client was not found.' },
    };
  }
  const redirectUri = param(query, 'redirect_uri');
  if (!redirectUri) return invalid('Missing required parameter: redirect_uri', client);
  if (!client.redirectUris.includes(redirectUri)) {
    return rejected(
      'redirect_uri_mismatch',
      "You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. " +
        `If you're the app developer, register the redirect URI in the Google Cloud Console. Request details: redirect_uri=${redirectUri}`,
      client,
    );
  }
  return parseGrant(query, client, redirectUri);
}

/** Everything after the client and its redirect URI, checked once an error may be sent back there. */
function parseGrant(query: unknown, client: OAuthClient, redirectUri: string): ParsedAuthorize {
  const responseType = param(query, 'response_type');
  if (!responseType) return invalid('Missing required parameter: response_type', client);
  if (responseType !== 'code') {
    return rejected('unsupported_response_type', `Invalid response_type: ${responseType}`, client);
  }
  const rawScope = param(query, 'scope');
  if (!rawScope?.trim()) return invalid('Missing required parameter: scope', client);
  const { scopes, invalid: badScopes } = parseScopes(rawScope);
  if (badScopes.length > 0) {
    const details = `Some requested scopes were invalid. {invalid=[${badScopes.join(', ')}]}`;
    return rejected('invalid_scope', details, client);
  }
  const prompts = (param(query, 'prompt') ?? '').split(/\s+/).filter(Boolean);
  if (prompts.some((p) => !PROMPTS.includes(p)) || (prompts.includes('none') && prompts.length > 1)) {
    return invalid(`Invalid prompt: ${param(query, 'prompt')}`, client);
  }
  const accessType = param(query, 'access_type') ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline') {
    return invalid(`Invalid access_type: ${accessType}`, client);
  }
  const codeChallenge = param(query, 'code_challenge');
  const method = param(query, 'code_challenge_method') ?? (codeChallenge ? 'plain' : undefined);
  if (method && !codeChallenge) return invalid('Missing required parameter: code_challenge', client);
  if (method && method !== 'S256' && method !== 'plain') {
    return invalid(`Invalid code_challenge_method: ${method}`, client);
  }
  if (codeChallenge && !/^[A-Za-z0-9\-._~]{43,128}$/.test(codeChallenge)) {
    return invalid('Invalid code_challenge.', client);
  }
  return {
    ok: true,
    client,
    request: {
      clientId: client.clientId,
      redirectUri,
      scopes,
      state: param(query, 'state'),
      prompts,
      offline: accessType === 'offline',
      loginHint: param(query, 'login_hint'),
      nonce: param(query, 'nonce'),
      codeChallenge,
      codeChallengeMethod: method as 'S256' | 'plain' | undefined,
    },
  };
}
