import { DELETE_ACCOUNT_EMAIL_MISMATCH } from '@quarry/contracts/account-data';
import type { Clock } from '../../../ports/clock.port';
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
 * DELETE /api/account (docs/architecture/accounts-and-data.md): the typed address must be the person's own; then the
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

/** A deletion's next look (the tick's next minute) and the step after it: slack for the estimate. */
const DONE_MARGIN_MS = 60_000;

/**
 * When the person's account deletion should be over, for the sign-in it holds back to say when to
 * try again (docs/decisions/accounts-and-data.md); null when none is under way (its job is gone or done). The job is
 * due or leased until `leaseUntil`, and may wait for live runs until `runsStopBy` (settle-runs.ts):
 * the later of those, a minute on.
 */
export async function deletionDoneBy(
  deps: { store: Pick<DocumentStore, 'get'>; clock: Clock },
  uid: string,
): Promise<Date | null> {
  const job = await deps.store.get<AccountJobDoc>(ACCOUNT_JOBS, deletionJobId(uid));
  if (job === null || job.status === 'done') return null;
  const now = deps.clock.now().getTime();
  const waits = [job.leaseUntil, job.runsStopBy].filter((at): at is string => typeof at === 'string');
  return new Date(Math.max(now, ...waits.map((at) => Date.parse(at))) + DONE_MARGIN_MS);
}
