import { GoogleAuth } from 'google-auth-library';
import { SCOPES } from '../../ports/identity-provider.port';

export interface ServiceAccountToken {
  accessToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** Google's access tokens last an hour; used when the client does not say. */
const ONE_HOUR_MS = 3_600_000;

/**
 * A Drive (read-only) access token for a service account, from its JSON key file. Only
 * `npm run smoke:real` uses it (scripts/smoke-real.ts); the app reads Drive with each person's grant.
 */
export async function serviceAccountDriveToken(keyFile: string): Promise<ServiceAccountToken> {
  const auth = new GoogleAuth({ keyFile, scopes: [SCOPES.driveReadonly] });
  const client = await auth.getClient();
  const { token } = await client.getAccessToken();
  if (!token) throw new Error(`The service account key in ${keyFile} gave no access token`);
  return { accessToken: token, expiresAt: client.credentials.expiry_date ?? Date.now() + ONE_HOUR_MS };
}
