import { CodeChallengeMethod, type Credentials, OAuth2Client } from 'google-auth-library';
import { AppError } from '../../domain/shared/app-error';
import type { IdentityProfile, IdentityProvider, OAuthTokens } from '../../ports/identity-provider.port';

export interface GoogleEndpoints {
  authBaseUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  jwkCertsUrl: string;
  pemCertsUrl: string;
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authBaseUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  jwkCertsUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  pemCertsUrl: 'https://www.googleapis.com/oauth2/v1/certs',
};

/** The same paths on one host, as the emulators serve them. */
export function emulatedGoogleEndpoints(baseUrl: string): GoogleEndpoints {
  return {
    authBaseUrl: `${baseUrl}/o/oauth2/v2/auth`,
    tokenUrl: `${baseUrl}/token`,
    revokeUrl: `${baseUrl}/revoke`,
    jwkCertsUrl: `${baseUrl}/oauth2/v3/certs`,
    pemCertsUrl: `${baseUrl}/oauth2/v1/certs`,
  };
}

/** IdentityProvider on google-auth-library's OAuth2Client (real Google or the emulator). */
export class GoogleIdentity implements IdentityProvider {
  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly endpoints: GoogleEndpoints,
  ) {}

  private client(redirectUri?: string): OAuth2Client {
    return new OAuth2Client({
      clientId: this.clientId,
      clientSecret: this.clientSecret,
      redirectUri,
      endpoints: {
        oauth2AuthBaseUrl: this.endpoints.authBaseUrl,
        oauth2TokenUrl: this.endpoints.tokenUrl,
        oauth2RevokeUrl: this.endpoints.revokeUrl,
        oauth2FederatedSignonJwkCertsUrl: this.endpoints.jwkCertsUrl,
        oauth2FederatedSignonPemCertsUrl: this.endpoints.pemCertsUrl,
      },
    });
  }

  authorizationUrl(request: Parameters<IdentityProvider['authorizationUrl']>[0]): string {
    return this.client(request.redirectUri).generateAuthUrl({
      access_type: 'offline',
      scope: request.scopes,
      state: request.state,
      prompt: request.prompt,
      code_challenge: request.codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
      include_granted_scopes: true,
      ...(request.loginHint ? { login_hint: request.loginHint } : {}),
    });
  }

  async exchangeCode(request: { code: string; codeVerifier: string; redirectUri: string }) {
    const client = this.client(request.redirectUri);
    let tokens: Credentials;
    try {
      ({ tokens } = await client.getToken({ code: request.code, codeVerifier: request.codeVerifier }));
    } catch (error) {
      throw new AppError({
        code: 'IDENTITY.CODE_REJECTED',
        httpStatus: 400,
        message: `Google rejected the sign-in: ${describe(error)}`,
      });
    }
    if (!tokens.access_token || !tokens.id_token) {
      throw new AppError({
        code: 'IDENTITY.INCOMPLETE',
        httpStatus: 502,
        message: 'Google returned no tokens',
      });
    }
    const ticket = await client.verifyIdToken({ idToken: tokens.id_token, audience: this.clientId });
    const claims = ticket.getPayload();
    if (!claims?.sub || !claims.email || claims.email_verified === false) {
      throw new AppError({
        code: 'IDENTITY.NO_EMAIL',
        httpStatus: 400,
        message: 'Google did not confirm an e-mail address',
      });
    }
    const profile: IdentityProfile = {
      sub: claims.sub,
      email: claims.email.toLowerCase(),
      name: claims.name ?? claims.email,
      ...(claims.picture ? { picture: claims.picture } : {}),
    };
    const result: OAuthTokens = {
      accessToken: tokens.access_token,
      expiresAt: tokens.expiry_date ?? Date.now() + 3600_000,
      scopes: (tokens.scope ?? '').split(' ').filter(Boolean),
      ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    };
    return { profile, tokens: result };
  }

  async refresh(refreshToken: string): Promise<{ accessToken: string; expiresAt: number }> {
    const client = this.client();
    client.setCredentials({ refresh_token: refreshToken });
    try {
      const { credentials } = await client.refreshAccessToken();
      if (!credentials.access_token) throw new Error('no access token');
      return {
        accessToken: credentials.access_token,
        expiresAt: credentials.expiry_date ?? Date.now() + 3600_000,
      };
    } catch (error) {
      // Only invalid_grant means the grant is gone (revoked, expired, password changed); anything
      // else (network, 5xx) is Google being unreachable, and asking to re-authorize would mislead.
      const reason = (error as { response?: { data?: { error?: string } } }).response?.data?.error;
      if (reason === 'invalid_grant') {
        throw new AppError({
          code: 'IDENTITY.REAUTH_REQUIRED',
          httpStatus: 401,
          message: `Google Drive access has expired: ${describe(error)}`,
        });
      }
      throw new AppError({
        code: 'IDENTITY.UNAVAILABLE',
        httpStatus: 502,
        message: `Could not reach Google to renew Drive access: ${describe(error)}`,
      });
    }
  }

  async revoke(token: string): Promise<void> {
    await this.client().revokeToken(token);
  }
}

function describe(error: unknown): string {
  const data = (error as { response?: { data?: { error_description?: string; error?: string } } }).response
    ?.data;
  return data?.error_description ?? data?.error ?? (error instanceof Error ? error.message : String(error));
}
