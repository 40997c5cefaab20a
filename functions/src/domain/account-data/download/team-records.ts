import { TEAM_MEMBERS, TEAMS, type TeamDoc, type TeamMemberDoc } from '../../teams/team-docs';
import { type ExportOut, pick, writeJson } from './export-out';

/** What a file shows of a membership: never who sent the invitation or the mail's bookkeeping. */
const MEMBERSHIP = ['email', 'role', 'inviteStatus', 'invitedAt', 'acceptedAt'] as const;

type Membership = TeamMemberDoc & { id: string };

/** The person's memberships: by their account once accepted, by their address while pending. */
async function membershipsOf(out: ExportOut): Promise<Membership[]> {
  const [byAccount, byAddress] = await Promise.all(
    (
      [
        ['userId', out.uid],
        ['email', out.email],
      ] as const
    ).map(([field, value]) =>
      out.store.query<TeamMemberDoc & Record<string, unknown>>(TEAM_MEMBERS, {
        where: [{ field, op: '==', value }],
      }),
    ),
  );
  const all = new Map(
    [...(byAccount ?? []), ...(byAddress ?? [])].map(({ id, data }) => [id, { id, ...data }]),
  );
  return [...all.values()];
}

/**
 * teams.json: the teams the person administers, with every member's address and role (theirs to
 * see in the app); the teams they only belong to (or are invited to) with the team's name and their
 * own membership, never the other members' addresses.
 */
export async function writeTeams(out: ExportOut): Promise<void> {
  const memberships = await membershipsOf(out);
  const teamIds = [...new Set(memberships.map((m) => m.teamId))];
  const teams = await out.store.getAll<TeamDoc & Record<string, unknown>>(TEAMS, teamIds);
  const teamOf = new Map(teamIds.map((id, i) => [id, teams[i]]));
  const administered = [];
  const memberOf = [];
  for (const membership of memberships) {
    const team = teamOf.get(membership.teamId);
    const shown = {
      id: membership.teamId,
      name: team?.name ?? null,
      createdAt: team?.createdAt ?? null,
      yourMembership: pick(membership, MEMBERSHIP),
    };
    if (membership.role === 'admin' && membership.inviteStatus === 'accepted') {
      const members = await out.store.query<TeamMemberDoc & Record<string, unknown>>(TEAM_MEMBERS, {
        where: [{ field: 'teamId', op: '==', value: membership.teamId }],
      });
      administered.push({ ...shown, members: members.map(({ data }) => pick(data, MEMBERSHIP)) });
    } else {
      memberOf.push(shown);
    }
  }
  await writeJson(out, 'teams.json', { administered, memberOf });
  await out.advance(memberships.length);
}
