import crypto from 'node:crypto';
import type { AuditEntry } from '@quarry/contracts/admin';
import type { DocumentStore, TransactionContext } from '../../ports/document-store.port';
import type { Actor } from './admin-deps';

/** adminAudit/{id}: one administrator action (who, what, target, when). Never edited. */
export const ADMIN_AUDIT = 'adminAudit';
const LIST_LIMIT = 200;

export type AuditAction =
  | 'settings.saved'
  | 'settings.restored'
  | 'access.granted'
  | 'access.removed'
  | 'user.reset'
  | 'sessions.cleared';

/** Writes the entry inside the transaction that makes the change, so neither exists without the other. */
export function recordAudit(
  tx: Pick<TransactionContext, 'set'>,
  entry: { actor: Actor; action: AuditAction; target: string; at: Date },
): void {
  tx.set(ADMIN_AUDIT, crypto.randomUUID(), { ...entry, at: entry.at.toISOString() });
}

/** GET /api/admin/audit: the newest actions first. */
export async function listAudit(store: DocumentStore): Promise<AuditEntry[]> {
  const docs = await store.query<Omit<AuditEntry, 'id'>>(ADMIN_AUDIT, {
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: LIST_LIMIT,
  });
  return docs.map(({ id, data }) => ({
    id,
    actor: data.actor,
    action: data.action,
    target: data.target,
    at: data.at,
  }));
}
