import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import type { WatchedReportDoc } from '../../domain/reports/saved/watch-fields';
import { DRIVE_WATCHES, type DriveWatchDoc } from '../../domain/watch/drive-watches';
import type { BrowserSession } from '../../testing/browser-session';
import { type MailMessage, mailbox, moveClocks } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { savedReports } from '../../testing/reports-api';
import { readyCreator } from '../../testing/sign-in-flow';

/**
 * Watching starts when it is switched on (docs/decisions/watching.md), through the local app: Maya switches
 * on the watch of a report that never ran and at once, before any tick, adds a line to a document it
 * reads. Drive's change log was followed from the switch and the first answer was taken then, so
 * the edit is a change: once the clock moves, the 'what changed' e-mail names that line.
 */
const MAYA = 'maya.chen@northwind.test';
const BUDGET = 'Finance/Facilities Budget 2026.md';
const ADDED = 'Facilities budget 2026 addition: the Reno warehouse roof repair is budgeted at $12,400.';

const LEE = 'lee.same-minute@northwind.test';
const LEE_BUDGET = 'Budget/Office budget 2027.md';

let stack: LocalStack;
let maya: BrowserSession;
let lee: BrowserSession;
let reportId = '';

async function advance(minutes: number) {
  const clock = (await (await fetch(`${stack.app.url}/__control/clock`)).json()) as { now: string };
  await moveClocks(stack.app.url, stack.emulators.url, new Date(Date.parse(clock.now) + minutes * 60_000));
}

/** Edits (or with `create`, adds) a text file of `email`'s drive, as the person would in Drive. */
async function drive(
  email: string,
  path: string,
  change: { append: string } | { content: string; create: true },
) {
  const response = await fetch(`${stack.emulators.url}/__control/drive/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, path, ...change }),
  });
  expect(response.status).toBe(200);
}

async function watchRuns(): Promise<(RunRecord & { id: string })[]> {
  const runs = await stack.app.deps.store.query<RunRecord>('reportExecutions', {
    where: [{ field: 'savedReportId', op: '==', value: reportId }],
  });
  return runs
    .filter((r) => r.data.triggerSource === 'watch')
    .map((r) => ({ ...r.data, id: r.id }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Waits for the watched runs to number `count`, the last compared and its e-mails settled. */
async function settled(count: number): Promise<RunRecord & { id: string }> {
  let last: (RunRecord & { id: string }) | undefined;
  await until(
    `watched run ${count} to end and deliver`,
    async () => {
      const runs = await watchRuns();
      last = runs.length === count ? runs.at(-1) : undefined;
      return Boolean(last?.watchOutcome && last.deliveryOwed === false);
    },
    { tries: 600 },
  );
  return last!;
}

const whatChanged = async (): Promise<MailMessage[]> =>
  (await mailbox.messagesTo(stack.emulators.url, MAYA)).filter((m) => m.subject.endsWith(': what changed'));

beforeAll(async () => {
  stack = await startLocalStack({ app: { TICK_SECONDS: '3600' } });
  maya = await readyCreator(stack, MAYA);
  const saved = await maya.call('POST', '/api/saved-reports', {
    reportName: 'Facilities budget',
    query: 'What is the facilities budget for 2026?',
    keywords: ['facilities budget'],
    deepResearch: false,
  });
  reportId = String(saved.json.id);
  // Signed in before any test moves the clocks: a sign-in after they moved is refused here.
  await drive(LEE, LEE_BUDGET, {
    content: 'The office budget 2027 is $40,000 for the Lisbon office.\n',
    create: true,
  });
  lee = await readyCreator(stack, LEE);
}, 120_000);
afterAll(() => stack?.stop());

describe('switching on the watch of a report that never ran', () => {
  it('when Maya switches it on and edits a matching document at once, before any tick, then the switch says the first answer is being taken and the "what changed" e-mail names the edit', async () => {
    // Act
    const answer = await maya.call('PATCH', `/api/saved-reports/${reportId}/watch`, { watch: true });
    await drive(MAYA, BUDGET, { append: `\n${ADDED}\n` });
    const uid = (await stack.app.deps.store.get<WatchedReportDoc>('savedReports', reportId))!.ownerId;
    const token = (await stack.app.deps.store.get<DriveWatchDoc>(DRIVE_WATCHES, uid))?.pageToken;
    const baseline = await settled(1);
    await advance(6);
    await advance(61);
    const rerun = await settled(2);
    const mails = await whatChanged();

    // Assert
    expect(answer.status).toBe(200);
    expect(answer.json.watch).toMatchObject({ watching: true, takingBaseline: true, rerunDueAt: null });
    expect(token).toMatch(/^\d+$/);
    expect(baseline.watchOutcome?.kind).toBe('baseline');
    expect(rerun.watchOutcome?.kind).toBe('changed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text.replace(/\s+/g, ' ')).toContain(
      'the Reno warehouse roof repair is budgeted at $12,400',
    );
    const listed = await savedReports(maya);
    expect(listed.find((r) => r.id === reportId)?.watch.takingBaseline).toBe(false);
  }, 240_000);

  it('when a tick sees the edit in the same minute as the switch, then the re-run it makes due is not taken for the first answer: it runs and the e-mail names the edit', async () => {
    // Arrange: Lee, a person of their own (their first look is due at the first tick after the
    // switch), and the clock at a minute's start, so the switch and that tick's look share the minute.
    const saved = await lee.call('POST', '/api/saved-reports', {
      reportName: 'Office budget',
      query: 'What is the office budget for 2027?',
      keywords: ['office budget'],
      deepResearch: false,
    });
    reportId = String(saved.json.id);
    const { now } = (await (await fetch(`${stack.app.url}/__control/clock`)).json()) as { now: string };
    const minute = new Date(Math.ceil((Date.parse(now) + 60_000) / 60_000) * 60_000);
    await moveClocks(stack.app.url, stack.emulators.url, minute);
    const line = 'The office budget 2027 adds $3,000 for the new Lisbon meeting room.';

    // Act
    await lee.call('PATCH', `/api/saved-reports/${reportId}/watch`, { watch: true });
    await drive(LEE, LEE_BUDGET, { append: `\n${line}\n` });
    await moveClocks(stack.app.url, stack.emulators.url, new Date(minute.getTime() + 20_000));
    const baseline = await settled(1);
    await advance(61);
    const rerun = await settled(2);
    const mails = (await mailbox.messagesTo(stack.emulators.url, LEE)).filter((m) =>
      m.subject.endsWith(': what changed'),
    );

    // Assert
    expect(baseline.watchOutcome?.kind).toBe('baseline');
    expect(rerun.id).not.toBe(baseline.id);
    expect(rerun.watchOutcome?.kind).toBe('changed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text.replace(/\s+/g, ' ')).toContain(line);
  }, 240_000);
});
