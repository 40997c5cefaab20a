import type { AccessGrantEntry } from '@quarry/contracts/admin';
import { AppError } from '../shared/app-error';
import type { Actor, AdminDeps } from './admin-deps';
import { recordAudit } from './audit';

/**
 * accessGrants/{email}: the Teams features without paying (docs/architecture/billing.md and docs/architecture/administration.md). The spec's
 * complimentary-access users and authorized users are this one list under two API paths; a grant
 * counts at once wherever access is checked.
 */
export const ACCESS_GRANTS = 'accessGrants';

interface GrantDoc {
  email: string;
  grantedAt: string;
  grantedBy: string;
  [key: string]: unknown;
}

export async function listGrants(deps: Pick<AdminDeps, 'store'>): Promise<AccessGrantEntry[]> {
  const docs = await deps.store.query<GrantDoc>(ACCESS_GRANTS, {
    orderBy: [{ field: 'grantedAt', direction: 'desc' }],
    limit: 1000,
  });
  return docs.map(({ id, data }) => ({
    id,
    email: data.email,
    grantedAt: data.grantedAt,
    createdAt: data.grantedAt,
    grantedBy: data.grantedBy,
  }));
}

/** Grants access to an address (already trimmed and lower-cased); granting again keeps the first date. */
export async function grantAccess(deps: AdminDeps, actor: Actor, email: string): Promise<AccessGrantEntry> {
  const now = deps.clock.now();
  const grant = await deps.store.runTransaction(async (tx) => {
    const existing = await tx.get<GrantDoc>(ACCESS_GRANTS, email);
    if (existing) return existing;
    const created: GrantDoc = { email, grantedAt: now.toISOString(), grantedBy: actor };
    tx.set(ACCESS_GRANTS, email, created);
    recordAudit(tx, { actor, action: 'access.granted', target: email, at: now });
    return created;
  });
  return {
    id: email,
    email,
    grantedAt: grant.grantedAt,
    createdAt: grant.grantedAt,
    grantedBy: grant.grantedBy,
  };
}

export async function removeGrant(deps: AdminDeps, actor: Actor, id: string): Promise<void> {
  const now = deps.clock.now();
  await deps.store.runTransaction(async (tx) => {
    if (!(await tx.get(ACCESS_GRANTS, id))) throw AppError.notFound('No such grant');
    tx.delete(ACCESS_GRANTS, id);
    recordAudit(tx, { actor, action: 'access.removed', target: id, at: now });
  });
}
