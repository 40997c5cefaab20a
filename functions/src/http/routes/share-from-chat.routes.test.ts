import type { StreamEvent } from '@quarry/contracts/research';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvidenceTable } from '../../domain/reports/runs/run-parts';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import { RUNS as EXECUTIONS } from '../../domain/reports/runs/stored-run';
import { memberId } from '../../domain/teams/team-docs';
import type { BrowserSession } from '../../testing/browser-session';
import { mailbox } from '../../testing/emulator-controls';
import { readEventStream } from '../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { readyCreator } from '../../testing/sign-in-flow';
import { grantTeamsPlan } from '../../testing/team-setup';

/**
 * Sharing from the chat (spec part 2 sections 3 and 5, docs/architecture/schedules-and-delivery.md): the chat's query becomes a
 * saved report shared with teams the sharer administers and, or, a new team whose members are
 * invited; the chat's answer is the share's first run; a refusal writes nothing.
 */
const MAYA = 'maya.chen@northwind.test';
const RAJ = 'raj.creator@gmail.com';

let stack: LocalStack;
let maya: BrowserSession;
let sessionId = '';

const share = (extra: Record<string, unknown>) => ({
  reportName: 'Recall costs',
  query: 'What did the Ridgeline 2 recall cost?',
  keywords: ['recall'],
  negativeKeywords: [],
  deselectedDocuments: [],
  selectedDirectories: [],
  deepResearch: false,
  chatSessionId: sessionId,
  shareType: 'scheduled',
  scheduleFrequency: 'daily',
  scheduleTime: '09:00',
  scheduleTimezone: 'Europe/London',
  ...extra,
});

async function counts() {
  const { store } = stack.app.deps;
  const [reports, teams, shares] = await Promise.all([
    store.query('savedReports', { where: [] }),
    store.query('teams', { where: [] }),
    store.query('sharedReports', { where: [] }),
  ]);
  return { reports: reports.length, teams: teams.length, shares: shares.length };
}

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, MAYA);
  const found = await maya.call('POST', '/api/query/search-documents', { keywords: ['recall'] });
  const docs = (found.json.documents as { id: string; name: string; mimeType: string; supported: boolean }[])
    .filter((d) => d.supported)
    .slice(0, 2);
  const events = await readEventStream(
    await maya.raw('POST', '/api/query/extract-and-query', {
      userQuery: 'What did the Ridgeline 2 recall cost?',
      selectedDocuments: docs.map(({ id, name, mimeType }) => ({ id, name, mimeType })),
      keywords: ['recall'],
      deepResearch: false,
    }),
  );
  const complete = events.find((e): e is Extract<StreamEvent, { type: 'complete' }> => e.type === 'complete');
  sessionId = String(complete?.sessionId);
}, 120_000);
afterAll(() => stack?.stop());

describe('sharing from the chat', () => {
  it('when the person has no Teams plan, then SUBSCRIPTION_REQUIRED answers and nothing is saved', async () => {
    const before = await counts();

    const answer = await maya.call(
      'POST',
      '/api/reports/share-from-chat',
      share({ newTeam: { name: 'Recall Response', memberEmails: ['theo.member@gmail.com'] } }),
    );

    expect(answer.status).toBe(403);
    expect(answer.json.errorCode).toBe('SUBSCRIPTION_REQUIRED');
    expect(await counts()).toEqual(before);
  });

  it('when no team is chosen or the new team lacks a name or members, then it answers 400 and saves nothing', async () => {
    await grantTeamsPlan(stack, MAYA);
    const before = await counts();
    const bad = [
      share({}),
      share({ newTeam: { name: '  ', memberEmails: ['theo.member@gmail.com'] } }),
      share({ newTeam: { name: 'Recall Response', memberEmails: [] } }),
      share({ newTeam: { name: 'Recall Response', memberEmails: ['theo@outlook.com'] } }),
      share({ existingTeamIds: ['team-1'], reportName: '' }),
      share({ existingTeamIds: ['team-1'], reportName: 'x'.repeat(101) }),
      share({ existingTeamIds: ['team-1'], scheduleDayOfMonth: 32, scheduleFrequency: 'monthly' }),
    ];
    const messages: string[] = [];
    for (const body of bad) {
      const answer = await maya.call('POST', '/api/reports/share-from-chat', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      messages.push(String(answer.json.message));
    }

    expect(messages.join('\n')).toContain('Please select at least one team or create a new team');
    expect(messages.join('\n')).toContain('Please enter a team name');
    expect(messages.join('\n')).toContain('Please enter at least one member email');
    expect(messages.join('\n')).toContain('Report name is required');
    expect(messages.join('\n')).toContain('Report name must be 100 characters or less');
    expect(await counts()).toEqual(before);
  });

  it('when sharing to a new team, then the report is saved, the team made, its members invited and the chat answer is its first run', async () => {
    const answer = await maya.call(
      'POST',
      '/api/reports/share-from-chat',
      share({
        newTeam: {
          name: 'Recall Response',
          memberEmails: [' Theo.Member@gmail.com', 'theo.member@gmail.com'],
        },
        scheduleFrequency: 'monthly',
        scheduleDayOfMonth: 31,
      }),
    );

    expect(answer.status).toBe(201);
    expect(answer.json.message).toBe('Report "Recall costs" shared with 1 team.');
    const teamId = String(answer.json.newTeamId);
    const shares = (await maya.call('GET', `/api/teams/${teamId}/shared-reports`)).json.sharedReports as {
      id: string;
      initialExecutionId?: string;
      scheduleDayOfMonth?: number;
      latestStatus?: string;
    }[];
    expect(shares).toMatchObject([{ scheduleDayOfMonth: 31, latestStatus: 'success' }]);
    const runs = (await maya.call('GET', `/api/shared-reports/${shares[0]!.id}/executions`)).json
      .executions as { id: string; status: string; result: string }[];
    expect(runs).toHaveLength(1);
    expect(runs[0]!.id).toBe(shares[0]!.initialExecutionId);
    expect(runs[0]!.result).toContain('Sources');
    // The copy carries the answer's evidence table too, for the team's exports.
    const copy = await stack.app.deps.store.get<RunRecord>(EXECUTIONS, runs[0]!.id);
    const original = await stack.app.deps.store.get<RunRecord>(EXECUTIONS, String(copy?.copiedFrom));
    const table = await readEvidenceTable(stack.app.deps.store, runs[0]!.id, copy!);
    expect(table?.length).toBeGreaterThan(0);
    expect(table).toEqual(await readEvidenceTable(stack.app.deps.store, String(copy?.copiedFrom), original!));
    const invitations = await mailbox.messagesTo(stack.emulators.url, 'theo.member@gmail.com');
    expect(invitations.filter((m) => m.subject.includes('Recall Response'))).toHaveLength(1);
    const history = (await maya.call('GET', '/api/my-report-executions')).json.executions as {
      chatSessionId: string | null;
    }[];
    expect(history.filter((h) => h.chatSessionId === sessionId)).toHaveLength(1);
  });

  it('when a client sends the lists as JSON text, as the spec has it, then the report is saved with those lists', async () => {
    const team = (await maya.call('POST', '/api/teams', { name: 'Spec Readers' })).json.team as {
      id: string;
    };
    const specForm = share({
      reportName: 'Recall costs as the spec sends them',
      keywords: JSON.stringify(['recall', 'Ridgeline']),
      negativeKeywords: JSON.stringify(['draft']),
      deselectedDocuments: JSON.stringify([{ id: '1oldMemo', name: 'Old memo.pdf' }]),
      selectedDirectories: JSON.stringify([{ id: 'f1', name: 'Finance' }]),
      existingTeamIds: [team.id],
      shareType: 'adhoc',
    });

    const answer = await maya.call('POST', '/api/reports/share-from-chat', specForm);

    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const reports = (await maya.call('GET', '/api/saved-reports')).json.reports as Record<string, unknown>[];
    const saved = reports.find((r) => r.id === answer.json.savedReportId);
    expect(saved).toMatchObject({
      keywords: JSON.stringify(['recall', 'Ridgeline']),
      negativeKeywords: JSON.stringify(['draft']),
      deselectedDocuments: JSON.stringify([{ id: '1oldMemo', name: 'Old memo.pdf' }]),
    });
    expect(JSON.parse(String(saved?.selectedDirectories))).toEqual([{ id: 'f1', name: 'Finance' }]);
  });

  it('when a list is broken JSON text or the day of month is 0 or 45, then it answers 400 saying why and saves nothing', async () => {
    const before = await counts();
    const monthly = { existingTeamIds: ['team-1'], scheduleFrequency: 'monthly' };
    const bad = [
      share({ existingTeamIds: ['team-1'], keywords: '["recall"' }),
      share({ existingTeamIds: ['team-1'], selectedDirectories: '{"id":"f1"}' }),
      share({ existingTeamIds: ['team-1'], keywords: JSON.stringify(new Array(5000).fill('recall')) }),
      share({ ...monthly, scheduleDayOfMonth: 0 }),
      share({ ...monthly, scheduleDayOfMonth: 45 }),
    ];

    const messages: string[] = [];
    for (const body of bad) {
      const answer = await maya.call('POST', '/api/reports/share-from-chat', body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      messages.push(String(answer.json.message));
    }

    expect(messages).toEqual([
      'keywords is not valid JSON text: send a list, or that list as JSON text.',
      'selectedDirectories must be a list of folders ({id, name}), or that list as JSON text.',
      'keywords is too large: the most is 100 items.',
      'Enter a day of the month from 1 to 31.',
      'Enter a day of the month from 1 to 31.',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('when one chosen team is administered by someone else, then Administrator Access Required names them and nothing is saved', async () => {
    const raj = await readyCreator(stack, RAJ);
    await grantTeamsPlan(stack, RAJ);
    const rajsTeam = (await raj.call('POST', '/api/teams', { name: 'Field Ops' })).json.team as {
      id: string;
    };
    const mine = (await maya.call('POST', '/api/teams', { name: 'Quality' })).json.team as { id: string };
    const mayaUid = (await stack.app.deps.accounts.users.findByEmail(MAYA))!.uid;
    // Maya joins Raj's team as a plain member.
    await stack.app.deps.store.set('teamMembers', memberId(rajsTeam.id, MAYA), {
      teamId: rajsTeam.id,
      email: MAYA,
      userId: mayaUid,
      role: 'member',
      inviteStatus: 'accepted',
      invitedAt: new Date().toISOString(),
      invitedBy: 'raj',
    });
    const before = await counts();

    const answer = await maya.call(
      'POST',
      '/api/reports/share-from-chat',
      share({ existingTeamIds: [mine.id, rajsTeam.id] }),
    );

    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe(
      'Administrator Access Required: Only Raj Creator can share reports with Field Ops.',
    );
    expect(await counts()).toEqual(before);
  });

  it('when sharing ad hoc to a team of someone else’s, then it answers 404 as for no team', async () => {
    const answer = await maya.call(
      'POST',
      '/api/reports/share-from-chat',
      share({ existingTeamIds: ['not-a-team-of-mine'], shareType: 'adhoc' }),
    );
    expect(answer.status).toBe(404);
  });
});
