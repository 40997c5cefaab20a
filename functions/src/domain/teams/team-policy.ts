import type { UserRecord } from '../accounts/users';
import { AppError } from '../shared/app-error';
import type { TeamDeps } from './team-deps';
import { memberId, TEAM_MEMBERS, TEAMS, type TeamDoc, type TeamMemberDoc } from './team-docs';

export interface Membership {
  team: TeamDoc;
  member: TeamMemberDoc;
  user: UserRecord;
}

const TEAM_NOT_FOUND = 'Team not found';

/**
 * The caller's accepted membership of a team (docs/architecture/backend.md, teamMember(teamId)). Someone who
 * is not in the team learns nothing about it: 404, the same as a team that does not exist.
 */
export async function requireTeamMember(deps: TeamDeps, teamId: string, uid: string): Promise<Membership> {
  const user = await deps.store.get<UserRecord>('users', uid);
  const [team, member] = await Promise.all([
    deps.store.get<TeamDoc>(TEAMS, teamId),
    user ? deps.store.get<TeamMemberDoc>(TEAM_MEMBERS, memberId(teamId, user.email)) : null,
  ]);
  if (!user || !team || !member || member.inviteStatus !== 'accepted' || member.userId !== uid) {
    throw AppError.notFound(TEAM_NOT_FOUND);
  }
  return { team, member, user };
}

/** teamAdmin(teamId): an accepted administrator; a plain member is told it needs one. */
export async function requireTeamAdmin(deps: TeamDeps, teamId: string, uid: string): Promise<Membership> {
  const membership = await requireTeamMember(deps, teamId, uid);
  if (membership.member.role !== 'admin') {
    throw AppError.forbidden('Only team administrators can do this', 'TEAMS.ADMIN_REQUIRED');
  }
  return membership;
}
