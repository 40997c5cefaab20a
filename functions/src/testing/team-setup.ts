import { BrowserSession } from './browser-session';
import type { LocalStack } from './local-stack';
import { authorize, readyCreator } from './sign-in-flow';

/** Gives an account the Teams plan as the administrator's complimentary access does. */
export async function grantTeamsPlan(stack: LocalStack, email: string): Promise<void> {
  await stack.app.deps.store.set('accessGrants', email, {
    email,
    grantedAt: new Date().toISOString(),
    grantedBy: 'admin@northwind.test',
  });
}

/**
 * A ready creator on the Teams plan with a new team, and an invitee who signed up from the
 * invitation as a team member: the cast of most team tests.
 */
export async function teamWithMember(
  stack: LocalStack,
  people: { leader: string; member: string; teamName: string },
): Promise<{ leader: BrowserSession; member: BrowserSession; teamId: string }> {
  const leader = await readyCreator(stack, people.leader);
  await grantTeamsPlan(stack, people.leader);
  const created = await leader.call('POST', '/api/teams', { name: people.teamName });
  const teamId = String((created.json.team as { id: string }).id);
  await leader.call('POST', `/api/teams/${teamId}/members`, { email: people.member });
  const member = new BrowserSession(stack.app.url);
  await authorize(member, people.member, 'team_member_signup');
  return { leader, member, teamId };
}
