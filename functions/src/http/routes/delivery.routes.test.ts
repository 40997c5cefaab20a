import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import { BrowserSession } from '../../testing/browser-session';
import { filesOnCallPath } from '../../testing/call-path';
import { type MailMessage, mailbox } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { authorize, readyCreator } from '../../testing/sign-in-flow';
import { grantTeamsPlan } from '../../testing/team-setup';
import { withServer } from '../../testing/with-server';
import { createApp } from '../app';

/**
 * Scheduled runs delivered by e-mail (docs/architecture/schedules-and-delivery.md), through the local app with its clock
 * moved: one e-mail per recipient per run with the answer inline and what changed, a one-click
 * unsubscribe that needs no sign-in and stops only that share, retries with backoff when SendGrid
 * fails (never a second copy), and the owner told why a run failed.
 */
const MAYA = 'maya.chen@northwind.test';
const THEO = 'theo.member@gmail.com';

let stack: LocalStack;
let maya: BrowserSession;
let teamId = '';
let shareId = '';
let reportId = '';

type Mail = MailMessage & { headers?: Record<string, string> };

async function clock(body: Record<string, unknown>): Promise<{ now: string }> {
  const response = await fetch(`${stack.app.url}/__control/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { now: string };
}

async function nextRunAt(id: string): Promise<string> {
  return (await stack.app.deps.store.get<{ nextRunAt: string }>('sharedReports', id))!.nextRunAt;
}

/** Moves the clock a minute past the share's next run and waits until that run is delivered. */
async function runOnce(id: string): Promise<RunRecord & { id: string }> {
  const due = await nextRunAt(id);
  await clock({ to: new Date(new Date(due).getTime() + 60_000).toISOString() });
  let run: (RunRecord & { id: string }) | undefined;
  await until(
    `the run of ${due} to end`,
    async () => {
      const runs = await stack.app.deps.store.query<RunRecord>('reportExecutions', {
        where: [{ field: 'sharedReportId', op: '==', value: id }],
      });
      const found = runs.find((r) => r.data.scheduledFor === due);
      run = found && { ...found.data, id: found.id };
      return run?.executionStatus === 'success' || run?.executionStatus === 'failed';
    },
    { tries: 600 },
  );
  return run!;
}

async function mailsAbout(email: string, executionId: string): Promise<Mail[]> {
  const all = (await mailbox.messagesTo(stack.emulators.url, email)) as Mail[];
  return all.filter((m) => m.text.includes(executionId));
}

async function delivered(executionId: string) {
  await until('deliveries to finish', async () => {
    const doc = await stack.app.deps.store.get<RunRecord>('reportExecutions', executionId);
    return doc?.deliveryOwed === false;
  });
}

const tokenOf = (mail: Mail) => decodeURIComponent(/unsubscribe\?token=([^\s"&]+)/.exec(mail.text)![1]!);

beforeAll(async () => {
  stack = await startLocalStack({ app: { TICK_SECONDS: '3600' } });
  maya = await readyCreator(stack, MAYA);
  await grantTeamsPlan(stack, MAYA);
  teamId = ((await maya.call('POST', '/api/teams', { name: 'Recall Response' })).json.team as { id: string })
    .id;
  await maya.call('POST', `/api/teams/${teamId}/members`, { email: THEO });
  await authorize(new BrowserSession(stack.app.url), THEO, 'team_member_signup');
  const report = await maya.call('POST', '/api/saved-reports', {
    reportName: 'Recall costs',
    query: 'What did the Ridgeline 2 recall cost?',
    keywords: ['recall'],
    deepResearch: false,
  });
  reportId = String(report.json.id);
  const shared = await maya.call('POST', `/api/reports/${reportId}/share`, {
    teamId,
    shareType: 'scheduled',
    scheduleFrequency: 'daily',
    scheduleTime: '07:00',
    scheduleTimezone: 'Australia/Lord_Howe',
  });
  shareId = String(shared.json.sharedReportId);
}, 120_000);
afterAll(() => stack?.stop());

describe('delivering a scheduled run', () => {
  let firstRun = '';

  it('when a scheduled run succeeds, then the owner and each member get one e-mail with the answer, what changed, the link and an unsubscribe', async () => {
    const run = await runOnce(shareId);
    firstRun = run.id;
    await delivered(run.id);

    expect(run.executionStatus).toBe('success');
    for (const email of [MAYA, THEO]) {
      const mails = await mailsAbout(email, run.id);
      expect(mails, email).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe('Recall costs: your scheduled report is ready');
      expect(mail!.text).toContain('This is the first run of this report for the team.');
      expect(mail!.text).toContain(`${stack.app.url}/shared-report-view/${run.id}`);
      expect(mail!.html).toContain('What changed since the last run');
      expect(mail!.html).not.toMatch(/<img|<script|<iframe|src=/i);
      expect(mail!.headers?.['List-Unsubscribe']).toMatch(
        new RegExp(`^<${stack.app.url}/api/unsubscribe\\?token=[\\w.%-]+>$`),
      );
      expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    const opening = (await mailsAbout(THEO, run.id))[0]!.text.split('\n').slice(2, 4).join(' ');
    expect(opening.length).toBeGreaterThan(40);
  });

  it('when a scheduled run is e-mailed, then the walk from the worker to the mailer enters each file once (issue 25, item 2)', async () => {
    const { mailer } = stack.app.deps.reports;
    const send = mailer.send.bind(mailer);
    const walks: string[][] = [];
    mailer.send = async (mail) => {
      walks.push(filesOnCallPath());
      return send(mail);
    };
    try {
      await delivered((await runOnce(shareId)).id);
    } finally {
      mailer.send = send;
    }

    expect(walks.length).toBeGreaterThan(0);
    for (const walk of walks) {
      expect(walk.filter((file, index) => walk.indexOf(file) !== index)).toEqual([]);
      // The worker's run ends and announces it; delivery, one of its reactions, sends.
      expect(walk).toEqual([
        'domain/reports/execution/run-execution.ts',
        'domain/reports/execution/finish-run.ts',
        'domain/delivery/deliver-run.ts',
        'domain/delivery/scheduled-mails.ts',
        'domain/delivery/delivery-sends.ts',
      ]);
    }
  });

  it("when a scheduled run's e-mails went out, then 'Email Sent' has their time on /my-reports and /report-monitoring (issue 24, item 9)", async () => {
    const admin = await readyCreator(stack, 'admin@northwind.test');

    const mine = (await maya.call('GET', '/api/my-report-executions')).json.executions as {
      id: string;
      notificationSentAt: string | null;
    }[];
    const monitored = (await admin.call('GET', '/api/admin/report-executions')).json.executions as {
      id: string;
      notificationSentAt: string | null;
    }[];

    expect(mine.find((r) => r.id === firstRun)?.notificationSentAt).toEqual(expect.any(String));
    expect(monitored.find((r) => r.id === firstRun)?.notificationSentAt).toEqual(expect.any(String));
  });

  it('when the next day runs, then the e-mail compares it with the last run', async () => {
    const run = await runOnce(shareId);
    await delivered(run.id);

    const [mail] = await mailsAbout(MAYA, run.id);
    expect(run.id).not.toBe(firstRun);
    expect(mail!.text).toContain('No documents were added, changed or removed.');
    expect(mail!.text).toMatch(/Sources cited last time: .+\.(pdf|docx|md|txt|csv)/);
    expect(mail!.text).toMatch(/Sources cited now: .+/);
  });

  it('when the report has grid columns, then each e-mail says per column in how many documents a value was found and links to the grid (issue 30)', async () => {
    const query = 'What did the Ridgeline 2 recall cost?';
    const columns = [
      { id: 'c1', question: 'What did the recall cost?', type: 'number' },
      { id: 'c2', question: 'When was the recall announced?', type: 'date' },
    ];
    await maya.call('PATCH', `/api/saved-reports/${reportId}`, { query, columns });
    let run: RunRecord & { id: string };
    try {
      run = await runOnce(shareId);
      await delivered(run.id);
    } finally {
      await maya.call('PATCH', `/api/saved-reports/${reportId}`, { query, columns: [] });
    }

    for (const email of [MAYA, THEO]) {
      const [mail] = await mailsAbout(email, run.id);
      const lines = mail!.text.split('\n');
      const at = lines.indexOf('Evidence grid');
      expect(at, email).toBeGreaterThan(0);
      expect(lines[at + 1]).toMatch(/^- What did the recall cost: found in \d+ of \d+ documents?$/);
      expect(lines[at + 2]).toMatch(/^- When was the recall announced: found in \d+ of \d+ documents?$/);
      expect(lines[at + 3]).toBe(
        `Open the evidence grid: ${stack.app.url}/shared-report-view/${run.id}#evidence-grid`,
      );
    }
  });
});

describe('unsubscribing', () => {
  let token = '';

  it('when the link is tampered with or malformed, then it is refused and nothing changes', async () => {
    const [mail] = (await mailbox.messagesTo(stack.emulators.url, THEO)) as Mail[];
    token = tokenOf(mail!);
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ s: shareId, e: MAYA })).toString('base64url')}.${signature}`;
    const attempts = [
      await fetch(`${stack.app.url}/api/unsubscribe?token=${forged}`, { method: 'POST' }),
      await fetch(`${stack.app.url}/api/unsubscribe?token=${payload}.${'A'.repeat(43)}`, { method: 'POST' }),
      await fetch(`${stack.app.url}/api/unsubscribe?token=nonsense`, { method: 'POST' }),
      await fetch(`${stack.app.url}/api/unsubscribe`, { method: 'POST' }),
      await fetch(`${stack.app.url}/api/unsubscribe?token=a&token=b`, { method: 'POST' }),
    ];

    expect(attempts.map((a) => a.status)).toEqual([404, 404, 400, 400, 400]);
    expect(await stack.app.deps.store.query('unsubscribes', { where: [] })).toEqual([]);
  });

  it('when a member follows the one-click link without signing in, then only that share stops e-mailing them', async () => {
    const state = await fetch(`${stack.app.url}/api/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await state.json()).toEqual({
      reportName: 'Recall costs',
      teamName: 'Recall Response',
      email: THEO,
      unsubscribed: false,
    });
    // Opening the link (a GET, as a mail scanner or a link preview does) stops nothing.
    expect(await stack.app.deps.store.query('unsubscribes', { where: [] })).toEqual([]);

    // As a mail client does it (RFC 8058): a form POST with no Origin and no cookie.
    const oneClick = await fetch(`${stack.app.url}/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await oneClick.json()).unsubscribed).toBe(true);

    const run = await runOnce(shareId);
    await delivered(run.id);
    expect(await mailsAbout(THEO, run.id)).toHaveLength(0);
    expect(await mailsAbout(MAYA, run.id)).toHaveLength(1);
    const team = await maya.call('GET', `/api/teams/${teamId}/members`);
    expect(JSON.stringify(team.json)).toContain(THEO);

    const undo = await fetch(`${stack.app.url}/api/unsubscribe/undo?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { origin: stack.app.url },
    });
    expect((await undo.json()).unsubscribed).toBe(false);
  });
});

describe('when the mailer fails', () => {
  it('then each delivery is retried after its backoff and nobody gets a second copy', async () => {
    await fetch(`${stack.emulators.url}/__control/sendgrid/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 2, status: 503 }),
    });

    const run = await runOnce(shareId);
    await until('both first attempts to fail', async () => {
      const deliveries = await stack.app.deps.store.query<{ attempts: number; retryAt: string | null }>(
        'deliveries',
        { where: [{ field: 'executionId', op: '==', value: run.id }] },
      );
      return deliveries.length === 2 && deliveries.every((d) => d.data.retryAt !== null);
    });
    expect(await mailsAbout(MAYA, run.id)).toHaveLength(0);
    const owed = await stack.app.deps.store.get<RunRecord>('reportExecutions', run.id);
    expect(owed?.deliveryOwed).toBe(true);

    // A tick before the backoff is over sends nothing; one after it sends what is owed, once.
    await clock({ advanceMinutes: 0.25 });
    expect(await mailsAbout(MAYA, run.id)).toHaveLength(0);
    await clock({ advanceMinutes: 2 });
    await delivered(run.id);
    await clock({ advanceMinutes: 5 });

    expect(await mailsAbout(MAYA, run.id)).toHaveLength(1);
    expect(await mailsAbout(THEO, run.id)).toHaveLength(1);
  });
});

describe('when a scheduled run fails', () => {
  it('then the owner is e-mailed the reason and the members are not', async () => {
    const nothing = await maya.call('POST', '/api/saved-reports', {
      reportName: 'Zebra sightings',
      query: 'Where were zebras seen?',
      keywords: ['zzzebraqx'],
    });
    const shared = await maya.call('POST', `/api/reports/${nothing.json.id}/share`, {
      teamId,
      shareType: 'scheduled',
      scheduleFrequency: 'weekly',
      scheduleTime: '18:30',
      scheduleDayOfWeek: 'wednesday',
      scheduleTimezone: 'Pacific/Chatham',
    });

    const run = await runOnce(String(shared.json.sharedReportId));
    await delivered(run.id);

    expect(run.executionStatus).toBe('failed');
    const [mail] = await mailsAbout(MAYA, run.id);
    expect(mail?.subject).toBe('Your scheduled report "Zebra sightings" failed');
    expect(mail?.text).toContain("Reason: No documents matched the report's keywords in your Google Drive.");
    expect(await mailsAbout(THEO, run.id)).toHaveLength(0);
  });
});

describe('the clock control', () => {
  it('when the app is built as the cloud builds it, then there is no clock to move', async () => {
    // functions/src/index.ts calls createApp(deps) without local controls.
    const answer = await withServer(createApp(stack.app.deps), async (url) =>
      fetch(`${url}/__control/clock`, { method: 'POST', body: '{"advanceMinutes":60}' }),
    );
    expect(answer.status).toBe(404);
  });

  it('when the move is malformed or goes backwards, then it answers 400 and the clock stays', async () => {
    const before = (await (await fetch(`${stack.app.url}/__control/clock`)).json()) as {
      offsetMinutes: number;
    };
    const answer = await fetch(`${stack.app.url}/__control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 'soon' }),
    });
    const backwards = await fetch(`${stack.app.url}/__control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: '2020-01-01T00:00:00Z' }),
    });
    expect(backwards.status).toBe(400);
    const after = (await (await fetch(`${stack.app.url}/__control/clock`)).json()) as {
      offsetMinutes: number;
    };
    expect(answer.status).toBe(400);
    expect(after.offsetMinutes).toBe(before.offsetMinutes);
  });
});
