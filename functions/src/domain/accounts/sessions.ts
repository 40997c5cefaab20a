import crypto from 'node:crypto';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';

/**
 * Server-side sign-in sessions (DESIGN section 6). The browser holds a random 256-bit token in the
 * `__session` cookie; the store holds only its SHA-256, so a database leak yields no usable cookie.
 * A session ends after 7 idle days or 30 days in all, or at logout.
 */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** lastSeenAt is refreshed at most this often, so reads do not turn into a write per request. */
const TOUCH_EVERY_MS = 60 * 1000;
const COLLECTION = 'authSessions';

interface SessionDoc {
  uid: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  [key: string]: unknown;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export class Sessions {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  async create(uid: string): Promise<{ token: string; expiresAt: Date }> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    const doc: SessionDoc = {
      uid,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
    await this.store.set(COLLECTION, hashToken(token), doc);
    return { token, expiresAt };
  }

  /** The signed-in user's id, or null when the token is unknown, idle too long or past its end. */
  async resolve(token: string | undefined): Promise<string | null> {
    if (!token) return null;
    const id = hashToken(token);
    const doc = await this.store.get<SessionDoc>(COLLECTION, id);
    if (!doc) return null;
    const now = this.clock.now().getTime();
    const lastSeen = Date.parse(doc.lastSeenAt);
    if (now >= Date.parse(doc.expiresAt) || now - lastSeen >= SESSION_IDLE_MS) {
      await this.store.delete(COLLECTION, id);
      return null;
    }
    if (now - lastSeen >= TOUCH_EVERY_MS) {
      try {
        await this.store.update(COLLECTION, id, { lastSeenAt: new Date(now).toISOString() });
      } catch {
        // Ended (logout) between the read and this touch: the person is simply signed out.
        return null;
      }
    }
    return doc.uid;
  }

  async end(token: string | undefined): Promise<void> {
    if (token) await this.store.delete(COLLECTION, hashToken(token));
  }

  /** Ends every session of a user (after deleting their keys or an administrator's reset). */
  async endAllFor(uid: string): Promise<void> {
    const docs = await this.store.query(COLLECTION, { where: [{ field: 'uid', op: '==', value: uid }] });
    await Promise.all(docs.map((d) => this.store.delete(COLLECTION, d.id)));
  }
}
