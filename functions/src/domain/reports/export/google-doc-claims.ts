import crypto from 'node:crypto';
import type { Clock } from '../../../ports/clock.port';
import type { DocumentStore } from '../../../ports/document-store.port';
import { AppError } from '../../shared/app-error';
import { GOOGLE_DOC_EXPORTS, type GoogleDocRecord, googleDocRecordId } from './google-doc-records';

/**
 * One save to Google Docs at a time per run and person (docs/decisions/exports.md): before Drive is asked to
 * create anything, the save claims the run's record for that person in a transaction; a second
 * save that finds the claim held waits for the first one's doc instead of making its own. The claim
 * lives in the record itself (`creating`), so it goes with the record when the run or the account
 * is deleted, and by the same retention.
 */
export interface GoogleDocClaim {
  claim: string;
  /** A claim still held by then belongs to a save whose process died: another save may take it over. */
  until: string;
}

export interface ClaimOwner {
  executionId: string;
  uid: string;
  ownerId: string;
}

/** Longer than a save takes (an export and one or two Drive calls), short enough to retry soon after a crash. */
export const CLAIM_HOLD_MS = 60_000;
/** How long a second save waits for the first one's doc before it is told to try again. */
export const CLAIM_WAIT_MS = 20_000;
const POLL_MS = 100;

export const SAVE_IN_PROGRESS_MESSAGE =
  'This report is already being saved to Google Docs. Please wait a moment and try again.';

type Stored = Partial<GoogleDocRecord> & { creating?: GoogleDocClaim; [key: string]: unknown };

export type ClaimOutcome =
  | { kind: 'mine'; claim: string }
  /** Another save holds the claim. */
  | { kind: 'held' }
  /** Another save recorded a doc since this one looked: look again. */
  | { kind: 'saved' };

/**
 * Claims the record for a new doc. `seenFileId` is the doc this save found missing from Drive (or
 * none): a record that now names another doc was written by a save that ended meanwhile.
 */
export function claimGoogleDoc(
  deps: { store: DocumentStore; clock: Clock },
  owner: ClaimOwner,
  seenFileId: string | null,
): Promise<ClaimOutcome> {
  const id = googleDocRecordId(owner.executionId, owner.uid);
  return deps.store.runTransaction(async (tx): Promise<ClaimOutcome> => {
    const now = deps.clock.now();
    const doc = await tx.get<Stored>(GOOGLE_DOC_EXPORTS, id);
    if (doc?.creating && doc.creating.until > now.toISOString()) return { kind: 'held' };
    if (doc?.fileId && doc.fileId !== seenFileId) return { kind: 'saved' };
    const claim = crypto.randomUUID();
    const until = new Date(now.getTime() + CLAIM_HOLD_MS).toISOString();
    tx.set(GOOGLE_DOC_EXPORTS, id, {
      ...(doc ?? { ...owner, createdAt: now.toISOString() }),
      creating: { claim, until },
    });
    return { kind: 'mine', claim };
  });
}

/** Records the doc made under the claim and lets the claim go, in one write. */
export async function finishGoogleDoc(store: DocumentStore, claim: string, record: GoogleDocRecord) {
  const id = googleDocRecordId(record.executionId, record.uid);
  await store.runTransaction(async (tx) => {
    const doc = await tx.get<Stored>(GOOGLE_DOC_EXPORTS, id);
    // Taken over (this save outlived its claim: the save that took it records the marked doc), or
    // gone with its run: nothing is written back.
    if (doc?.creating?.claim !== claim) return;
    tx.set(GOOGLE_DOC_EXPORTS, id, { ...record });
  });
}

/** The save failed: the claim goes (the record it held, if any, stays as it was). */
export async function releaseGoogleDoc(store: DocumentStore, owner: ClaimOwner, claim: string) {
  const id = googleDocRecordId(owner.executionId, owner.uid);
  await store.runTransaction(async (tx) => {
    const doc = await tx.get<Stored>(GOOGLE_DOC_EXPORTS, id);
    if (doc?.creating?.claim !== claim) return;
    const { creating: _, ...rest } = doc;
    if (rest.fileId) tx.set(GOOGLE_DOC_EXPORTS, id, rest);
    else tx.delete(GOOGLE_DOC_EXPORTS, id);
  });
}

/** Waits while another save holds the claim; a claim still held after CLAIM_WAIT_MS answers 409. */
export async function waitForClaim(
  deps: { store: DocumentStore; clock: Clock },
  owner: ClaimOwner,
  deadline: number,
): Promise<void> {
  const id = googleDocRecordId(owner.executionId, owner.uid);
  for (;;) {
    const doc = await deps.store.get<Stored>(GOOGLE_DOC_EXPORTS, id);
    if (!doc?.creating || doc.creating.until <= deps.clock.now().toISOString()) return;
    if (Date.now() >= deadline) {
      throw new AppError({
        code: 'GOOGLE_DOC.SAVE_IN_PROGRESS',
        httpStatus: 409,
        message: SAVE_IN_PROGRESS_MESSAGE,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
