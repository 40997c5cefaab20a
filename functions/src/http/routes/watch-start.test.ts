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

let stack: LocalStack;
let maya: BrowserSession;
let reportId = '';

async function advance(minutes: number) {
  const clock = (await (await fetch(`${stack.app.url}/__control/clock`)).json()) as { now: string };
  await moveClocks(stack.app.url, stack.emulators.url, new Date(Date.parse(clock.now) + minutes * 60_000));
}

async function append(path: string, text: string) {
  const response = await fetch(`${stack.emulators.url}/__control/drive/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MAYA, path, append: text }),
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
}, 120_000);
afterAll(() => stack?.stop());

describe('switching on the watch of a report that never ran', () => {
  it('when Maya switches it on and edits a matching document at once, before any tick, then the switch says the first answer is being taken and the "what changed" e-mail names the edit', async () => {
    // Act
    const answer = await maya.call('PATCH', `/api/saved-reports/${reportId}/watch`, { watch: true });
    await append(BUDGET, `\n${ADDED}\n`);
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
});
