import type { TeamSummary } from '@quarry/contracts/teams';
import type { DocumentStore } from '../../ports/document-store.port';

interface TeamMemberDoc {
  teamId: string;
  email: string;
  userId?: string;
  role: 'admin' | 'member';
  inviteStatus: 'pending' | 'accepted';
  [key: string]: unknown;
}

/** The teams a user has joined, with their administrators and sizes (spec part 3, Teams). */
export async function listTeamsFor(store: DocumentStore, uid: string): Promise<TeamSummary[]> {
  const memberships = await store.query<TeamMemberDoc>('teamMembers', {
    where: [{ field: 'userId', op: '==', value: uid }],
  });
  const accepted = memberships.filter((m) => m.data.inviteStatus === 'accepted');
  return Promise.all(
    accepted.map(async ({ data: membership }) => {
      const team = await store.get<{ name: string }>('teams', membership.teamId);
      const members = await store.query<TeamMemberDoc>('teamMembers', {
        where: [{ field: 'teamId', op: '==', value: membership.teamId }],
      });
      const admins = members.filter((m) => m.data.role === 'admin' && m.data.inviteStatus === 'accepted');
      const adminUsers = await store.getAll<{ name: string }>(
        'users',
        admins.map((a) => a.data.userId ?? ''),
      );
      return {
        id: membership.teamId,
        name: team?.name ?? 'Unknown team',
        isAdmin: membership.role === 'admin',
        administrators: admins.map((a, i) => ({
          name: adminUsers[i]?.name ?? a.data.email,
          isCurrentUser: a.data.userId === uid,
        })),
        memberCount: members.filter((m) => m.data.inviteStatus === 'accepted').length,
        sharedReportCount: await store.count('sharedReports', {
          where: [{ field: 'teamId', op: '==', value: membership.teamId }],
        }),
      };
    }),
  );
}
