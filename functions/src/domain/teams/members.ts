import type { TeamMember } from '@quarry/contracts/teams';
import type { UserRecord } from '../accounts/users';
import { signal } from '../live/signals';
import { AppError } from '../shared/app-error';
import { invitationMail } from './invitation-mail';
import type { TeamDeps } from './team-deps';
import { memberId, TEAM_MEMBERS, type TeamMemberDoc } from './team-docs';
import { requireTeamAdmin } from './team-policy';

/** Manage Members' list (spec part 3): everyone invited, with status and role; administrators only. */
export async function listMembers(deps: TeamDeps, uid: string, teamId: string): Promise<TeamMember[]> {
  await requireTeamAdmin(deps, teamId, uid);
  const docs = await deps.store.query<TeamMemberDoc>(TEAM_MEMBERS, {
    where: [{ field: 'teamId', op: '==', value: teamId }],
  });
  const users = await deps.store.getAll<UserRecord>(
    'users',
    docs.map((doc) => doc.data.userId ?? ''),
  );
  return docs
    .map(({ id, data }, index) => ({
      id,
      email: data.email,
      ...(users[index]?.name ? { name: users[index].name } : {}),
      invitedAt: data.invitedAt,
      inviteStatus: data.inviteStatus,
      role: data.role,
      isCurrentUser: data.userId === uid,
    }))
    .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt) || a.email.localeCompare(b.email));
}

/**
 * Invites a Gmail address (already trimmed, lower-cased and checked by the contract): a pending
 * membership and one e-mail. Inviting the same address again sends nothing more; an invitation
 * whose e-mail failed is sent again.
 */
export async function inviteMember(
  deps: TeamDeps,
  uid: string,
  teamId: string,
  email: string,
): Promise<void> {
  const { team, user: inviter } = await requireTeamAdmin(deps, teamId, uid);
  const id = memberId(teamId, email);
  const now = deps.clock.now().toISOString();
  // The claim makes two invitations racing for one address send one e-mail between them.
  await deps.store.runTransaction(async (tx) => {
    const existing = await tx.get<TeamMemberDoc>(TEAM_MEMBERS, id);
    if (existing?.inviteStatus === 'accepted') {
      throw new AppError({
        code: 'TEAMS.ALREADY_MEMBER',
        httpStatus: 409,
        message: `${email} is already a member of this team`,
      });
    }
    if (existing?.mailedAt || existing?.mailClaimedAt) {
      throw new AppError({
        code: 'TEAMS.ALREADY_INVITED',
        httpStatus: 409,
        message: `${email} has already been invited to this team`,
      });
    }
    const invitation: TeamMemberDoc = existing ?? {
      teamId,
      email,
      role: 'member',
      inviteStatus: 'pending',
      invitedAt: now,
      invitedBy: uid,
    };
    tx.set(TEAM_MEMBERS, id, { ...invitation, mailClaimedAt: now });
  });
  const { link: _link, ...mail } = invitationMail({
    appOrigin: deps.appOrigin,
    email,
    teamName: team.name,
    inviterName: inviter.name || inviter.email,
  });
  try {
    await deps.mailer.send({ to: [email], ...mail });
  } catch (error) {
    // Unclaimed, the next invitation of this address sends the e-mail again.
    await deps.store.update(TEAM_MEMBERS, id, { mailClaimedAt: null });
    throw error;
  }
  await deps.store.update(TEAM_MEMBERS, id, { mailedAt: deps.clock.now().toISOString() });
  await signal(deps, { teams: [teamId] }, ['teams']);
}

async function requireMemberOf(deps: TeamDeps, teamId: string, id: string): Promise<TeamMemberDoc> {
  const member = await deps.store.get<TeamMemberDoc>(TEAM_MEMBERS, id);
  if (!member || member.teamId !== teamId) throw AppError.notFound('Member not found');
  return member;
}

async function otherAdmins(deps: TeamDeps, teamId: string, id: string): Promise<number> {
  const admins = await deps.store.query<TeamMemberDoc>(TEAM_MEMBERS, {
    where: [
      { field: 'teamId', op: '==', value: teamId },
      { field: 'role', op: '==', value: 'admin' },
    ],
  });
  return admins.filter((admin) => admin.id !== id && admin.data.inviteStatus === 'accepted').length;
}

/**
 * Removes a member or withdraws an invitation. Their access to the team's reports ends with it;
 * the last administrator cannot be removed (delete the team instead).
 */
export async function removeMember(deps: TeamDeps, uid: string, teamId: string, id: string): Promise<void> {
  await requireTeamAdmin(deps, teamId, uid);
  const member = await requireMemberOf(deps, teamId, id);
  if (member.role === 'admin' && (await otherAdmins(deps, teamId, id)) === 0) {
    throw new AppError({
      code: 'TEAMS.LAST_ADMIN',
      httpStatus: 409,
      message: 'A team needs at least one administrator. Delete the team instead.',
    });
  }
  // Told before and after: the removed person's pages drop the team, the others' recount it.
  await deps.store.delete(TEAM_MEMBERS, id);
  await signal(deps, { users: [member.userId], teams: [teamId] }, ['teams', 'sharedReports']);
}

/** Makes an accepted member an administrator (spec part 3 section 5: only accepted members). */
export async function promoteMember(deps: TeamDeps, uid: string, teamId: string, id: string): Promise<void> {
  await requireTeamAdmin(deps, teamId, uid);
  const member = await requireMemberOf(deps, teamId, id);
  if (member.inviteStatus !== 'accepted') {
    throw new AppError({
      code: 'TEAMS.NOT_ACCEPTED',
      httpStatus: 409,
      message: 'Only accepted members can be made administrators',
    });
  }
  if (member.role === 'admin') return;
  await deps.store.update(TEAM_MEMBERS, id, { role: 'admin' });
  await signal(deps, { teams: [teamId] }, ['teams']);
}
