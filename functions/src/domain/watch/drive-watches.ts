import crypto from 'node:crypto';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';

/**
 * driveWatches/{uid}: where the tick stands in one owner's Drive change log (docs/architecture/watching.md):
 * one page token per owner, however many of their reports watch, and a lease so two ticks never
 * read the same owner's changes at once.
 */
export const DRIVE_WATCHES = 'driveWatches';

export interface DriveWatchDoc {
  /** Drive's page token to read changes from next; null until the first look took one. */
  pageToken: string | null;
  leaseUntil: string | null;
  leaseId: string | null;
  lastLookedAt: string | null;
  /** Not looked at again before this time. */
  nextLookAt: string | null;
  [key: string]: unknown;
}

export interface WatchLease {
  uid: string;
  leaseId: string;
  /** The token the look starts from (null: take one). */
  pageToken: string | null;
}

/**
 * Claims an owner's change log for one look, if it is due and nobody holds it. Null when another
 * tick holds it or it was looked at too recently.
 */
export async function claimDriveWatch(
  deps: { store: DocumentStore; clock: Clock; leaseMs: number },
  uid: string,
): Promise<WatchLease | null> {
  const now = deps.clock.now().toISOString();
  return deps.store.runTransaction(async (tx) => {
    const watch = await tx.get<DriveWatchDoc>(DRIVE_WATCHES, uid);
    if (watch?.leaseUntil && watch.leaseUntil > now) return null;
    if (watch?.nextLookAt && watch.nextLookAt > now) return null;
    const leaseId = crypto.randomUUID();
    const leaseUntil = new Date(deps.clock.now().getTime() + deps.leaseMs).toISOString();
    tx.set(DRIVE_WATCHES, uid, {
      pageToken: null,
      lastLookedAt: null,
      nextLookAt: null,
      ...watch,
      leaseUntil,
      leaseId,
    } satisfies DriveWatchDoc);
    return { uid, leaseId, pageToken: watch?.pageToken ?? null };
  });
}

/** Lets go of the lease, if it is still this look's, and says when to look next. */
export async function releaseDriveWatch(
  deps: { store: DocumentStore },
  lease: WatchLease,
  nextLookAt: string,
): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    const watch = await tx.get<DriveWatchDoc>(DRIVE_WATCHES, lease.uid);
    if (watch?.leaseId !== lease.leaseId) return;
    tx.update(DRIVE_WATCHES, lease.uid, { leaseUntil: null, leaseId: null, nextLookAt });
  });
}
