import { AnalyticsResponse } from '@quarry/contracts/analytics';
import { DEFAULT_MODEL_PRICES, totalTokens } from '@quarry/contracts/usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import type { BrowserSession } from '../../testing/browser-session';
import { readEventStream } from '../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { readyCreator } from '../../testing/sign-in-flow';
import { teamWithMember } from '../../testing/team-setup';

/**
 * The analytics interface over HTTP (docs/architecture/usage-and-analytics.md and docs/architecture/spec-gaps.md): /streamlit's initialize call, and
 * the figures of real runs made through the emulators, for a person and for a team they administer.
 */
const LEADER = 'maya.chen@northwind.test';
const MEMBER = 'analytics.member@gmail.com';
const OUTSIDER = 'sam.outside@northwind.test';

let stack: LocalStack;
let leader: BrowserSession;
let member: BrowserSession;
let outsider: BrowserSession;
let teamId = '';

async function askWith(session: BrowserSession, question: string, keywords: string[]) {
  const found = await session.call('POST', '/api/query/search-documents', { keywords });
  const documents = (
    found.json.documents as { id: string; name: string; mimeType: string; supported: boolean }[]
  )
    .filter((d) => d.supported)
    .map(({ id, name, mimeType }) => ({ id, name, mimeType }));
  const response = await session.raw('POST', '/api/query/extract-and-query', {
    userQuery: question,
    selectedDocuments: documents,
    keywords,
    deepResearch: false,
  });
  const events = await readEventStream(response);
  const complete = events.find((e) => e.type === 'complete');
  expect(complete).toBeDefined();
  return { documents, executionId: String(complete?.executionId), sessionId: String(complete?.sessionId) };
}

/** A run's tokens and estimated cost as the run itself recorded them. */
async function spent(executionId: string) {
  const run = await stack.app.deps.store.get<RunRecord>('reportExecutions', executionId);
  const usage = run?.completion?.usage;
  if (!usage) throw new Error(`run ${executionId} recorded no usage`);
  return {
    tokens: Object.values(usage.byModel).reduce((sum, tally) => sum + totalTokens(tally), 0),
    estimatedCostUsd: usage.estimatedCostUsd,
  };
}

async function analytics(session: BrowserSession, query = '') {
  const response = await session.call('GET', `/api/analytics${query}`);
  return { status: response.status, body: response.json };
}

beforeAll(async () => {
  stack = await startLocalStack();
  ({ leader, member, teamId } = await teamWithMember(stack, {
    leader: LEADER,
    member: MEMBER,
    teamName: 'Costs Desk',
  }));
  outsider = await readyCreator(stack, OUTSIDER);
}, 120_000);
afterAll(() => stack?.stop());

describe('POST /api/streamlit/initialize', () => {
  it('when setup is complete, then it answers the analytics screen’s address', async () => {
    const ready = await leader.call('POST', '/api/streamlit/initialize');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({
      url: `${stack.app.config.appOrigin}/analytics`,
      message: 'Analytics interface ready',
      requiresSetup: false,
    });
  });

  it('when keys are missing, then it answers 403 requiresSetup with no address', async () => {
    const refused = await member.call('POST', '/api/streamlit/initialize');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ url: null, requiresSetup: true });
  });
});

describe('GET /api/analytics', () => {
  it('when nothing has run yet, then every figure is zero and every day of the range is there', async () => {
    const { status, body } = await analytics(outsider, '?days=30');
    expect(status).toBe(200);
    const empty = AnalyticsResponse.parse(body);
    expect(empty.totals).toEqual({
      reports: 0,
      succeeded: 0,
      failed: 0,
      documents: 0,
      tokens: 0,
      estimatedCostUsd: 0,
    });
    expect(empty.reportsPerDay).toHaveLength(30);
    expect(empty.scope).toMatchObject({ kind: 'mine', days: 30 });
  });

  it('when two reports ran, then they show today, with their documents by outcome and type, tokens and cost by model, and links', async () => {
    const first = (await askWith(leader, 'What did the Ridgeline 2 recall cost?', ['recall', 'Ridgeline']))
      .documents;
    const second = (await askWith(leader, 'What is the 2027 hiring plan?', ['hiring'])).documents;
    const { status, body } = await analytics(leader);
    expect(status).toBe(200);
    const figures = AnalyticsResponse.parse(body);
    expect(figures.totals.reports).toBe(2);
    expect(figures.totals.succeeded).toBe(2);
    expect(figures.totals.documents).toBe(first.length + second.length);
    expect(figures.reportsPerDay).toHaveLength(90);
    expect(figures.reportsPerDay.at(-1)?.succeeded).toBe(2);
    const outcomes = figures.documentsByOutcome;
    expect(outcomes.data + outcomes.noData + outcomes.failed).toBe(first.length + second.length);
    expect(figures.documentsByType.reduce((sum, t) => sum + t.count, 0)).toBe(first.length + second.length);
    expect(figures.documentsByType.every((t) => t.type !== 'Other')).toBe(true);
    expect(figures.byModel.length).toBeGreaterThan(0);
    expect(figures.byModel.every((m) => m.tokens > 0 && m.calls > 0)).toBe(true);
    const modelCost = figures.byModel.reduce((sum, m) => sum + m.estimatedCostUsd, 0);
    expect(modelCost).toBeCloseTo(figures.totals.estimatedCostUsd, 9);
    expect(figures.byMonth.at(-1)).toMatchObject({ reports: 2, tokens: figures.totals.tokens });
    // Chat runs are named by their session's title, fitted to 30 characters.
    expect(figures.perReport.map((r) => r.name)).toEqual([
      'What did the Ridgeline 2…',
      'What is the 2027 hiring plan?',
    ]);
    expect(figures.slowest).toHaveLength(2);
    expect(figures.mostExpensive[0]?.href).toMatch(/^\/report-execution\/[\w-]+$/);
    expect(figures.teams).toEqual([{ id: teamId, name: 'Costs Desk' }]);
    expect(figures.pricesAsOf).toBe(DEFAULT_MODEL_PRICES.asOf);
  });

  it('when a chat answer is shared with the answer as its first run, then the totals are still those of the runs really made, to the token (issue 24, item 4)', async () => {
    const asked = await askWith(leader, 'Which suppliers are late on Ridgeline parts?', ['Ridgeline']);
    // Oldest first, as analytics adds them up: the same sums to the last bit.
    const runs = ((await leader.call('GET', '/api/my-report-executions')).json.executions as { id: string }[])
      .map((run) => run.id)
      .reverse();
    const before = AnalyticsResponse.parse((await analytics(leader)).body).totals;
    const shared = await leader.call('POST', '/api/reports/share-from-chat', {
      reportName: 'Late suppliers',
      query: 'Which suppliers are late on Ridgeline parts?',
      keywords: ['Ridgeline'],
      negativeKeywords: [],
      deselectedDocuments: [],
      selectedDirectories: [],
      deepResearch: false,
      chatSessionId: asked.sessionId,
      existingTeamIds: [teamId],
      includeCurrentExecution: true,
      shareType: 'adhoc',
    });
    expect(shared.status).toBe(201);
    const copy = await stack.app.deps.store.get<RunRecord>(
      'reportExecutions',
      `${(shared.json.sharedReportIds as string[])[0]}_initial`,
    );
    expect(copy?.copiedFrom).toBe(asked.executionId);

    const { status, body } = await analytics(leader);

    expect(status).toBe(200);
    const totals = AnalyticsResponse.parse(body).totals;
    const really = await Promise.all(runs.map(spent));
    expect(runs).toHaveLength(3);
    expect(totals).toEqual(before);
    expect(totals.reports).toBe(3);
    expect(totals.tokens).toBe(really.reduce((sum, run) => sum + run.tokens, 0));
    expect(totals.estimatedCostUsd).toBe(really.reduce((sum, run) => sum + run.estimatedCostUsd, 0));
  });

  it('when a team administrator looks at their team, then its shared runs show with links to the team view', async () => {
    const saved = await leader.call('POST', '/api/saved-reports', {
      reportName: 'Recall costs',
      query: 'What did the Ridgeline 2 recall cost?',
      keywords: ['recall', 'Ridgeline'],
    });
    await leader.call('POST', `/api/reports/${saved.json.id}/share`, { teamId, shareType: 'adhoc' });
    const shares = await leader.call('GET', `/api/teams/${teamId}/shared-reports`);
    const share = (shares.json.sharedReports as { id: string; reportName: string }[]).find(
      (s) => s.reportName === 'Recall costs',
    );
    const run = await leader.call('POST', `/api/shared-reports/${share?.id}/execute`);
    await until(
      'the shared run to finish',
      async () =>
        (
          (await leader.call('GET', `/api/shared-report-execution/${run.json.executionId}/view`)).json
            .execution as { status: string }
        ).status === 'success',
      { tries: 600 },
    );
    const { status, body } = await analytics(leader, `?teamId=${teamId}&days=30`);
    expect(status).toBe(200);
    const figures = AnalyticsResponse.parse(body);
    expect(figures.scope).toMatchObject({ kind: 'team', teamId, teamName: 'Costs Desk', days: 30 });
    expect(figures.totals.reports).toBe(1);
    expect(figures.slowest[0]).toMatchObject({
      id: run.json.executionId,
      name: 'Recall costs',
      teamName: 'Costs Desk',
      href: `/shared-report-view/${run.json.executionId}`,
    });
  });

  it('when someone who does not administer the team asks for it, then a member gets 403 and an outsider 404', async () => {
    expect((await analytics(member, `?teamId=${teamId}`)).status).toBe(403);
    expect((await analytics(outsider, `?teamId=${teamId}`)).status).toBe(404);
  });

  it('when the query is malformed, then it answers 400 and says what is wrong', async () => {
    const messages: string[] = [];
    for (const bad of [
      '?days=7',
      '?days=30&days=90',
      '?extra=1',
      '?teamId=%3Cscript%3E',
      `?teamId=${'a'.repeat(200)}`,
    ]) {
      const { status, body } = await analytics(leader, bad);
      expect(status).toBe(400);
      messages.push(String(body.message));
    }

    expect(messages).toEqual([
      'days must be one of 30, 90, 365.',
      'days must be one of 30, 90, 365.',
      'The request has fields Quarry does not know: extra.',
      'teamId is not a team id.',
      'teamId is too long: 200 characters, and the most is 128.',
    ]);
  });
});
