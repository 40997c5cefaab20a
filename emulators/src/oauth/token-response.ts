import crypto from 'node:crypto';
import type { TokenGrant } from '../shared/tokens';
import { identityFor } from './identity';
import type { OAuthDeps } from './oauth-deps';
import { SCOPE_EMAIL, SCOPE_PROFILE } from './oauth-scopes';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
const ID_TOKEN_SECONDS = 3600;

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope: string;
  token_type: 'Bearer';
  id_token?: string;
}

/** OpenID Connect claims as Google puts them in an ID token: profile and e-mail only when granted. */
function idToken(deps: OAuthDeps, grant: TokenGrant, accessToken: string, nonce?: string): string {
  const person = identityFor(grant.email, deps.context.baseUrl());
  const iat = Math.floor(deps.context.now() / 1000);
  const digest = crypto.createHash('sha256').update(accessToken).digest();
  return deps.signingKey.sign({
    iss: GOOGLE_ISSUER,
    azp: grant.clientId,
    aud: grant.clientId,
    sub: person.sub,
    ...(grant.scopes.includes(SCOPE_EMAIL) ? { email: person.email, email_verified: true } : {}),
    at_hash: digest.subarray(0, digest.length / 2).toString('base64url'),
    ...(nonce ? { nonce } : {}),
    ...(grant.scopes.includes(SCOPE_PROFILE)
      ? {
          name: person.name,
          picture: person.picture,
          given_name: person.givenName,
          ...(person.familyName ? { family_name: person.familyName } : {}),
        }
      : {}),
    iat,
    exp: iat + ID_TOKEN_SECONDS,
  });
}

export function tokenResponse(
  deps: OAuthDeps,
  grant: TokenGrant,
  options: { newRefreshToken: boolean; fromRefreshToken?: string; nonce?: string },
): TokenResponse {
  const refreshToken = options.newRefreshToken ? deps.context.tokens.issueRefreshToken(grant) : undefined;
  const access = deps.context.tokens.issueAccessToken(grant, refreshToken ?? options.fromRefreshToken);
  const wantsIdentity = grant.scopes.some((s) => s === 'openid' || s === SCOPE_EMAIL || s === SCOPE_PROFILE);
  return {
    access_token: access.token,
    expires_in: access.expiresIn,
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    scope: grant.scopes.join(' '),
    token_type: 'Bearer',
    ...(wantsIdentity ? { id_token: idToken(deps, grant, access.token, options.nonce) } : {}),
  };
}
