import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportPath } from '@quarry/contracts/exports';
import type { ReportEvidence } from '@quarry/contracts/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyIfOwed } from '../../domain/reports/reactions/notify-completion';
import { RUNS as EXECUTIONS } from '../../domain/reports/runs/stored-run';
import { CANNOT_OPEN } from '../../domain/reports/saved/document-view';
import { memberId, TEAM_MEMBERS } from '../../domain/teams/team-docs';
import { BrowserSession } from '../../testing/browser-session';
import { mailbox } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { sharedRunEnded } from '../../testing/reports-api';
import { authorize, TEST_GEMINI_KEY } from '../../testing/sign-in-flow';
import { teamWithMember } from '../../testing/team-setup';
import { tempDir } from '../../testing/temp-dir';
import { stringsOf } from '../../testing/viewer-surfaces';

/**
 * A shared report shows each viewer only what Drive lets them open (docs/architecture/drive.md,
 * per-viewer access). Maya's report cites 'Warehouse Lease Renewal.md', in the Shared Drive
 * 'Northwind Operations' that sam belongs to, and 'Facilities Budget 2026.md', in maya's My Drive
 * only. Sam (Drive connected) sees the lease named and the budget as a document he cannot open, in
 * the team's view, an export and his e-mail; theo, who never connected Drive, sees neither and is
 * offered to connect; maya sees both.
 */
const MAYA = 'maya.chen@northwind.test';
const SAM = 'sam.rivera@northwind.test';
const THEO = 'theo.member@gmail.com';
const LEASE = 'Warehouse Lease Renewal.md';
const BUDGET = 'Facilities Budget 2026';
const sampleDrive = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../emulators/drive');

let drives: ReturnType<typeof tempDir>;
let stack: LocalStack;
let maya: BrowserSession;
let sam: BrowserSession;
let theo: BrowserSession;
let executionId = '';
let reportId = '';
let team = '';

interface SharedView {
  result: string;
  evidence: ReportEvidence;
  closedSources: { count: number; connectDrive: boolean } | null;
}

async function viewOf(session: BrowserSession): Promise<SharedView> {
  const answer = await session.call('GET', `/api/shared-report-execution/${executionId}/view`);
  expect(answer.status).toBe(200);
  return answer.json.execution as unknown as SharedView;
}

/**
 * Sam joins as a member already in the team. An invitation takes Gmail addresses only (spec part 3
 * section 5), and sam's Google account is on northwind.test, the Workspace the Shared Drive is in.
 */
async function joinTeam(teamId: string, email: string): Promise<void> {
  const { store } = stack.app.deps;
  const [user] = await store.query('users', { where: [{ field: 'email', op: '==', value: email }] });
  const now = new Date().toISOString();
  await store.set(TEAM_MEMBERS, memberId(teamId, email), {
    teamId,
    email,
    userId: String(user?.id),
    role: 'member',
    inviteStatus: 'accepted',
    invitedAt: now,
    acceptedAt: now,
    invitedBy: 'maya',
  });
}

beforeAll(async () => {
  drives = tempDir('quarry-viewer-drives-');
  for (const folder of [MAYA, SAM, '_shared-drives']) {
    fs.cpSync(path.join(sampleDrive, folder), path.join(drives.dir, folder), { recursive: true });
  }
  stack = await startLocalStack({
    emulators: { QUARRY_DRIVE_DIR: drives.dir },
    app: { TICK_SECONDS: '3600' },
  });
  let teamId = '';
  ({
    leader: maya,
    member: theo,
    teamId,
  } = await teamWithMember(stack, {
    leader: MAYA,
    member: THEO,
    teamName: 'Operations',
  }));
  sam = new BrowserSession(stack.app.url);
  await authorize(sam, SAM);
  await authorize(sam, SAM, 'drive');
  await joinTeam(teamId, SAM);
  const saved = await maya.call('POST', '/api/saved-reports', {
    reportName: 'Warehouse lease',
    query: 'When does the warehouse lease renew, and at what rent?',
    keywords: ['lease', 'warehouse'],
  });
  reportId = String(saved.json.id);
  team = teamId;
  const share = await maya.call('POST', `/api/reports/${reportId}/share`, {
    teamId,
    shareType: 'adhoc',
  });
  await sam.call('POST', '/api/user/gemini-key', { geminiApiKey: TEST_GEMINI_KEY });
  const run = await sam.call('POST', `/api/shared-reports/${share.json.sharedReportId}/execute`);
  executionId = String(run.json.executionId);
  await sharedRunEnded(sam, executionId);
}, 240_000);
afterAll(async () => {
  await stack?.stop();
  drives?.remove();
});

describe('a shared report citing a Shared Drive file and a file only in its owner’s My Drive', () => {
  it('when the owner opens it, then both sources are named and linked', async () => {
    const view = await viewOf(maya);
    const names = view.evidence.citations.map((c) => c.name);
    expect(names).toContain(LEASE);
    expect(names.some((name) => name.startsWith(BUDGET))).toBe(true);
    expect(view.closedSources).toBeNull();
  });

  it('when a member who can open only the lease opens it, then the lease is named and the budget is a document he cannot open, named nowhere', async () => {
    const view = await viewOf(sam);
    const lease = view.evidence.citations.find((c) => c.name === LEASE);
    expect(lease?.link).toMatch(/^https?:\/\//);
    const closed = view.evidence.citations.filter((c) => c.name === CANNOT_OPEN);
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((c) => c.link === null && c.quotes.length === 0 && c.documentId === '')).toBe(true);
    expect(view.closedSources).toEqual({ count: closed.length, connectDrive: false });
    expect(stringsOf(view)).not.toContain(BUDGET);
    expect(view.result).toContain(CANNOT_OPEN);
  });

  it('when a member who never connected Drive opens it, then no source is named and Drive is offered', async () => {
    const view = await viewOf(theo);
    expect(view.evidence.citations.every((c) => c.name === CANNOT_OPEN && c.link === null)).toBe(true);
    expect(view.closedSources?.connectDrive).toBe(true);
    expect(stringsOf(view)).not.toContain(LEASE);
  });

  it('when the member exports it, then the export names the lease and not the budget', async () => {
    const response = await sam.raw('GET', exportPath(executionId, 'md', true));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(LEASE);
    expect(text).toContain(CANNOT_OPEN);
    expect(text).not.toContain(BUDGET);
  });

  it('when the member’s run e-mails him, then the e-mail names no document he cannot open', async () => {
    await stack.app.deps.store.update(EXECUTIONS, executionId, {
      notifyOnCompletion: true,
      notificationOwed: true,
      notificationSentAt: null,
    });
    await notifyIfOwed(stack.app.deps.reports, executionId);
    const [mail] = await mailbox.messagesTo(stack.emulators.url, SAM);
    expect(mail).toBeDefined();
    expect(`${mail?.subject}\n${mail?.text}\n${mail?.html}`).not.toContain(BUDGET);
  });

  it('when a scheduled run of it is delivered, then each recipient’s e-mail is checked for them: the owner’s names both, the members’ never the budget', async () => {
    await mailbox.clear(stack.emulators.url);
    const mails = await scheduledMails();
    expect(Object.keys(mails).sort()).toEqual([MAYA, SAM, THEO].sort());
    expect(mails[MAYA]).toContain(BUDGET);
    expect(mails[SAM]).not.toContain(BUDGET);
    expect(mails[THEO]).not.toContain(BUDGET);
    expect(mails[THEO]).not.toContain(LEASE);
  });

  it('when someone outside the team asks for the run, then it does not exist for them', async () => {
    const stranger = new BrowserSession(stack.app.url);
    await authorize(stranger, 'leo.okafor@northwind.test');
    expect((await stranger.call('GET', `/api/shared-report-execution/${executionId}/view`)).status).toBe(404);
    expect((await stranger.raw('GET', exportPath(executionId, 'md', true))).status).toBe(404);
    expect(
      (
        await new BrowserSession(stack.app.url).call(
          'GET',
          `/api/shared-report-execution/${executionId}/view`,
        )
      ).status,
    ).toBe(401);
  });
});

/** Shares the report on a daily schedule, moves the app's clock past it, and reads each recipient's e-mail. */
async function scheduledMails(): Promise<Record<string, string>> {
  const share = await maya.call('POST', `/api/reports/${reportId}/share`, {
    teamId: team,
    shareType: 'scheduled',
    scheduleFrequency: 'daily',
    scheduleTime: '07:00',
    scheduleTimezone: 'UTC',
  });
  if (share.status !== 200)
    throw new Error(`sharing on a schedule answered ${share.status}: ${JSON.stringify(share.json)}`);
  const shareId = String(share.json.sharedReportId);
  const due =
    (await stack.app.deps.store.get<{ nextRunAt: string }>('sharedReports', shareId))?.nextRunAt ?? '';
  await fetch(`${stack.app.url}/__control/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: new Date(Date.parse(due) + 60_000).toISOString() }),
  });
  const texts: Record<string, string> = {};
  await until(
    'the scheduled e-mails to reach the team',
    async () => {
      for (const email of [MAYA, SAM, THEO]) {
        const [mail] = await mailbox.messagesTo(stack.emulators.url, email);
        if (mail) texts[email] = `${mail.subject}\n${mail.text}\n${mail.html}`;
      }
      return Object.keys(texts).length === 3;
    },
    { tries: 600 },
  );
  return texts;
}
