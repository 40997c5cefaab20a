import crypto from 'node:crypto';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';

/**
 * idempotencyKeys/{id}: the first answer to an action that creates or spends, so a repeat of the
 * same action (a double click, a retry after a lost answer) gets that answer again instead of a
 * second effect (docs/decisions/security.md, "Idempotent actions"). The id is a hash of who, which route
 * and which key: the key itself is never stored, and nobody else's key can reach a record.
 */
export const IDEMPOTENCY_KEYS = 'idempotencyKeys';

/** How long a client's key is remembered: past any retry of the action it names. */
export const KEY_RETENTION_MS = 24 * 3600 * 1000;
/** The largest first answer kept (JSON text); a larger one is not replayable and is not kept. */
const MAX_ANSWER_CHARS = 256 * 1024;

export interface IdempotencyDoc {
  ownerId: string | null;
  state: 'pending' | 'done';
  /** A hash of the request's body: the same key with another body is another action. */
  fingerprint: string;
  /** Which claim wrote this record: only that request may finish or drop it. */
  claim: string;
  status: number | null;
  /** The first answer's JSON text. */
  answer: string | null;
  createdAt: string;
  /** A claim still pending by then is taken as abandoned (its process died) and may be taken over. */
  pendingUntil: string;
  expiresAt: string;
  [key: string]: unknown;
}

export interface ActionRef {
  /** The signed-in person, or null on a public route. */
  ownerId: string | null;
  /** Method and path, params included: the same key on another route is another action. */
  route: string;
  /** The client's Idempotency-Key, or one derived from the body when it sent none. */
  key: string;
  fingerprint: string;
  /** How long the record answers repeats. */
  retainMs: number;
  /** How long a pending claim holds before it counts as abandoned. */
  abandonAfterMs: number;
}

export type Claim =
  | { kind: 'first'; id: string; claim: string }
  | { kind: 'replay'; status: number; answer: string }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const recordId = (ref: ActionRef) => sha256(`${ref.ownerId ?? 'anonymous'}\n${ref.route}\n${ref.key}`);

/** A hash of `value` that does not depend on the order of object keys. */
export function fingerprintOf(value: unknown): string {
  return sha256(JSON.stringify(canonical(value)) ?? 'undefined');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
}

export class IdempotencyRecords {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  /** Takes the action for this request, or says what became of an earlier request with its key. */
  async claim(ref: ActionRef): Promise<Claim> {
    const id = recordId(ref);
    return this.store.runTransaction(async (tx): Promise<Claim> => {
      const now = this.clock.now();
      const doc = await tx.get<IdempotencyDoc>(IDEMPOTENCY_KEYS, id);
      const nowIso = now.toISOString();
      if (doc && this.holds(doc)) {
        if (doc.fingerprint !== ref.fingerprint) return { kind: 'mismatch' };
        if (doc.state === 'pending' || doc.status === null || doc.answer === null)
          return { kind: 'in-progress' };
        return { kind: 'replay', status: doc.status, answer: doc.answer };
      }
      const claim = crypto.randomUUID();
      const record: IdempotencyDoc = {
        ownerId: ref.ownerId,
        state: 'pending',
        fingerprint: ref.fingerprint,
        claim,
        status: null,
        answer: null,
        createdAt: nowIso,
        pendingUntil: new Date(now.getTime() + ref.abandonAfterMs).toISOString(),
        expiresAt: new Date(now.getTime() + ref.retainMs).toISOString(),
      };
      tx.set(IDEMPOTENCY_KEYS, id, record);
      return { kind: 'first', id, claim };
    });
  }

  /**
   * Whether an earlier request with this key is still under way: a plain read, for a repeat that
   * waits (a transaction per look would contend with the first request's own write).
   */
  async stillPending(ref: ActionRef): Promise<boolean> {
    const doc = await this.store.get<IdempotencyDoc>(IDEMPOTENCY_KEYS, recordId(ref));
    return doc !== null && doc.state === 'pending' && this.holds(doc);
  }

  /** A record still answers for its key: not expired, and not a claim abandoned by a dead process. */
  private holds(doc: IdempotencyDoc): boolean {
    const now = this.clock.now().toISOString();
    return doc.expiresAt > now && (doc.state === 'done' || doc.pendingUntil > now);
  }

  /** Keeps the first answer for repeats; one too large to keep is dropped like a failure. */
  async complete(first: { id: string; claim: string }, status: number, body: unknown): Promise<void> {
    const answer = JSON.stringify(body) ?? 'null';
    if (answer.length > MAX_ANSWER_CHARS) return this.release(first);
    await this.store.runTransaction(async (tx) => {
      const doc = await tx.get<IdempotencyDoc>(IDEMPOTENCY_KEYS, first.id);
      if (doc?.claim !== first.claim) return;
      tx.update(IDEMPOTENCY_KEYS, first.id, { state: 'done', status, answer });
    });
  }

  /** The action failed and had no effect: a repeat with the same key may try again. */
  async release(first: { id: string; claim: string }): Promise<void> {
    await this.store.runTransaction(async (tx) => {
      const doc = await tx.get<IdempotencyDoc>(IDEMPOTENCY_KEYS, first.id);
      if (doc?.claim === first.claim) tx.delete(IDEMPOTENCY_KEYS, first.id);
    });
  }
}

/** Deletes the records whose time is up (the daily retention sweep). */
export async function sweepIdempotencyKeys(store: DocumentStore, clock: Clock): Promise<number> {
  const old = await store.query(IDEMPOTENCY_KEYS, {
    where: [{ field: 'expiresAt', op: '<', value: clock.now().toISOString() }],
  });
  await store.deleteMany(
    IDEMPOTENCY_KEYS,
    old.map((d) => d.id),
  );
  return old.length;
}
