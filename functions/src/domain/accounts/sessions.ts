import crypto from 'node:crypto';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';

/**
 * Server-side sessions (docs/architecture/security.md). The browser holds a random 256-bit token in the
 * `__session` cookie; the store holds only its SHA-256, so a database leak yields no usable cookie.
 * A signed-in session ends after 7 idle days or 30 days in all, or at logout.
 *
 * A session may also be anonymous: made when a signed-out browser starts a sign-in, so the OAuth
 * state can be bound to that browser (login CSRF). It names nobody, so it never counts as signed
 * in, and it lives only long enough to come back from Google.
 */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** Longer than an OAuth state's 10 minutes, so a state never outlives the browser it is bound to. */
export const ANONYMOUS_SESSION_MS = 30 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads do not turn into a write per request. */
const TOUCH_EVERY_MS = 60 * 1000;
const COLLECTION = 'authSessions';

interface SessionDoc {
  /** Absent on an anonymous session. */
  uid?: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  [key: string]: unknown;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The session a browser's OAuth state is bound to; `cookieMaxAgeMs` is set when the cookie must be (re)sent. */
export interface BrowserBinding {
  token: string;
  hash: string;
  cookieMaxAgeMs?: number;
}

export class Sessions {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  async create(uid: string): Promise<{ token: string; expiresAt: Date }> {
    return this.open(uid, SESSION_ABSOLUTE_MS);
  }

  /** The signed-in user's id, or null when the token is unknown, anonymous, idle too long or past its end. */
  async resolve(token: string | undefined): Promise<string | null> {
    const found = await this.live(token);
    if (!found?.doc.uid) return null;
    const now = this.clock.now().getTime();
    if (now - Date.parse(found.doc.lastSeenAt) >= TOUCH_EVERY_MS) {
      try {
        await this.store.update(COLLECTION, found.id, { lastSeenAt: new Date(now).toISOString() });
      } catch {
        // Ended (logout) between the read and this touch: the person is simply signed out.
        return null;
      }
    }
    return found.doc.uid;
  }

  /**
   * The session to bind an OAuth state to: the browser's own when it is live (an anonymous one gets
   * a fresh life), otherwise a new anonymous one.
   */
  async bindBrowser(token: string | undefined): Promise<BrowserBinding> {
    const found = await this.live(token);
    if (found && token && found.doc.uid) return { token, hash: found.id };
    if (found && token) {
      const expiresAt = new Date(this.clock.now().getTime() + ANONYMOUS_SESSION_MS).toISOString();
      try {
        await this.store.update(COLLECTION, found.id, { expiresAt });
        return { token, hash: found.id, cookieMaxAgeMs: ANONYMOUS_SESSION_MS };
      } catch {
        // Swept or replaced since the read: a new anonymous session does as well.
      }
    }
    const opened = await this.open(undefined, ANONYMOUS_SESSION_MS);
    return { token: opened.token, hash: hashToken(opened.token), cookieMaxAgeMs: ANONYMOUS_SESSION_MS };
  }

  async end(token: string | undefined): Promise<void> {
    if (token) await this.store.delete(COLLECTION, hashToken(token));
  }

  /** Ends every session of a user (after deleting their keys or an administrator's reset). */
  async endAllFor(uid: string): Promise<void> {
    const docs = await this.store.query(COLLECTION, { where: [{ field: 'uid', op: '==', value: uid }] });
    await Promise.all(docs.map((d) => this.store.delete(COLLECTION, d.id)));
  }

  /** Deletes up to `limit` sessions past their end or idle too long (abandoned sign-ins mostly). */
  async sweepExpired(limit: number): Promise<number> {
    const now = this.clock.now().getTime();
    const ended = await this.store.query(COLLECTION, {
      where: [{ field: 'expiresAt', op: '<', value: new Date(now).toISOString() }],
      limit,
    });
    const idle = await this.store.query(COLLECTION, {
      where: [{ field: 'lastSeenAt', op: '<', value: new Date(now - SESSION_IDLE_MS).toISOString() }],
      limit,
    });
    const ids = new Set([...ended, ...idle].map((d) => d.id));
    await Promise.all([...ids].map((id) => this.store.delete(COLLECTION, id)));
    return ids.size;
  }

  private async open(uid: string | undefined, lifeMs: number): Promise<{ token: string; expiresAt: Date }> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + lifeMs);
    const doc: SessionDoc = {
      ...(uid ? { uid } : {}),
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
    await this.store.set(COLLECTION, hashToken(token), doc);
    return { token, expiresAt };
  }

  /** The session behind a token while it lasts; one found past its end or idle too long is deleted. */
  private async live(token: string | undefined): Promise<{ id: string; doc: SessionDoc } | null> {
    if (!token) return null;
    const id = hashToken(token);
    const doc = await this.store.get<SessionDoc>(COLLECTION, id);
    if (!doc) return null;
    const now = this.clock.now().getTime();
    if (now >= Date.parse(doc.expiresAt) || now - Date.parse(doc.lastSeenAt) >= SESSION_IDLE_MS) {
      await this.store.delete(COLLECTION, id);
      return null;
    }
    return { id, doc };
  }
}
