import { DELETE_ACCOUNT_EMAIL_MISMATCH } from '@quarry/contracts/account-data';
import type { DocumentStore } from '../../../ports/document-store.port';
import { AppError } from '../../shared/app-error';
import type { AccountDataDeps } from '../account-data-deps';
import { ACCOUNT_JOBS, type AccountJobDoc, newAccountJob } from '../account-jobs';

/** accountJobs/delete_{uid}: one deletion per person, so asking twice finds the one under way. */
export function deletionJobId(uid: string): string {
  return `delete_${uid}`;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * DELETE /api/account (DESIGN section 21): the typed address must be the person's own; then the
 * deletion job is recorded (or the one under way kept), every session of theirs ends, and the job
 * is queued. The job keeps the account's address as stored: it finds what was sent or granted to it.
 */
export async function startAccountDeletion(deps: AccountDataDeps, uid: string, typed: string): Promise<void> {
  const user = await deps.users.get(uid);
  if (!user || !sameAddress(user.email, typed)) {
    throw new AppError({
      code: 'ACCOUNT.EMAIL_MISMATCH',
      httpStatus: 400,
      message: DELETE_ACCOUNT_EMAIL_MISMATCH,
    });
  }
  const id = deletionJobId(uid);
  await deps.store.runTransaction(async (tx) => {
    const existing = await tx.get<AccountJobDoc>(ACCOUNT_JOBS, id);
    if (existing && (existing.status === 'queued' || existing.status === 'running')) return;
    tx.set(ACCOUNT_JOBS, id, newAccountJob('account-deletion', uid, deps.clock.now(), { email: user.email }));
  });
  await deps.sessions.endAllFor(uid);
  await deps.accountQueue.enqueue(id);
}

/** Whether the person's account is being deleted: its job exists and is not over. */
export async function deletionUnderWay(store: Pick<DocumentStore, 'get'>, uid: string): Promise<boolean> {
  const job = await store.get<AccountJobDoc>(ACCOUNT_JOBS, deletionJobId(uid));
  return job !== null && job.status !== 'done';
}
