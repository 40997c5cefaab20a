import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import { BrowserSession } from '../../testing/browser-session';
import { gemini, type MailMessage, mailbox, moveClocks } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { authorize, readyCreator } from '../../testing/sign-in-flow';
import { grantTeamsPlan } from '../../testing/team-setup';

/**
 * A scheduled share set to 'Watch for changes' (docs/decisions/watching.md): the choice is stored and listed,
 * refused on an on-demand share, and its scheduled runs e-mail the team only when the cited facts
 * changed since the share's last run, naming the facts that changed.
 */
const MAYA = 'maya.chen@northwind.test';
const THEO = 'theo.member@gmail.com';
const BUDGET = 'Finance/Facilities Budget 2026.md';
const BUDGET_TEXT = fs.readFileSync(
  fileURLToPath(new URL(`../../../../emulators/drive/${MAYA}/${BUDGET}`, import.meta.url)),
  'utf8',
);
const SCHEDULE = {
  shareType: 'scheduled',
  scheduleFrequency: 'daily',
  scheduleTime: '07:00',
  scheduleTimezone: 'UTC',
} as const;

let stack: LocalStack;
let maya: BrowserSession;
let teamId = '';

type Run = RunRecord & { id: string };

async function saveReport(reportName: string, query: string, keywords: string[]): Promise<string> {
  const saved = await maya.call('POST', '/api/saved-reports', {
    reportName,
    query,
    keywords,
    deepResearch: false,
  });
  return String(saved.json.id);
}

async function listed(id: string) {
  const shares = (await maya.call('GET', `/api/teams/${teamId}/shared-reports`)).json.sharedReports as {
    id: string;
    watchForChanges?: boolean;
  }[];
  return shares.find((s) => s.id === id);
}

/** Moves both clocks a minute past the share's next run, and waits until that run is delivered. */
async function runOnce(shareId: string): Promise<Run> {
  const due = (await stack.app.deps.store.get<{ nextRunAt: string }>('sharedReports', shareId))!.nextRunAt;
  await moveClocks(stack.app.url, stack.emulators.url, new Date(Date.parse(due) + 60_000));
  let run: Run | undefined;
  await until(
    `the run of ${due} to end and settle`,
    async () => {
      const runs = await stack.app.deps.store.query<RunRecord>('reportExecutions', {
        where: [{ field: 'sharedReportId', op: '==', value: shareId }],
      });
      const found = runs.find((r) => r.data.scheduledFor === due);
      run = found && { ...found.data, id: found.id };
      return run?.deliveryOwed === false;
    },
    { tries: 600 },
  );
  return run!;
}

async function mailsAbout(email: string, executionId: string): Promise<MailMessage[]> {
  const all = (await mailbox.messagesTo(stack.emulators.url, email)) as MailMessage[];
  return all.filter((m) => m.text.includes(executionId));
}

beforeAll(async () => {
  stack = await startLocalStack({ app: { TICK_SECONDS: '3600' } });
  maya = await readyCreator(stack, MAYA);
  await grantTeamsPlan(stack, MAYA);
  teamId = ((await maya.call('POST', '/api/teams', { name: 'Facilities' })).json.team as { id: string }).id;
  await maya.call('POST', `/api/teams/${teamId}/members`, { email: THEO });
  await authorize(new BrowserSession(stack.app.url), THEO, 'team_member_signup');
}, 120_000);
afterAll(() => stack?.stop());

describe('a scheduled share that watches for changes: the request', () => {
  let reportId = '';
  beforeAll(async () => {
    reportId = await saveReport('Recall costs', 'What did the Ridgeline 2 recall cost?', ['recall']);
  });

  it('when the share is on demand and asks to watch, or the value is not true or false, then it answers 400 and shares nothing', async () => {
    const bad = [
      { teamId, shareType: 'adhoc', watchForChanges: true },
      { teamId, ...SCHEDULE, watchForChanges: 'yes' },
      { teamId, ...SCHEDULE, watchForChanges: null },
    ];

    const answers = [];
    for (const body of bad) answers.push(await maya.call('POST', `/api/reports/${reportId}/share`, body));

    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    expect(answers[0]!.json.message).toContain('Only a scheduled share can watch for changes');
    expect(String(answers[1]!.json.message)).toContain('watchForChanges');
    expect(await listed(`${reportId}_${teamId}`)).toBeUndefined();
  });

  it('when a scheduled share watches for changes, then it is stored and listed so; sharing again without it keeps it; unticked it goes', async () => {
    const shared = await maya.call('POST', `/api/reports/${reportId}/share`, {
      teamId,
      ...SCHEDULE,
      watchForChanges: true,
    });
    const id = String(shared.json.sharedReportId);
    const first = await listed(id);
    await maya.call('POST', `/api/reports/${reportId}/share`, { teamId, ...SCHEDULE, scheduleTime: '08:00' });
    const kept = await listed(id);
    await maya.call('POST', `/api/reports/${reportId}/share`, {
      teamId,
      ...SCHEDULE,
      watchForChanges: false,
    });
    const unticked = await listed(id);

    expect(shared.status).toBe(200);
    expect(first?.watchForChanges).toBe(true);
    expect(kept?.watchForChanges).toBe(true);
    expect(unticked).toBeDefined();
    expect(unticked).not.toHaveProperty('watchForChanges');
    await maya.call('DELETE', `/api/shared-reports/${id}`);
  });

  it('when a chat answer is shared on a schedule that watches for changes, then its share is stored so', async () => {
    const answer = await maya.call('POST', '/api/reports/share-from-chat', {
      reportName: 'Recall costs from the chat',
      query: 'What did the Ridgeline 2 recall cost?',
      keywords: ['recall'],
      existingTeamIds: [teamId],
      ...SCHEDULE,
      watchForChanges: true,
    });

    expect(answer.status).toBe(201);
    const [id] = answer.json.sharedReportIds as string[];
    expect((await listed(id!))?.watchForChanges).toBe(true);
    await maya.call('DELETE', `/api/shared-reports/${id}`);
  });
});

describe('a scheduled share that watches for changes: its runs', () => {
  let shareId = '';
  beforeAll(async () => {
    const reportId = await saveReport('Facilities budget', 'What is the facilities budget for 2026?', [
      'facilities budget',
    ]);
    const shared = await maya.call('POST', `/api/reports/${reportId}/share`, {
      teamId,
      ...SCHEDULE,
      watchForChanges: true,
    });
    shareId = String(shared.json.sharedReportId);
  });

  it('when its first run succeeds, then the owner and the team are e-mailed as for any scheduled share', async () => {
    const run = await runOnce(shareId);

    expect(run.executionStatus).toBe('success');
    expect(run.watchOutcome).toBeUndefined();
    for (const email of [MAYA, THEO]) {
      const mails = await mailsAbout(email, run.id);
      expect(mails, email).toHaveLength(1);
      expect(mails[0]!.text).toContain('This is the first run of this report for the team.');
    }
  });

  it('when nothing in the drive changed by the next run, then it makes no extraction call, nobody is e-mailed and the run says no change', async () => {
    const previous = (
      await stack.app.deps.store.query<RunRecord>('reportExecutions', {
        where: [{ field: 'sharedReportId', op: '==', value: shareId }],
      })
    )[0]!.id;
    await gemini.reset(stack.emulators.url);

    const run = await runOnce(shareId);

    expect(run.executionStatus).toBe('success');
    expect(run.watchOutcome).toMatchObject({ kind: 'no-change', baselineExecutionId: previous });
    expect((await gemini.stats(stack.emulators.url)).byTask.extraction ?? 0).toBe(0);
    expect(await mailsAbout(MAYA, run.id)).toEqual([]);
    expect(await mailsAbout(THEO, run.id)).toEqual([]);
    // The team's run history says why nobody heard of it.
    const history = (await maya.call('GET', `/api/shared-reports/${shareId}/executions`)).json.executions as {
      id: string;
      watchOutcome: string | null;
    }[];
    expect(history.find((r) => r.id === run.id)?.watchOutcome).toBe('no-change');
  });

  it('when a figure the report cites is edited, then the next run e-mails the team with the finding that changed', async () => {
    const edited = await fetch(`${stack.emulators.url}/__control/drive/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: MAYA,
        path: BUDGET,
        content: BUDGET_TEXT.replaceAll('$87,300', '$91,500'),
      }),
    });
    expect(edited.status).toBe(200);

    const run = await runOnce(shareId);

    expect(run.watchOutcome?.kind).toBe('changed');
    for (const email of [MAYA, THEO]) {
      const mails = await mailsAbout(email, run.id);
      expect(mails, email).toHaveLength(1);
      const changed = mails[0]!.text.slice(mails[0]!.text.indexOf('What changed since the last run'));
      expect(changed).toContain('Changed findings');
      expect(changed).toContain('$91,500');
    }
  });
});
