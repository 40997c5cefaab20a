import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import type { WatchedReportDoc } from '../../domain/reports/saved/watch-fields';
import { DRIVE_WATCHES, type DriveWatchDoc } from '../../domain/watch/drive-watches';
import { BrowserSession } from '../../testing/browser-session';
import { gemini, type MailMessage, mailbox, moveClocks } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { authorize, readyCreator } from '../../testing/sign-in-flow';
import { grantTeamsPlan } from '../../testing/team-setup';

/**
 * Watching a question (docs/architecture/watching.md, docs/decisions/watching.md) through the local app, the Drive emulator's
 * change log and the Gemini emulator: an edit in the drive re-runs the report in the background,
 * at most once an hour, with one extraction for the one changed file; the owner and the team hear
 * only when its cited facts changed; a quiet drive costs no model call and writes to nobody.
 */
const MAYA = 'maya.chen@northwind.test';
const THEO = 'theo.member@gmail.com';
const BUDGET = 'Finance/Facilities Budget 2026.md';

let stack: LocalStack;
let maya: BrowserSession;
let reportId = '';
/** The app's time after the last move. */
let now = new Date();

async function advance(minutes: number) {
  const clock = (await (await fetch(`${stack.app.url}/__control/clock`)).json()) as { now: string };
  now = new Date(Date.parse(clock.now) + minutes * 60_000);
  await moveClocks(stack.app.url, stack.emulators.url, now);
}

async function edit(path: string, change: { append?: string; content?: string }) {
  const response = await fetch(`${stack.emulators.url}/__control/drive/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MAYA, path, ...change }),
  });
  expect(response.status).toBe(200);
}

/** The budget as the sample drive has it (the emulators serve a copy of it). */
const BUDGET_TEXT = fs.readFileSync(
  fileURLToPath(new URL(`../../../../emulators/drive/${MAYA}/${BUDGET}`, import.meta.url)),
  'utf8',
);

async function watchRuns(): Promise<(RunRecord & { id: string })[]> {
  const runs = await stack.app.deps.store.query<RunRecord>('reportExecutions', {
    where: [{ field: 'savedReportId', op: '==', value: reportId }],
  });
  return runs.filter((r) => r.data.triggerSource === 'watch').map((r) => ({ ...r.data, id: r.id }));
}

async function report(): Promise<WatchedReportDoc> {
  return (await stack.app.deps.store.get<WatchedReportDoc>('savedReports', reportId))!;
}

/** Waits for the watched runs to number `count`, the last ended and its e-mails settled. */
async function settled(count: number): Promise<RunRecord & { id: string }> {
  let last: (RunRecord & { id: string }) | undefined;
  await until(
    `watched run ${count} to end and deliver`,
    async () => {
      const runs = (await watchRuns()).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      last = runs.length === count ? runs.at(-1) : undefined;
      return Boolean(last?.watchOutcome && last.deliveryOwed === false);
    },
    { tries: 600 },
  );
  return last!;
}

const whatChanged = async (email: string): Promise<MailMessage[]> =>
  ((await mailbox.messagesTo(stack.emulators.url, email)) as MailMessage[]).filter((m) =>
    m.subject.endsWith(': what changed'),
  );

beforeAll(async () => {
  stack = await startLocalStack({ app: { TICK_SECONDS: '3600' } });
  maya = await readyCreator(stack, MAYA);
  await grantTeamsPlan(stack, MAYA);
  const teamId = ((await maya.call('POST', '/api/teams', { name: 'Facilities' })).json.team as { id: string })
    .id;
  await maya.call('POST', `/api/teams/${teamId}/members`, { email: THEO });
  await authorize(new BrowserSession(stack.app.url), THEO, 'team_member_signup');
  const saved = await maya.call('POST', '/api/saved-reports', {
    reportName: 'Facilities budget',
    query: 'What is the facilities budget for 2026?',
    keywords: ['facilities budget'],
    deepResearch: false,
  });
  reportId = String(saved.json.id);
  await maya.call('POST', `/api/reports/${reportId}/share`, { teamId, shareType: 'adhoc' });
  const first = await maya.call('POST', '/api/report-executions', {
    savedReportId: reportId,
    notifyOnCompletion: false,
  });
  await until(
    'the first run to succeed',
    async () =>
      (await stack.app.deps.store.get<RunRecord>('reportExecutions', String(first.json.executionId)))
        ?.executionStatus === 'success',
    { tries: 600 },
  );
}, 180_000);
afterAll(() => stack?.stop());

describe('watching a saved report for changes in Drive', () => {
  it('when watching starts on a report that ran, then the owner’s page token is taken at the switch, the next tick looks, and nothing runs', async () => {
    const answer = await maya.call('PATCH', `/api/saved-reports/${reportId}/watch`, { watch: true });
    const uid = (await report()).ownerId;
    const watch = await stack.app.deps.store.get<DriveWatchDoc>(DRIVE_WATCHES, uid);
    await advance(1);

    expect(answer.status).toBe(200);
    expect(answer.json.watch).toMatchObject({ watching: true, rerunDueAt: null, takingBaseline: false });
    expect(watch?.pageToken).toMatch(/^\d+$/);
    expect((await report()).watchLastLookedAt! >= now.toISOString()).toBe(true);
    expect(await watchRuns()).toEqual([]);
  });

  it('when nothing in the drive changes, then the tick looks again, makes no model call and writes to nobody', async () => {
    await gemini.reset(stack.emulators.url);
    await advance(70);

    expect((await gemini.stats(stack.emulators.url)).calls).toBe(0);
    expect(await watchRuns()).toEqual([]);
    expect((await report()).watchLastLookedAt! >= now.toISOString()).toBe(true);
    expect(await whatChanged(MAYA)).toEqual([]);
  });

  it('when a file the report reads is edited, then it re-runs once with one extraction, and the owner and the team each get one e-mail saying what changed', async () => {
    await edit(BUDGET, { content: BUDGET_TEXT.replaceAll('$87,300', '$91,500') });
    await gemini.reset(stack.emulators.url);
    await advance(6);
    const run = await settled(1);

    expect(run.executionStatus).toBe('success');
    expect(run.watchOutcome?.kind).toBe('changed');
    expect(run.watchOutcome?.counts?.changedFindings).toBeGreaterThan(0);
    const stats = await gemini.stats(stack.emulators.url);
    expect(stats.byTask.extraction).toBe(1);
    for (const email of [MAYA, THEO]) {
      const mails = await whatChanged(email);
      expect(mails, email).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Facilities budget: what changed');
      expect(mails[0]!.text).toContain('Changed findings');
      expect(mails[0]!.text).toContain('$91,500');
      expect(mails[0]!.text).toContain('$87,300');
    }
    expect((await whatChanged(MAYA))[0]!.text).toContain(`/report-execution/${run.id}`);
    expect((await whatChanged(THEO))[0]!.text).toContain(`/shared-report-view/${run.id}`);
    const status = (await report()).watchLastChangeExecutionId;
    expect(status).toBe(run.id);
    const listed = (await maya.call('GET', '/api/my-report-executions')).json.executions as {
      id: string;
      watchOutcome: string | null;
    }[];
    expect(listed.find((r) => r.id === run.id)?.watchOutcome).toBe('changed');
  });

  it('when the owner follows the e-mail’s unsubscribe link, then it names the watch, one click stops watching and undo starts it again, without signing in', async () => {
    const token = decodeURIComponent(
      /unsubscribe\?token=([^\s"&]+)/.exec((await whatChanged(MAYA))[0]!.text)![1]!,
    );
    const call = (method: string, path: string) =>
      // Undo comes from the unsubscribe page (an origin the app allows); the one-click POST from a mail client.
      fetch(`${stack.app.url}/api/unsubscribe${path}?token=${encodeURIComponent(token)}`, {
        method,
        headers: path ? { origin: stack.app.url } : {},
      });

    const asked = (await (await call('GET', '')).json()) as Record<string, unknown>;
    const stopped = (await (await call('POST', '')).json()) as Record<string, unknown>;
    const watchingAfterStop = (await report()).watching;
    const again = (await (await call('POST', '/undo')).json()) as Record<string, unknown>;

    expect(asked).toMatchObject({
      kind: 'watch',
      reportName: 'Facilities budget',
      email: MAYA,
      unsubscribed: false,
    });
    expect(stopped).toMatchObject({ kind: 'watch', unsubscribed: true });
    expect(watchingAfterStop).toBe(false);
    expect(again).toMatchObject({ kind: 'watch', unsubscribed: false });
    expect((await report()).watching).toBe(true);
  });

  it('when another edit comes within the hour, then the re-run waits until an hour after the last one', async () => {
    const lastRunAt = (await report()).watchLastRunAt!;
    await edit(BUDGET, { append: '\nThe Reno warehouse budget line was reviewed in November.\n' });
    await advance(6);

    expect((await report()).watchDueAt).toBe(new Date(Date.parse(lastRunAt) + 60 * 60_000).toISOString());
    expect(await watchRuns()).toHaveLength(1);

    await advance(60);
    const run = await settled(2);
    expect(run.executionStatus).toBe('success');
  });

  it('when an edit leaves the report’s facts as they were, then it re-runs and writes to nobody', async () => {
    const mailsBefore = (await whatChanged(MAYA)).length;
    await edit(BUDGET, { append: '\n\n' });
    await advance(61);
    const run = await settled(3);

    expect(run.watchOutcome?.kind).toBe('no-change');
    expect(await whatChanged(MAYA)).toHaveLength(mailsBefore);
    expect(await whatChanged(THEO)).toHaveLength(mailsBefore);
  });

  it('when one line is appended to the budget, then the e-mail lists only that line’s fact, and no finding dropped', async () => {
    const mailsBefore = (await whatChanged(MAYA)).length;
    const line = 'The facilities budget 2026 adds $5,000 for the new loading dock in Reno.';
    await edit(BUDGET, { append: `\n${line}\n` });
    await advance(61);
    const run = await settled(4);

    expect(run.watchOutcome?.counts).toEqual({
      newFindings: 1,
      changedFindings: 0,
      droppedFindings: 0,
      newSources: 0,
      droppedSources: 0,
    });
    const mails = await whatChanged(MAYA);
    expect(mails).toHaveLength(mailsBefore + 1);
    const text = mails.find((mail) => mail.text.includes(`/report-execution/${run.id}`))!.text;
    expect(text).toContain(`New findings\n- Facilities Budget 2026.md: “${line}”\n\n`);
    expect(text).not.toContain('Findings dropped');
    expect(text).not.toContain('Changed findings');
  });

  it('when a file the report would not find changes, then nothing runs', async () => {
    await edit('Operations/Ops weekly notes.txt', { append: '\nForklift serviced.\n' });
    await advance(61);

    expect((await report()).watchDueAt ?? null).toBeNull();
    expect(await watchRuns()).toHaveLength(4);
  });

  it('when the owner stops watching, then GET /api/saved-reports says so and the tick no longer looks for the report', async () => {
    await maya.call('PATCH', `/api/saved-reports/${reportId}/watch`, { watch: false });
    const looked = (await report()).watchLastLookedAt;
    await edit(BUDGET, { append: '\nThe budget is final.\n' });
    await advance(61);

    const listed = (await maya.call('GET', '/api/saved-reports')).json.reports as {
      id: string;
      watch: { watching: boolean };
    }[];
    expect(listed.find((r) => r.id === reportId)?.watch.watching).toBe(false);
    expect((await report()).watchLastLookedAt).toBe(looked);
    expect(await watchRuns()).toHaveLength(4);
  });
});
