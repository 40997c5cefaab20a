import crypto from 'node:crypto';
import type { AuthPurpose } from '@quarry/contracts/auth';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import { AppError } from '../shared/app-error';
import { hashToken } from './sessions';

/**
 * OAuth `state` values (docs/architecture/security.md): made by the server with a PKCE verifier, valid for 10
 * minutes, usable once, and bound to the browser that asked for it (the hash of its `__session`
 * token). The state is the document id; redeeming it deletes it in a transaction, so two racing
 * callbacks cannot both redeem it.
 */
export const STATE_LIFETIME_MS = 10 * 60 * 1000;
const COLLECTION = 'oauthStates';

/** The spec's wording for a state that does not belong here (spec part 2, drive callback). */
export const STATE_BROWSER_MISMATCH_MESSAGE = 'Invalid state parameter - possible CSRF attack';

interface OAuthStateDoc {
  purpose: AuthPurpose;
  pkceVerifier: string;
  redirectUri: string;
  /** SHA-256 of the `__session` token of the browser that started the authorization. */
  browserHash: string;
  uid?: string;
  /** The address the invitation landing page was opened for (purpose team_member_signup). */
  invitedEmail?: string;
  createdAt: string;
  [key: string]: unknown;
}

export interface IssuedState {
  state: string;
  codeChallenge: string;
}

function stateInvalid(): AppError {
  return new AppError({
    code: 'AUTH.STATE_INVALID',
    httpStatus: 400,
    message: 'This sign-in link has expired or was already used. Please sign in again.',
  });
}

export class OAuthStates {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  async issue(input: {
    purpose: AuthPurpose;
    redirectUri: string;
    browserHash: string;
    uid?: string;
    invitedEmail?: string;
  }): Promise<IssuedState> {
    const state = crypto.randomBytes(24).toString('base64url');
    const pkceVerifier = crypto.randomBytes(48).toString('base64url');
    const doc: OAuthStateDoc = {
      purpose: input.purpose,
      pkceVerifier,
      redirectUri: input.redirectUri,
      browserHash: input.browserHash,
      createdAt: this.clock.now().toISOString(),
      ...(input.uid ? { uid: input.uid } : {}),
      ...(input.invitedEmail ? { invitedEmail: input.invitedEmail.toLowerCase() } : {}),
    };
    await this.store.set(COLLECTION, state, doc);
    const codeChallenge = crypto.createHash('sha256').update(pkceVerifier).digest('base64url');
    return { state, codeChallenge };
  }

  /**
   * Redeems a state once. Fails when unknown, used, expired, for another purpose or redirect, and
   * (403) when another browser presents it: that attempt leaves the state alone, so a link carrying
   * someone else's code neither signs anybody in nor spends the rightful browser's sign-in.
   */
  async consume(input: {
    state: string;
    /** The purposes this return page serves (the sign-in page serves two). */
    purpose: AuthPurpose | AuthPurpose[];
    redirectUri: string;
    browserToken: string | undefined;
  }): Promise<OAuthStateDoc> {
    const presented = input.browserToken ? hashToken(input.browserToken) : undefined;
    const outcome = await this.store.runTransaction(async (tx) => {
      const found = await tx.get<OAuthStateDoc>(COLLECTION, input.state);
      if (!found) return { kind: 'missing' as const };
      if (!this.expired(found) && found.browserHash !== presented) return { kind: 'foreign' as const };
      tx.delete(COLLECTION, input.state);
      return { kind: 'taken' as const, doc: found };
    });
    if (outcome.kind === 'foreign') {
      throw new AppError({
        code: 'AUTH.STATE_BROWSER_MISMATCH',
        httpStatus: 403,
        message: STATE_BROWSER_MISMATCH_MESSAGE,
      });
    }
    const purposes = Array.isArray(input.purpose) ? input.purpose : [input.purpose];
    if (outcome.kind === 'missing' || this.expired(outcome.doc) || !purposes.includes(outcome.doc.purpose)) {
      throw stateInvalid();
    }
    if (outcome.doc.redirectUri !== input.redirectUri) {
      throw new AppError({
        code: 'AUTH.REDIRECT_MISMATCH',
        httpStatus: 400,
        message: 'Redirect address does not match',
      });
    }
    return outcome.doc;
  }

  /** Deletes up to `limit` states past their 10 minutes (sign-ins that never came back). */
  async sweepExpired(limit: number): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - STATE_LIFETIME_MS).toISOString();
    const old = await this.store.query(COLLECTION, {
      where: [{ field: 'createdAt', op: '<', value: cutoff }],
      limit,
    });
    await Promise.all(old.map((d) => this.store.delete(COLLECTION, d.id)));
    return old.length;
  }

  private expired(doc: OAuthStateDoc): boolean {
    return this.clock.now().getTime() - Date.parse(doc.createdAt) > STATE_LIFETIME_MS;
  }
}
