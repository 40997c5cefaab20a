import crypto from 'node:crypto';
import type { CreateTeamResponse } from '@quarry/contracts/teams';
import type { UserRecord } from '../accounts/users';
import { signal, teamAudience } from '../live/signals';
import { AppError } from '../shared/app-error';
import type { TeamDeps } from './team-deps';
import { memberId, SHARED_REPORTS, TEAM_MEMBERS, TEAMS, type TeamDoc, type TeamMemberDoc } from './team-docs';
import { requireTeamAdmin } from './team-policy';

/**
 * A new team, its creator its first administrator (docs/architecture/teams-and-sharing.md). The route stands behind
 * requiresTeamsAccess: creating teams is the Teams plan's.
 */
export async function createTeam(deps: TeamDeps, uid: string, name: string): Promise<CreateTeamResponse> {
  const user = await deps.store.get<UserRecord>('users', uid);
  if (!user) throw AppError.notFound('User not found');
  const id = crypto.randomUUID();
  const now = deps.clock.now().toISOString();
  const team: TeamDoc = { name, createdBy: uid, createdAt: now };
  const admin: TeamMemberDoc = {
    teamId: id,
    email: user.email.toLowerCase(),
    userId: uid,
    role: 'admin',
    inviteStatus: 'accepted',
    invitedAt: now,
    acceptedAt: now,
    invitedBy: uid,
  };
  await deps.store.runTransaction(async (tx) => {
    tx.set(TEAMS, id, team);
    tx.set(TEAM_MEMBERS, memberId(id, user.email), admin);
  });
  await signal(deps, { users: [uid] }, ['teams']);
  return { team: { id, name }, message: 'Team created successfully' };
}

/**
 * Deletes a team with its memberships and its shares (docs/architecture/teams-and-sharing.md). The owners' saved
 * reports and every past run stay: a share is only the link between a report and a team.
 */
export async function deleteTeam(deps: TeamDeps, uid: string, teamId: string): Promise<void> {
  await requireTeamAdmin(deps, teamId, uid);
  const audience = await teamAudience(deps.store, teamId);
  const [members, shares] = await Promise.all([
    deps.store.query(TEAM_MEMBERS, { where: [{ field: 'teamId', op: '==', value: teamId }] }),
    deps.store.query(SHARED_REPORTS, { where: [{ field: 'teamId', op: '==', value: teamId }] }),
  ]);
  await deps.store.runTransaction(async (tx) => {
    tx.delete(TEAMS, teamId);
    for (const member of members) tx.delete(TEAM_MEMBERS, member.id);
    for (const share of shares) tx.delete(SHARED_REPORTS, share.id);
  });
  await signal(deps, { users: audience }, ['teams', 'sharedReports']);
}
