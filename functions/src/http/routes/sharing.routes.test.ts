import crypto from 'node:crypto';
import { NOT_WATCHING } from '@quarry/contracts/watch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { sharedRunEnded } from '../../testing/reports-api';
import { authorize, readyCreator, TEST_GEMINI_KEY } from '../../testing/sign-in-flow';
import { grantTeamsPlan } from '../../testing/team-setup';

/**
 * Shared reports over HTTP (docs/architecture/teams-and-sharing.md): shared by a team administrator on the Teams plan,
 * seen and run by members while they are members, read with the owner's Drive and paid with the
 * member's key, and private documents kept out of every team answer.
 */
const MAYA = 'maya.chen@northwind.test';
const MEMBER = 'theo.member@gmail.com';

let stack: LocalStack;
let maya: BrowserSession;
let member: BrowserSession;
let teamId = '';
let reportId = '';
let shareId = '';

const finished = sharedRunEnded;

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, MAYA);
  await grantTeamsPlan(stack, MAYA);
  teamId = ((await maya.call('POST', '/api/teams', { name: 'Recall Response' })).json.team as { id: string })
    .id;
  await maya.call('POST', `/api/teams/${teamId}/members`, { email: MEMBER });
  member = new BrowserSession(stack.app.url);
  await authorize(member, MEMBER, 'team_member_signup');
  reportId = String(
    (
      await maya.call('POST', '/api/saved-reports', {
        reportName: 'Recall costs',
        query: 'What did the Ridgeline 2 recall cost?',
        keywords: ['recall', 'Ridgeline'],
      })
    ).json.id,
  );
}, 120_000);
afterAll(() => stack?.stop());

describe('sharing a saved report', () => {
  it('when the request is not a valid share, then it answers 400 and shares nothing', async () => {
    const bad = [
      { teamId, shareType: 'sometimes' },
      { teamId, shareType: 'scheduled', scheduleFrequency: 'daily', scheduleTimezone: 'Europe/London' },
      {
        teamId,
        shareType: 'scheduled',
        scheduleFrequency: 'weekly',
        scheduleTime: '09:00',
        scheduleTimezone: 'UTC',
      },
      {
        teamId,
        shareType: 'scheduled',
        scheduleFrequency: 'monthly',
        scheduleTime: '09:00',
        scheduleTimezone: 'UTC',
        scheduleDayOfMonth: 29,
      },
      {
        teamId,
        shareType: 'scheduled',
        scheduleFrequency: 'daily',
        scheduleTime: '25:00',
        scheduleTimezone: 'UTC',
      },
      {
        teamId,
        shareType: 'scheduled',
        scheduleFrequency: 'daily',
        scheduleTime: '09:00',
        scheduleTimezone: 'Mars/Base',
      },
    ];
    for (const body of bad) {
      const answer = await maya.call('POST', `/api/reports/${reportId}/share`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await maya.call('GET', `/api/teams/${teamId}/shared-reports`)).json).toEqual({
      sharedReports: [],
    });
  });

  it('when a member who is not an administrator shares, then Permission Required names the administrators', async () => {
    const raj = await readyCreator(stack, 'raj.creator@gmail.com');
    await grantTeamsPlan(stack, 'raj.creator@gmail.com');
    await maya.call('POST', `/api/teams/${teamId}/members`, { email: 'raj.creator@gmail.com' });
    await raj.call('POST', '/api/teams/accept-invitations');
    const own = await raj.call('POST', '/api/saved-reports', {
      reportName: 'Raj report',
      query: 'What is the price list?',
      keywords: ['price'],
    });

    const shared = await raj.call('POST', `/api/reports/${own.json.id}/share`, {
      teamId,
      shareType: 'adhoc',
    });

    expect(shared.status).toBe(403);
    expect(shared.json.message).toBe(
      'Permission Required: You are not an administrator for Recall Response. Contact Maya Chen to share reports.',
    );
  });

  it('when the administrator shares it on a schedule, then its next run is the next 07:30 in that zone', async () => {
    const shared = await maya.call('POST', `/api/reports/${reportId}/share`, {
      teamId,
      shareType: 'scheduled',
      scheduleFrequency: 'weekly',
      scheduleTime: '07:30',
      scheduleTimezone: 'Asia/Kolkata',
      scheduleDayOfWeek: 'friday',
    });
    expect(shared.status).toBe(200);
    const share = await stack.app.deps.store.get<{ nextRunAt: string }>(
      'sharedReports',
      String(shared.json.sharedReportId),
    );
    const next = new Date(share!.nextRunAt);
    // Kolkata is UTC+5:30 all year: Friday 07:30 there is Friday 02:00 UTC.
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([5, 2, 0]);
    const listed = (await member.call('GET', `/api/teams/${teamId}/shared-reports`)).json
      .sharedReports as object[];
    expect(listed).toMatchObject([
      {
        shareType: 'scheduled',
        scheduleFrequency: 'weekly',
        scheduleTime: '07:30',
        scheduleDayOfWeek: 'friday',
      },
    ]);
  });

  it('when the administrator shares it ad hoc, then every member sees it in the team with its owner', async () => {
    const shared = await maya.call('POST', `/api/reports/${reportId}/share`, { teamId, shareType: 'adhoc' });
    shareId = String(shared.json.sharedReportId);

    expect(shared.status).toBe(200);
    const seen = (await member.call('GET', `/api/teams/${teamId}/shared-reports`)).json;
    expect(seen).toEqual({
      sharedReports: [
        {
          id: shareId,
          savedReportId: reportId,
          reportName: 'Recall costs',
          shareType: 'adhoc',
          sharedAt: expect.any(String),
          canUnshare: false,
          isOwner: false,
          ownerName: 'Maya Chen',
          watch: NOT_WATCHING,
        },
      ],
    });
    const asAdmin = (await maya.call('GET', `/api/teams/${teamId}/shared-reports`)).json.sharedReports as {
      canUnshare: boolean;
    }[];
    expect(asAdmin[0]!.canUnshare).toBe(true);
  });
});

describe('running a shared report', () => {
  it('when a member without a Gemini key runs it, then GEMINI_KEY_REQUIRED answers and nothing runs', async () => {
    const run = await member.call('POST', `/api/shared-reports/${shareId}/execute`);
    expect(run.status).toBe(400);
    expect(run.json.errorCode).toBe('GEMINI_KEY_REQUIRED');
    expect((await member.call('GET', `/api/shared-reports/${shareId}/executions`)).json).toEqual({
      executions: [],
    });
  });

  it("when a member runs it with their own key, then the owner's documents are read and the member's key pays", async () => {
    await member.call('POST', '/api/user/gemini-key', { geminiApiKey: TEST_GEMINI_KEY });

    const run = await member.call('POST', `/api/shared-reports/${shareId}/execute`);
    expect(run.status).toBe(202);
    const executionId = String(run.json.executionId);
    const view = await finished(member, executionId);

    expect(view).toMatchObject({ status: 'success', reportName: 'Recall costs', runBy: 'Theo Member' });
    expect(String(view.result)).toContain('Sources');
    const doc = await stack.app.deps.store.get<RunRecord>('reportExecutions', executionId);
    const memberUid = (await stack.app.deps.accounts.users.findByEmail(MEMBER))!.uid;
    const mayaUid = (await stack.app.deps.accounts.users.findByEmail(MAYA))!.uid;
    expect(doc).toMatchObject({
      ownerId: memberUid,
      driveOwnerId: mayaUid,
      sharedReportId: shareId,
      teamId,
      triggerSource: 'shared_adhoc',
    });
    expect(await stack.app.deps.accounts.keys.has(memberUid, 'driveToken')).toBe(false);
    const history = (await member.call('GET', `/api/shared-reports/${shareId}/executions`)).json
      .executions as {
      id: string;
      canDelete: boolean;
    }[];
    expect(history.map((h) => h.id)).toEqual([executionId]);
    expect(history[0]!.canDelete).toBe(false);
    const deleted = await member.call('DELETE', `/api/shared-report-execution/${executionId}`);
    expect(deleted.status).toBe(409);
  });

  it('when the owner keeps the documents private, then no document name or link reaches a member, while the owner still sees them', async () => {
    const [latest] = (await member.call('GET', `/api/shared-reports/${shareId}/executions`)).json
      .executions as {
      id: string;
    }[];
    const ownersView = (await maya.call('GET', `/api/shared-report-execution/${latest!.id}/view`)).json
      .execution as {
      evidence: { citations: { name: string; link: string | null }[] };
      result: string;
    };
    const names = ownersView.evidence.citations.map((c) => c.name);
    expect(names.length).toBeGreaterThan(0);

    const privacy = await maya.call('PATCH', `/api/saved-reports/${reportId}/privacy`, {
      showDocumentsInSharedReports: false,
    });
    expect(privacy.status).toBe(200);
    const membersAnswers = JSON.stringify([
      (await member.call('GET', `/api/shared-report-execution/${latest!.id}/view`)).json,
      (await member.call('GET', `/api/shared-reports/${shareId}/executions`)).json,
    ]);
    const ownersAnswer = JSON.stringify(
      (await maya.call('GET', `/api/shared-report-execution/${latest!.id}/view`)).json,
    );

    for (const name of names) {
      expect(membersAnswers).not.toContain(name);
      expect(ownersAnswer).toContain(name.replaceAll('"', '\\"'));
    }
    expect(membersAnswers).not.toMatch(/https?:\/\/[^"]*drive/);
    expect(membersAnswers).toContain('documents cited');
    await maya.call('PATCH', `/api/saved-reports/${reportId}/privacy`, {
      showDocumentsInSharedReports: true,
    });
  });

  it("when a member runs a report whose owner keeps the documents private, then the member's own history, view and stream name no document either", async () => {
    await maya.call('PATCH', `/api/saved-reports/${reportId}/privacy`, {
      showDocumentsInSharedReports: false,
    });
    try {
      const run = await member.call('POST', `/api/shared-reports/${shareId}/execute`);
      const executionId = String(run.json.executionId);
      await finished(member, executionId);
      const ownersView = (await maya.call('GET', `/api/shared-report-execution/${executionId}/view`)).json
        .execution as { evidence: { citations: { name: string }[] } };
      const names = ownersView.evidence.citations.map((c) => c.name);
      expect(names.length).toBeGreaterThan(0);

      const stream = await member.raw('GET', `/api/report-execution/${executionId}/stream`);
      const membersAnswers = [
        JSON.stringify((await member.call('GET', `/api/report-execution/${executionId}/view`)).json),
        JSON.stringify((await member.call('GET', '/api/my-report-executions')).json),
        await stream.text(),
      ].join('\n');

      expect(membersAnswers).toContain('documents cited');
      expect(membersAnswers).toMatch(/Analyzed \d+ of \d+/);
      for (const name of names) expect(membersAnswers).not.toContain(name);
      expect(membersAnswers).not.toMatch(/https?:\/\/[^"]*drive/);
    } finally {
      await maya.call('PATCH', `/api/saved-reports/${reportId}/privacy`, {
        showDocumentsInSharedReports: true,
      });
    }
  });

  it('when a run fails, then whoever ran it may delete it', async () => {
    const nothing = await maya.call('POST', '/api/saved-reports', {
      reportName: 'Finds nothing',
      query: 'What about zebras?',
      keywords: ['zzzebraqx'],
    });
    const share = await maya.call('POST', `/api/reports/${nothing.json.id}/share`, {
      teamId,
      shareType: 'adhoc',
    });
    const run = await member.call('POST', `/api/shared-reports/${share.json.sharedReportId}/execute`);
    const view = await finished(member, String(run.json.executionId));
    expect(view).toMatchObject({ status: 'failed', canDelete: true });

    const deleted = await member.call('DELETE', `/api/shared-report-execution/${run.json.executionId}`);

    expect(deleted.status).toBe(200);
    expect(
      (await member.call('GET', `/api/shared-report-execution/${run.json.executionId}/view`)).status,
    ).toBe(404);
  });
});

describe('who sees shared reports', () => {
  it('when someone outside the team asks, then every shared-report call answers 404', async () => {
    const outsider = await readyCreator(stack, 'sam.rivera@northwind.test');
    const [latest] = (await member.call('GET', `/api/shared-reports/${shareId}/executions`)).json
      .executions as {
      id: string;
    }[];
    const statuses = [
      (await outsider.call('GET', `/api/teams/${teamId}/shared-reports`)).status,
      (await outsider.call('GET', `/api/shared-reports/${shareId}/executions`)).status,
      (await outsider.call('POST', `/api/shared-reports/${shareId}/execute`)).status,
      (await outsider.call('GET', `/api/shared-report-execution/${latest!.id}/view`)).status,
      (await outsider.call('DELETE', `/api/shared-report-execution/${latest!.id}`)).status,
      (await outsider.call('DELETE', `/api/shared-reports/${shareId}`)).status,
    ];
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404]);
  });

  it('when the owner lists their saved reports, then each shows the teams it is shared with, and taking it back removes the team', async () => {
    const teamsOf = async () => {
      const list = (await maya.call('GET', '/api/saved-reports')).json.reports as {
        id: string;
        sharedTeams: unknown[];
      }[];
      return list.find((report) => report.id === reportId)?.sharedTeams;
    };
    expect(await teamsOf()).toEqual([{ teamId, teamName: 'Recall Response', shareType: 'adhoc' }]);
    const other = String(
      ((await maya.call('POST', '/api/teams', { name: 'Audit Desk' })).json.team as { id: string }).id,
    );
    await maya.call('POST', `/api/reports/${reportId}/share`, { teamId: other, shareType: 'adhoc' });
    expect(await teamsOf()).toEqual([
      { teamId: other, teamName: 'Audit Desk', shareType: 'adhoc' },
      { teamId, teamName: 'Recall Response', shareType: 'adhoc' },
    ]);
    expect((await maya.call('DELETE', `/api/reports/${reportId}/teams/${other}`)).status).toBe(200);
    expect(await teamsOf()).toEqual([{ teamId, teamName: 'Recall Response', shareType: 'adhoc' }]);
  });

  it('when a plain member tries the owner and administrator actions, then each is refused', async () => {
    const asMember = [
      (await member.call('DELETE', `/api/shared-reports/${shareId}`)).status,
      (await member.call('DELETE', `/api/reports/${reportId}/teams/${teamId}`)).status,
      (await member.call('POST', `/api/reports/${reportId}/share`, { teamId, shareType: 'adhoc' })).status,
    ];
    expect(asMember).toEqual([403, 404, 403]);
    expect((await maya.call('GET', `/api/teams/${teamId}/shared-reports`)).json.sharedReports).toHaveLength(
      2,
    );
  });

  it('when a member is removed, then their access to the team reports ends at once; unsharing removes the report for all', async () => {
    const members = (await maya.call('GET', `/api/teams/${teamId}/members`)).json.members as {
      id: string;
      email: string;
    }[];
    const [latest] = (await member.call('GET', `/api/shared-reports/${shareId}/executions`)).json
      .executions as {
      id: string;
    }[];
    await maya.call('DELETE', `/api/teams/${teamId}/members/${members.find((m) => m.email === MEMBER)!.id}`);

    expect((await member.call('GET', `/api/teams/${teamId}/shared-reports`)).status).toBe(404);
    expect((await member.call('GET', `/api/shared-report-execution/${latest!.id}/view`)).status).toBe(404);
    // A new action, with its own key: without one, the same request within seconds of the member's
    // last run is taken as a repeat of it and answered as it was (docs/decisions/security.md).
    const newAction = { 'Idempotency-Key': crypto.randomUUID() };
    expect(
      (await member.call('POST', `/api/shared-reports/${shareId}/execute`, undefined, newAction)).status,
    ).toBe(404);

    const unshared = await maya.call('DELETE', `/api/shared-reports/${shareId}`);
    expect(unshared.status).toBe(200);
    const left = (await maya.call('GET', `/api/teams/${teamId}/shared-reports`)).json.sharedReports as {
      reportName: string;
    }[];
    expect(left.map((r) => r.reportName)).toEqual(['Finds nothing']);
    expect((await maya.call('GET', '/api/saved-reports')).json.reports).toHaveLength(2);
  });
});

describe('running a scheduled share now', () => {
  it('when its owner runs it now, then an ad hoc run starts and the schedule stays as it was; a member cannot', async () => {
    const digest = await maya.call('POST', '/api/saved-reports', {
      reportName: 'Scheduled digest',
      query: 'What did the Ridgeline 2 recall cost?',
      keywords: ['recall'],
    });
    const shared = await maya.call('POST', `/api/reports/${digest.json.id}/share`, {
      teamId,
      shareType: 'scheduled',
      scheduleFrequency: 'daily',
      scheduleTime: '06:00',
      scheduleTimezone: 'Europe/Berlin',
    });
    const id = String(shared.json.sharedReportId);
    const before = await stack.app.deps.store.get<{ nextRunAt: string }>('sharedReports', id);
    const raj = new BrowserSession(stack.app.url);
    await authorize(raj, 'raj.creator@gmail.com');

    const byMember = await raj.call('POST', `/api/shared-reports/${id}/execute`);
    const byOwner = await maya.call('POST', `/api/shared-reports/${id}/execute`);

    expect(byMember.status).toBe(409);
    expect(byOwner.status).toBe(202);
    const view = await finished(maya, String(byOwner.json.executionId));
    expect(view).toMatchObject({ status: 'success', runBy: 'Maya Chen' });
    expect(await stack.app.deps.store.get('sharedReports', id)).toEqual(before);
    const listed = (await maya.call('GET', `/api/teams/${teamId}/shared-reports`)).json.sharedReports as {
      reportName: string;
      isOwner: boolean;
    }[];
    expect(listed.find((r) => r.reportName === 'Scheduled digest')?.isOwner).toBe(true);
  });
});
