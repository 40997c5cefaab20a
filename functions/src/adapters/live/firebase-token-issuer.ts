import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { LiveTokenIssuer } from '../../ports/change-feed.port';

/**
 * Firebase custom tokens for the browser's listener (docs/architecture/teams-and-sharing.md). Its uid is Quarry's user
 * id, which is what firestore.rules compares with feeds/{uid}. In the cloud the function's service
 * account signs it; it grants nothing else, because the rules allow nothing else.
 */
export class FirebaseTokenIssuer implements LiveTokenIssuer {
  constructor(private readonly app: App) {}

  customToken(uid: string): Promise<string> {
    return getAuth(this.app).createCustomToken(uid);
  }
}
