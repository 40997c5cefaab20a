import type { UserRecord } from '../accounts/users';
import { signal } from '../live/signals';
import type { TeamDeps } from './team-deps';
import { TEAM_MEMBERS, type TeamMemberDoc } from './team-docs';

/** Whether any team waits for this address to accept (before an account exists for it). */
export async function hasPendingInvitation(store: TeamDeps['store'], email: string): Promise<boolean> {
  const pending = await store.query<TeamMemberDoc>(TEAM_MEMBERS, {
    where: [
      { field: 'email', op: '==', value: email.toLowerCase() },
      { field: 'inviteStatus', op: '==', value: 'pending' },
    ],
    limit: 1,
  });
  return pending.length > 0;
}

/**
 * Accepts every pending invitation for the signed-in account's e-mail (docs/architecture/teams-and-sharing.md). The
 * e-mail is the one Google verified at sign-in (users/{uid}.email), so an invitation for another
 * address is never accepted, whatever the landing page's query says.
 */
export async function acceptInvitations(
  deps: Pick<TeamDeps, 'store' | 'clock' | 'changes'>,
  uid: string,
): Promise<number> {
  const user = await deps.store.get<UserRecord>('users', uid);
  if (!user) return 0;
  const pending = await deps.store.query<TeamMemberDoc>(TEAM_MEMBERS, {
    where: [
      { field: 'email', op: '==', value: user.email.toLowerCase() },
      { field: 'inviteStatus', op: '==', value: 'pending' },
    ],
  });
  if (pending.length === 0) return 0;
  const now = deps.clock.now().toISOString();
  const accepted = await deps.store.runTransaction(async (tx) => {
    const accepted: string[] = [];
    const current = await Promise.all(pending.map((doc) => tx.get<TeamMemberDoc>(TEAM_MEMBERS, doc.id)));
    pending.forEach((doc, index) => {
      const member = current[index];
      if (member?.inviteStatus !== 'pending') return;
      tx.update(TEAM_MEMBERS, doc.id, { inviteStatus: 'accepted', userId: uid, acceptedAt: now });
      accepted.push(member.teamId);
    });
    return accepted;
  });
  // The teams' other members see the newcomer (member counts, Manage Members) at once.
  await signal(deps, { teams: accepted }, ['teams', 'sharedReports']);
  return accepted.length;
}
