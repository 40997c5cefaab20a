import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../../testing/browser-session';
import { mailbox } from '../../testing/emulator-controls';
import { signInAtGoogle } from '../../testing/google-sign-in';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { authorize, readyCreator } from '../../testing/sign-in-flow';
import { grantTeamsPlan } from '../../testing/team-setup';

/**
 * Teams over HTTP (spec part 3 section 7, docs/architecture/teams-and-sharing.md): the Teams plan to create, the
 * administrator to manage, Gmail-only invitations by e-mail, and acceptance by the invitee's own
 * verified Google account.
 */
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack();
}, 60_000);
afterAll(() => stack?.stop());

async function person(email: string, { teamsPlan = false } = {}): Promise<BrowserSession> {
  const session = new BrowserSession(stack.app.url);
  const result = await authorize(session, email);
  if (result.status !== 200) throw new Error(`sign-in answered ${result.status}`);
  if (teamsPlan) await grantTeamsPlan(stack, email);
  return session;
}

async function teamOf(session: BrowserSession, name: string) {
  const teams = (await session.call('GET', '/api/teams')).json as unknown as { id: string; name: string }[];
  return teams.find((team) => team.name === name);
}

async function membersOf(session: BrowserSession, teamId: string) {
  const result = await session.call('GET', `/api/teams/${teamId}/members`);
  return result.json.members as { id: string; email: string; inviteStatus: string; role: string }[];
}

describe('creating teams', () => {
  it('when a creator without the Teams plan creates a team, then it answers 403 SUBSCRIPTION_REQUIRED and makes nothing', async () => {
    const session = await person('leo.okafor@northwind.test');
    for (const path of ['/api/teams', '/api/teams/quick-create']) {
      const created = await session.call('POST', path, { name: 'Sales' });
      expect(created.status).toBe(403);
      expect(created.json.errorCode).toBe('SUBSCRIPTION_REQUIRED');
    }
    expect((await session.call('GET', '/api/teams')).json).toEqual([]);
  });

  it('when a creator with the plan creates a team, then they are its first administrator', async () => {
    const session = await person('maya.chen@northwind.test', { teamsPlan: true });

    const created = await session.call('POST', '/api/teams', { name: '  Operations  ' });
    const quick = await session.call('POST', '/api/teams/quick-create', { name: 'Board' });

    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      team: { id: expect.any(String), name: 'Operations' },
      message: 'Team created successfully',
    });
    expect(quick.json.team).toEqual({ id: expect.any(String), name: 'Board' });
    expect(await teamOf(session, 'Operations')).toEqual({
      id: (created.json.team as { id: string }).id,
      name: 'Operations',
      isAdmin: true,
      administrators: [{ name: 'Maya Chen', isCurrentUser: true }],
      memberCount: 1,
      sharedReportCount: 0,
    });
  });

  it('when the name is empty after trimming, then it answers 400 Please enter a team name', async () => {
    const session = await person('maya.chen@northwind.test', { teamsPlan: true });
    const before = (await session.call('GET', '/api/teams')).json;
    const created = await session.call('POST', '/api/teams', { name: '   ' });
    expect(created.status).toBe(400);
    expect(created.json.message).toContain('Please enter a team name');
    expect((await session.call('GET', '/api/teams')).json).toEqual(before);
  });
});

describe('invitations', () => {
  it('when an administrator invites a Gmail address, then one invitation e-mail arrives with the landing link, even if invited twice', async () => {
    const maya = await person('maya.chen@northwind.test', { teamsPlan: true });
    const team = (await maya.call('POST', '/api/teams', { name: 'Recall Response' })).json.team as {
      id: string;
    };

    const empty = await maya.call('POST', `/api/teams/${team.id}/members`, { email: '   ' });
    const notGmail = await maya.call('POST', `/api/teams/${team.id}/members`, { email: 'ana@example.com' });
    const first = await maya.call('POST', `/api/teams/${team.id}/members`, {
      email: '  Ana.Invitee@GMAIL.com ',
    });
    const second = await maya.call('POST', `/api/teams/${team.id}/members`, {
      email: 'ana.invitee@gmail.com',
    });

    expect(empty.status).toBe(400);
    expect(empty.json.message).toContain('Please enter an email address');
    expect(notGmail.status).toBe(400);
    expect(notGmail.json.message).toContain('Invalid Email: Please enter a valid Gmail address (@gmail.com)');
    expect(first.status).toBe(201);
    expect(second.status).toBe(409);
    expect(second.json.message).toBe('ana.invitee@gmail.com has already been invited to this team');
    const mails = await mailbox.messagesTo(stack.emulators.url, 'ana.invitee@gmail.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Maya Chen invited you to join Recall Response on Quarry');
    const link = new URL(/https?:\/\/\S+\/team-join\?\S+/.exec(mails[0]!.text)![0]);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      email: 'ana.invitee@gmail.com',
      teamName: 'Recall Response',
      inviterName: 'Maya Chen',
    });
    expect(await membersOf(maya, team.id)).toMatchObject([
      { email: 'maya.chen@northwind.test', inviteStatus: 'accepted', role: 'admin' },
      { email: 'ana.invitee@gmail.com', inviteStatus: 'pending', role: 'member' },
    ]);
  });

  it('when the invitee signs in and accepts, then only invitations for their own verified e-mail are accepted', async () => {
    const maya = await person('maya.chen@northwind.test', { teamsPlan: true });
    const team = (await maya.call('POST', '/api/teams', { name: 'Suppliers' })).json.team as { id: string };
    await maya.call('POST', `/api/teams/${team.id}/members`, { email: 'raj.invitee@gmail.com' });
    const stranger = await person('someone.else@gmail.com');
    const raj = await person('raj.invitee@gmail.com');

    const strangers = await stranger.call('POST', '/api/teams/accept-invitations');
    const accepted = await raj.call('POST', '/api/teams/accept-invitations');
    const again = await raj.call('POST', '/api/teams/accept-invitations');

    expect(strangers.json).toEqual({ acceptedCount: 0 });
    expect(accepted.json).toEqual({ acceptedCount: 1 });
    expect(again.json).toEqual({ acceptedCount: 0 });
    expect(await teamOf(raj, 'Suppliers')).toMatchObject({ isAdmin: false, memberCount: 2 });
    expect(await teamOf(stranger, 'Suppliers')).toBeUndefined();
  });
});

describe("when a leader's Teams plan ends (issue 24, item 3)", () => {
  it('then inviting is refused as creating a team is, their schedule shows paused to everyone, and their status counts it', async () => {
    const leaderEmail = 'nora.lead@northwind.test';
    const nora = await readyCreator(stack, leaderEmail);
    await grantTeamsPlan(stack, leaderEmail);
    const team = (await nora.call('POST', '/api/teams', { name: 'Lapsed plan' })).json.team as { id: string };
    await nora.call('POST', `/api/teams/${team.id}/members`, { email: 'ola.member@gmail.com' });
    const ola = await person('ola.member@gmail.com');
    await ola.call('POST', '/api/teams/accept-invitations');
    const saved = await nora.call('POST', '/api/saved-reports', {
      reportName: 'Recall digest',
      query: 'What did the recall cost?',
      keywords: ['recall'],
    });
    await nora.call('POST', `/api/reports/${saved.json.id}/share`, {
      teamId: team.id,
      shareType: 'scheduled',
      scheduleFrequency: 'daily',
      scheduleTime: '09:00',
      scheduleTimezone: 'UTC',
    });
    await stack.app.deps.store.delete('accessGrants', leaderEmail);

    const invited = await nora.call('POST', `/api/teams/${team.id}/members`, {
      email: 'late.invitee@gmail.com',
    });
    const created = await nora.call('POST', '/api/teams', { name: 'Another' });
    const status = await nora.call('GET', '/api/subscription/status');
    const asLeader = await nora.call('GET', `/api/teams/${team.id}/shared-reports`);
    const asMember = await ola.call('GET', `/api/teams/${team.id}/shared-reports`);

    expect(invited.status).toBe(created.status);
    expect(invited.status).toBe(403);
    expect(invited.json).toEqual(created.json);
    expect(invited.json.errorCode).toBe('SUBSCRIPTION_REQUIRED');
    expect((await membersOf(nora, team.id)).map((m) => m.email)).not.toContain('late.invitee@gmail.com');
    expect(await mailbox.messagesTo(stack.emulators.url, 'late.invitee@gmail.com')).toHaveLength(0);
    expect(status.json).toEqual({ hasAccess: false, pausedSchedules: 1 });
    const ownReports = (await nora.call('GET', '/api/saved-reports')).json.reports as {
      sharedTeams: { paused?: string }[];
    }[];
    expect(ownReports[0]?.sharedTeams).toMatchObject([{ teamName: 'Lapsed plan', paused: 'plan_ended' }]);
    for (const listed of [asLeader, asMember]) {
      const [share] = listed.json.sharedReports as { paused?: string; nextRunAt?: string }[];
      expect(share).toMatchObject({ paused: 'plan_ended' });
      expect(share).not.toHaveProperty('nextRunAt');
    }

    await grantTeamsPlan(stack, leaderEmail);
    const back = (await nora.call('GET', `/api/teams/${team.id}/shared-reports`)).json.sharedReports as {
      paused?: string;
      nextRunAt?: string;
    }[];
    expect(back[0]).not.toHaveProperty('paused');
    expect(back[0]?.nextRunAt).toEqual(expect.any(String));
    expect((await nora.call('GET', '/api/subscription/status')).json).not.toHaveProperty('pausedSchedules');
  });
});

describe('team-member accounts', () => {
  it('when an invitee signs up from the landing page, then a team member account without Drive is made and the invitation is accepted at once', async () => {
    const maya = await person('maya.chen@northwind.test', { teamsPlan: true });
    const team = (await maya.call('POST', '/api/teams', { name: 'Field Team' })).json.team as { id: string };
    await maya.call('POST', `/api/teams/${team.id}/members`, { email: 'nia.newcomer@gmail.com' });
    const nia = new BrowserSession(stack.app.url);

    const signedUp = await authorize(nia, 'nia.newcomer@gmail.com', 'team_member_signup');

    expect(signedUp.status).toBe(200);
    expect(signedUp.json).toEqual({
      isTeamMemberSignup: true,
      needsGeminiKey: true,
      hasGoogleDriveAccess: false,
      hasEncryptedDriveToken: false,
    });
    expect((await nia.call('GET', '/api/user/profile')).json).toMatchObject({
      userType: 'team_member',
      isTeamMemberOnly: true,
    });
    expect(await teamOf(nia, 'Field Team')).toMatchObject({ isAdmin: false, memberCount: 2 });
    expect((await nia.call('POST', '/api/teams/accept-invitations')).json).toEqual({ acceptedCount: 0 });

    // /creator-welcome leads to /onboarding: authorizing Drive makes the member a creator, still in the team.
    const drive = await authorize(nia, 'nia.newcomer@gmail.com', 'drive');
    expect(drive.status).toBe(200);
    expect((await nia.call('GET', '/api/user/profile')).json).toMatchObject({
      userType: 'creator',
      isTeamMemberOnly: false,
    });
    expect(await teamOf(nia, 'Field Team')).toMatchObject({ isAdmin: false });
  });

  it('when a creator comes through the landing page, then they stay a creator and join the team', async () => {
    const maya = await person('maya.chen@northwind.test', { teamsPlan: true });
    const team = (await maya.call('POST', '/api/teams', { name: 'Creators Welcome' })).json.team as {
      id: string;
    };
    await maya.call('POST', `/api/teams/${team.id}/members`, { email: 'cleo.creator@gmail.com' });
    await person('cleo.creator@gmail.com');
    const cleo = new BrowserSession(stack.app.url);

    const signedIn = await authorize(cleo, 'cleo.creator@gmail.com', 'team_member_signup');

    expect(signedIn.json.isTeamMemberSignup).toBe(false);
    expect((await cleo.call('GET', '/api/user/profile')).json.userType).toBe('creator');
    expect(await teamOf(cleo, 'Creators Welcome')).toMatchObject({ isAdmin: false });
  });
});

describe('an invitation opened with another Google account', () => {
  /** The landing page's sign-in for `invited`, finished at Google as `signsInAs`. */
  async function signUpFromInvitation(
    session: BrowserSession,
    invited: string | undefined,
    signsInAs: string,
  ) {
    const start = await session.call('POST', '/api/auth/authorization-url', {
      purpose: 'team_member_signup',
      ...(invited ? { invitedEmail: invited } : {}),
    });
    const back = await signInAtGoogle(String(start.json.url), signsInAs);
    return session.call('POST', '/api/auth/unified-oauth', {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      redirectUri: String(start.json.redirectUri),
    });
  }

  it('when a new account signs in, then it answers 403 naming the invited address masked, and stores no account, membership or session', async () => {
    const maya = await person('maya.chen@northwind.test', { teamsPlan: true });
    const team = (await maya.call('POST', '/api/teams', { name: 'Wrong Door' })).json.team as { id: string };
    await maya.call('POST', `/api/teams/${team.id}/members`, { email: 'ana.invited@gmail.com' });
    const browser = new BrowserSession(stack.app.url);

    const answer = await signUpFromInvitation(browser, 'ana.invited@gmail.com', 'otto.other@gmail.com');

    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({
      errorCode: 'INVITATION_ACCOUNT_MISMATCH',
      message:
        'This invitation is for a***d@gmail.com, but you signed in as otto.other@gmail.com. Sign in with the invited Google account to join the team.',
    });
    const users = await stack.app.deps.store.query('users', {
      where: [{ field: 'email', op: '==', value: 'otto.other@gmail.com' }],
    });
    expect(users).toEqual([]);
    expect((await browser.call('GET', '/api/auth/session-check')).json).toEqual({ hasActiveSession: false });
    expect((await membersOf(maya, team.id)).map((m) => [m.email, m.inviteStatus])).toEqual([
      ['maya.chen@northwind.test', 'accepted'],
      ['ana.invited@gmail.com', 'pending'],
    ]);

    // Switching to the invited account in the same browser joins the team.
    const switched = await signUpFromInvitation(browser, 'ana.invited@gmail.com', 'ana.invited@gmail.com');
    expect(switched.status).toBe(200);
    expect(await teamOf(browser, 'Wrong Door')).toMatchObject({ isAdmin: false, memberCount: 2 });
  });

  it("when a known creator signs in through someone else's invitation, then they are refused and their account is unchanged", async () => {
    const maya = await person('maya.chen@northwind.test', { teamsPlan: true });
    const team = (await maya.call('POST', '/api/teams', { name: 'Not Yours' })).json.team as { id: string };
    await maya.call('POST', `/api/teams/${team.id}/members`, { email: 'bo.invited@gmail.com' });
    await person('leo.okafor@northwind.test');
    const browser = new BrowserSession(stack.app.url);

    const answer = await signUpFromInvitation(browser, 'bo.invited@gmail.com', 'leo.okafor@northwind.test');

    expect(answer.status).toBe(403);
    expect(answer.json.message).toContain('This invitation is for b***d@gmail.com');
    expect((await browser.call('GET', '/api/auth/session-check')).json).toEqual({ hasActiveSession: false });
    expect(
      (await membersOf(maya, team.id)).find((m) => m.email === 'bo.invited@gmail.com')?.inviteStatus,
    ).toBe('pending');
  });

  it('when a link without an address is used by an account nobody invited, then no account is made', async () => {
    const answer = await signUpFromInvitation(
      new BrowserSession(stack.app.url),
      undefined,
      'nobody.asked@gmail.com',
    );

    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe(
      'There is no pending invitation for nobody.asked@gmail.com. Sign in with the Google account the invitation was sent to.',
    );
    const users = await stack.app.deps.store.query('users', {
      where: [{ field: 'email', op: '==', value: 'nobody.asked@gmail.com' }],
    });
    expect(users).toEqual([]);
  });
});

describe('administrators and members', () => {
  it('when members are promoted and removed, then only accepted ones become administrators, removal ends access, and the last administrator stays', async () => {
    const maya = await person('maya.chen@northwind.test', { teamsPlan: true });
    const team = (await maya.call('POST', '/api/teams', { name: 'Finance' })).json.team as { id: string };
    await maya.call('POST', `/api/teams/${team.id}/members`, { email: 'kim.member@gmail.com' });
    await maya.call('POST', `/api/teams/${team.id}/members`, { email: 'pending.person@gmail.com' });
    const kim = await person('kim.member@gmail.com');
    await kim.call('POST', '/api/teams/accept-invitations');
    const members = await membersOf(maya, team.id);
    const kimId = members.find((m) => m.email === 'kim.member@gmail.com')!.id;
    const pendingId = members.find((m) => m.email === 'pending.person@gmail.com')!.id;
    const mayaId = members.find((m) => m.email === 'maya.chen@northwind.test')!.id;

    const pendingPromotion = await maya.call('POST', `/api/teams/${team.id}/administrators`, {
      memberId: pendingId,
    });
    const lastAdmin = await maya.call('DELETE', `/api/teams/${team.id}/members/${mayaId}`);
    const promoted = await maya.call('POST', `/api/teams/${team.id}/administrators`, { memberId: kimId });

    expect(pendingPromotion.status).toBe(409);
    expect(pendingPromotion.json.message).toBe('Only accepted members can be made administrators');
    expect(lastAdmin.status).toBe(409);
    expect(promoted.status).toBe(200);
    expect(await teamOf(kim, 'Finance')).toMatchObject({ isAdmin: true });

    await kim.call('POST', `/api/teams/${team.id}/administrators`, { memberId: kimId });
    const removed = await maya.call('DELETE', `/api/teams/${team.id}/members/${kimId}`);

    expect(removed.status).toBe(200);
    expect(await teamOf(kim, 'Finance')).toBeUndefined();
    expect((await kim.call('GET', `/api/teams/${team.id}/members`)).status).toBe(404);
  });

  it('when a team is deleted, then its memberships go with it and the owner keeps their saved reports', async () => {
    const maya = await person('maya.chen@northwind.test', { teamsPlan: true });
    const team = (await maya.call('POST', '/api/teams', { name: 'Short-lived' })).json.team as { id: string };
    await maya.call('POST', `/api/teams/${team.id}/members`, { email: 'lee.member@gmail.com' });
    const lee = await person('lee.member@gmail.com');
    await lee.call('POST', '/api/teams/accept-invitations');
    const saved = await maya.call('POST', '/api/saved-reports', {
      reportName: 'Kept after the team',
      query: 'What did the recall cost?',
      keywords: ['recall'],
    });
    expect(saved.status).toBe(201);

    const byMember = await lee.call('DELETE', `/api/teams/${team.id}`);
    const byAdmin = await maya.call('DELETE', `/api/teams/${team.id}`);

    expect(byMember.status).toBe(403);
    expect(byAdmin.status).toBe(200);
    expect(await teamOf(maya, 'Short-lived')).toBeUndefined();
    expect(await teamOf(lee, 'Short-lived')).toBeUndefined();
    expect(
      await stack.app.deps.store.count('teamMembers', {
        where: [{ field: 'teamId', op: '==', value: team.id }],
      }),
    ).toBe(0);
    const reports = (await maya.call('GET', '/api/saved-reports')).json.reports as { reportName: string }[];
    expect(reports.map((r) => r.reportName)).toContain('Kept after the team');
  });
});

describe('who may call what', () => {
  it("when each team route is called as anonymous, a member, an administrator and another team's administrator, then only the allowed roles get a 2xx", async () => {
    const admin = await person('maya.chen@northwind.test', { teamsPlan: true });
    const otherAdmin = await person('sam.rivera@northwind.test', { teamsPlan: true });
    await otherAdmin.call('POST', '/api/teams', { name: 'Sales' });
    const team = (await admin.call('POST', '/api/teams', { name: 'Matrix' })).json.team as { id: string };
    await admin.call('POST', `/api/teams/${team.id}/members`, { email: 'mo.member@gmail.com' });
    const member = await person('mo.member@gmail.com');
    await member.call('POST', '/api/teams/accept-invitations');
    const memberId = (await membersOf(admin, team.id)).find((m) => m.email === 'mo.member@gmail.com')!.id;
    const anonymous = new BrowserSession(stack.app.url);

    const routes: [string, string, unknown][] = [
      ['GET', `/api/teams/${team.id}/members`, undefined],
      ['POST', `/api/teams/${team.id}/members`, { email: 'new.person@gmail.com' }],
      ['POST', `/api/teams/${team.id}/administrators`, { memberId }],
      ['DELETE', `/api/teams/${team.id}/members/${memberId}`, undefined],
      ['DELETE', `/api/teams/${team.id}`, undefined],
    ];
    const outcomes: Record<string, number[]> = {};
    for (const [name, session] of [
      ['anonymous', anonymous],
      ['member', member],
      ['another team administrator', otherAdmin],
    ] as const) {
      outcomes[name] = [];
      for (const [method, path, body] of routes) {
        outcomes[name]!.push((await session.call(method, path, body)).status);
      }
    }
    const adminStatuses = [];
    for (const [method, path, body] of routes)
      adminStatuses.push((await admin.call(method, path, body)).status);

    expect(outcomes).toEqual({
      anonymous: [401, 401, 401, 401, 401],
      member: [403, 403, 403, 403, 403],
      'another team administrator': [404, 404, 404, 404, 404],
    });
    expect(adminStatuses).toEqual([200, 201, 200, 200, 200]);
  });
});
