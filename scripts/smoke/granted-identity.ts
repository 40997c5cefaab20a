import fs from 'node:fs/promises';
import { serviceAccountDriveToken } from '../../functions/src/adapters/google/service-account-token';
import type { IdentityProvider } from '../../functions/src/ports/identity-provider.port';
import type { DriveCredential } from './smoke-settings';

/** Google access tokens last an hour; a token given by hand is taken to be fresh. */
const ONE_HOUR_MS = 3_600_000;

export interface DriveTokenSource {
  /** Whose Drive is read, for the printout (never the token). */
  describe: () => Promise<string>;
  token: () => Promise<{ accessToken: string; expiresAt: number }>;
}

export function driveTokenSource(credential: DriveCredential): DriveTokenSource {
  if (credential.kind === 'accessToken') {
    return {
      describe: async () => 'the account of GOOGLE_DRIVE_ACCESS_TOKEN',
      token: async () => ({ accessToken: credential.accessToken, expiresAt: Date.now() + ONE_HOUR_MS }),
    };
  }
  return {
    describe: async () => {
      const key = JSON.parse(await fs.readFile(credential.keyFile, 'utf8')) as { client_email?: string };
      // Drive shows a service account only the files shared with it.
      return `service account ${key.client_email ?? '(no client_email in the key file)'}`;
    },
    token: () => serviceAccountDriveToken(credential.keyFile),
  };
}

/**
 * The identity port for a run without sign-in: Quarry's Drive access (domain/accounts/drive-access.ts)
 * mints each access token from the stored grant through `refresh`, so handing out the given token
 * there lets the domain read Drive exactly as it does for a signed-in person. Nothing else is used.
 */
export class GrantedIdentity implements IdentityProvider {
  constructor(private readonly source: DriveTokenSource) {}

  refresh(): Promise<{ accessToken: string; expiresAt: number }> {
    return this.source.token();
  }

  authorizationUrl(): string {
    throw new Error('The smoke run does not sign in');
  }

  exchangeCode(): never {
    throw new Error('The smoke run does not sign in');
  }

  async revoke(): Promise<void> {
    // The token belongs to whoever gave it; the run leaves it as it was.
  }
}
