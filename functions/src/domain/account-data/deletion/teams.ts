import type { StoredDocument } from '../../../ports/document-store.port';
import { SHARED_REPORTS, TEAM_MEMBERS, TEAMS, type TeamDoc, type TeamMemberDoc } from '../../teams/team-docs';
import type { AccountDataDeps } from '../account-data-deps';
import type { JobContext } from '../run-account-job';
import { DELETED_ACCOUNT } from './owned-records';
import { deleteWhere, replaceWhere } from './paged-delete';
import { deleteShare } from './runs-and-shares';
import { teamDeletedMail } from './team-deleted-mail';

type Member = StoredDocument<TeamMemberDoc>;

const acceptedAdmin = (member: Member) =>
  member.data.role === 'admin' && member.data.inviteStatus === 'accepted';

/**
 * The person's teams (docs/architecture/accounts-and-data.md): a team they alone administer goes, with its members and
 * its shares, and each other member is told once; from any other team they are only removed.
 */
export async function leaveTeams(deps: AccountDataDeps, job: JobContext, uid: string): Promise<void> {
  const memberships = await deps.store.query<TeamMemberDoc>(TEAM_MEMBERS, {
    where: [{ field: 'userId', op: '==', value: uid }],
  });
  for (const membership of memberships) {
    const members = await deps.store.query<TeamMemberDoc>(TEAM_MEMBERS, {
      where: [{ field: 'teamId', op: '==', value: membership.data.teamId }],
    });
    const anotherAdmin = members.some((member) => member.data.userId !== uid && acceptedAdmin(member));
    if (acceptedAdmin(membership) && !anotherAdmin) await deleteTeam(deps, job, membership, members);
    else await deps.store.delete(TEAM_MEMBERS, membership.id);
  }
  // What stays of other people's teams no longer names them.
  await replaceWhere(deps.store, TEAMS, 'createdBy', uid, DELETED_ACCOUNT);
  await replaceWhere(deps.store, TEAM_MEMBERS, 'invitedBy', uid, DELETED_ACCOUNT);
}

/**
 * Tells each other member (once each, even across a crash), then deletes the team's shares with
 * what hangs on them, its other members, and last the team with the person's own membership, so a
 * deletion cut short finds the team again and finishes it.
 */
async function deleteTeam(deps: AccountDataDeps, job: JobContext, own: Member, members: Member[]) {
  const { teamId } = own.data;
  const team = await deps.store.get<TeamDoc>(TEAMS, teamId);
  const mail = teamDeletedMail({ teamName: team?.name ?? 'your team', appOrigin: deps.appOrigin });
  for (const member of members) {
    if (member.id === own.id || member.data.inviteStatus !== 'accepted' || !member.data.email) continue;
    await job.once(`team-mail:${member.id}`, () => deps.mailer.send({ to: [member.data.email], ...mail }));
  }
  await deleteWhere(deps.store, SHARED_REPORTS, 'teamId', teamId, {
    remove: (share) => deleteShare(deps.store, share.id),
  });
  await deps.store.deleteMany(
    TEAM_MEMBERS,
    members.filter((member) => member.id !== own.id).map((member) => member.id),
  );
  await deps.store.runTransaction(async (tx) => {
    tx.delete(TEAMS, teamId);
    tx.delete(TEAM_MEMBERS, own.id);
  });
}
