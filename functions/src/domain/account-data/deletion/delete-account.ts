import { CHAT_SESSIONS, type ChatSessionDoc, deleteSession } from '../../chat/chat-sessions';
import { SAVED_REPORTS } from '../../reports/saved/saved-reports';
import { SHARED_REPORTS } from '../../teams/team-docs';
import type { AccountDataDeps } from '../account-data-deps';
import { ACCOUNT_JOBS } from '../account-jobs';
import type { AccountJobHandler, JobContext } from '../run-account-job';
import { OWNED_BY, ownedById } from './owned-records';
import { deleteWhere } from './paged-delete';
import { deleteRunsOf, deleteShare } from './runs-and-shares';
import { settleRuns } from './settle-runs';
import { closeStripe } from './stripe';
import { leaveTeams } from './teams';

type Part = (keepLease: () => Promise<void>) => Promise<unknown>;

/** The addresses the person's records may hold: as the account has it, and lower-cased. */
function addressesOf(job: JobContext): string[] {
  const email = typeof job.job.input.email === 'string' ? job.job.input.email : '';
  return [...new Set([email, email.toLowerCase()])].filter(Boolean);
}

/**
 * The account-deletion job (docs/architecture/accounts-and-data.md), each part a recorded step that is harmless to
 * repeat, so a job killed midway goes on where it stopped; the members' e-mails are once-only.
 * Stripe goes first (nothing billable may outlive the account), then the data key, sessions,
 * teams, shares, chats, then the runs once none is still worked on (settle-runs.ts), saved reports and everything else the person owns, then their other
 * account jobs and the account itself. Last the job's own record goes (it holds the address), and
 * with it the refusal to sign in: the same Google account then starts a new, empty account.
 */
export function accountDeletionHandler(deps: AccountDataDeps): AccountJobHandler {
  return async (job) => {
    const uid = job.job.ownerId;
    const addresses = addressesOf(job);
    const { store } = deps;
    const parts: [string, Part][] = [
      ['stripe', () => closeStripe(deps, job, uid)],
      ['data-key', () => deps.keys.deleteAll(uid)],
      ['sessions', () => deps.sessions.endAllFor(uid)],
      ['teams', () => leaveTeams(deps, job, uid)],
      [
        'shares',
        () => deleteWhere(store, SHARED_REPORTS, 'ownerId', uid, { remove: (s) => deleteShare(store, s.id) }),
      ],
      [
        'chats',
        (onPage) =>
          deleteWhere(store, CHAT_SESSIONS, 'ownerId', uid, {
            remove: (doc) => deleteSession(store, doc.id, doc.data as ChatSessionDoc),
            onPage,
          }),
      ],
      ['settle-runs', () => settleRuns(deps, job, uid)],
      ['runs', (onPage) => deleteRunsOf(store, uid, onPage)],
      ['saved-reports', (onPage) => deleteWhere(store, SAVED_REPORTS, 'ownerId', uid, { onPage })],
      ['records', (onPage) => deleteOwnedRecords(deps, uid, addresses, onPage)],
      ['account-jobs', () => deleteOtherJobs(deps, job)],
      ['user', () => store.delete('users', uid)],
    ];
    for (const [index, [name, part]] of parts.entries()) {
      await job.step(name, () => part(() => job.progress(index, parts.length)));
      await job.progress(index + 1, parts.length);
    }
    await store.delete(ACCOUNT_JOBS, job.id);
  };
}

async function deleteOwnedRecords(
  deps: AccountDataDeps,
  uid: string,
  addresses: string[],
  onPage: () => Promise<void>,
): Promise<void> {
  for (const { collection, field, by } of OWNED_BY) {
    for (const value of by === 'uid' ? [uid] : addresses) {
      await deleteWhere(deps.store, collection, field, value, { onPage });
    }
  }
  for (const { collection, id } of ownedById(uid, addresses)) await deps.store.delete(collection, id);
}

/** The person's downloads being built or kept (their files go with dataExports, above). */
async function deleteOtherJobs(deps: AccountDataDeps, job: JobContext): Promise<void> {
  const jobs = await deps.store.query(ACCOUNT_JOBS, {
    where: [{ field: 'ownerId', op: '==', value: job.job.ownerId }],
  });
  await deps.store.deleteMany(
    ACCOUNT_JOBS,
    jobs.map((other) => other.id).filter((id) => id !== job.id),
  );
}
