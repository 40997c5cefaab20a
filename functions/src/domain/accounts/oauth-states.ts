import crypto from 'node:crypto';
import type { AuthPurpose } from '@quarry/contracts/auth';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import { AppError } from '../shared/app-error';

/**
 * OAuth `state` values (DESIGN section 6): made by the server with a PKCE verifier, valid for 10
 * minutes, usable once. The state is the document id; consuming it deletes it in a transaction,
 * so two racing callbacks cannot both redeem it.
 */
export const STATE_LIFETIME_MS = 10 * 60 * 1000;
const COLLECTION = 'oauthStates';

interface OAuthStateDoc {
  purpose: AuthPurpose;
  pkceVerifier: string;
  redirectUri: string;
  uid?: string;
  createdAt: string;
  [key: string]: unknown;
}

export interface IssuedState {
  state: string;
  codeChallenge: string;
}

export class OAuthStates {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  async issue(purpose: AuthPurpose, redirectUri: string, uid?: string): Promise<IssuedState> {
    const state = crypto.randomBytes(24).toString('base64url');
    const pkceVerifier = crypto.randomBytes(48).toString('base64url');
    const doc: OAuthStateDoc = {
      purpose,
      pkceVerifier,
      redirectUri,
      createdAt: this.clock.now().toISOString(),
      ...(uid ? { uid } : {}),
    };
    await this.store.set(COLLECTION, state, doc);
    const codeChallenge = crypto.createHash('sha256').update(pkceVerifier).digest('base64url');
    return { state, codeChallenge };
  }

  /** Redeems a state once; fails when unknown, used, expired, for another purpose or redirect. */
  async consume(state: string, purpose: AuthPurpose, redirectUri: string): Promise<OAuthStateDoc> {
    const doc = await this.store.runTransaction(async (tx) => {
      const found = await tx.get<OAuthStateDoc>(COLLECTION, state);
      if (found) tx.delete(COLLECTION, state);
      return found;
    });
    const expired = doc && this.clock.now().getTime() - Date.parse(doc.createdAt) > STATE_LIFETIME_MS;
    if (!doc || expired || doc.purpose !== purpose) {
      throw new AppError({
        code: 'AUTH.STATE_INVALID',
        httpStatus: 400,
        message: 'This sign-in link has expired or was already used. Please sign in again.',
      });
    }
    if (doc.redirectUri !== redirectUri) {
      throw new AppError({
        code: 'AUTH.REDIRECT_MISMATCH',
        httpStatus: 400,
        message: 'Redirect address does not match',
      });
    }
    return doc;
  }
}
