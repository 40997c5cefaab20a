/** Google sign-in and authorization, as the use cases see it (OAuth 2.0 code flow with PKCE). */
export interface IdentityProfile {
  /** Google's stable account id. */
  sub: string;
  email: string;
  name: string;
  picture?: string;
}

export interface OAuthTokens {
  accessToken: string;
  refreshToken?: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  scopes: string[];
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  scopes: string[];
  prompt: 'select_account' | 'consent';
  loginHint?: string;
}

export interface IdentityProvider {
  authorizationUrl(request: AuthorizationRequest): string;
  /** Redeems a code; the profile comes from the verified ID token. */
  exchangeCode(request: { code: string; codeVerifier: string; redirectUri: string }): Promise<{
    profile: IdentityProfile;
    tokens: OAuthTokens;
  }>;
  /** A fresh access token; fails with IDENTITY.REAUTH_REQUIRED when the grant is gone. */
  refresh(refreshToken: string): Promise<{ accessToken: string; expiresAt: number }>;
  revoke(token: string): Promise<void>;
}

export const SCOPES = {
  identity: ['openid', 'email', 'profile'],
  driveReadonly: 'https://www.googleapis.com/auth/drive.readonly',
  /**
   * Only the files Quarry creates or the person opens with it (reports saved as Google Docs, docs/architecture/exports.md): https://developers.google.com/drive/api/guides/about-auth (read 2026-11-27).
   */
  driveFile: 'https://www.googleapis.com/auth/drive.file',
} as const;
