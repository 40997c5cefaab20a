import type { RunEstimate } from '@quarry/contracts/estimate';
import type { GridColumns } from '@quarry/contracts/grid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { savedReports, saveReport } from '../../testing/reports-api';
import { readyCreator } from '../../testing/sign-in-flow';
import { snapshotStore } from '../../testing/store-snapshot';

/**
 * Estimates before a run, and a saved report's own cost cap, over HTTP (docs/decisions/reading-economy.md):
 * the owner's, for the owner only; another person's saved report is reported missing.
 */
const MAYA = 'maya.chen@northwind.test';
const SAM = 'sam.rivera@northwind.test';
let stack: LocalStack;
let maya: BrowserSession;
let sam: BrowserSession;

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, MAYA);
  sam = await readyCreator(stack, SAM);
}, 90_000);
afterAll(() => stack?.stop());

interface Found {
  id: string;
  name: string;
  mimeType: string;
  size?: number;
  supported: boolean;
}

async function found(session: BrowserSession, keywords: string[]): Promise<Found[]> {
  const result = await session.call('POST', '/api/query/search-documents', { keywords });
  return (result.json.documents as Found[]).filter((d) => d.supported);
}

describe('the estimate before a run', () => {
  it('when the chat asks for the estimate of documents the search found, then it counts them, their calls, tokens and cost, with no cap by default', async () => {
    const documents = await found(maya, ['Kestrel']);
    expect(documents.some((d) => typeof d.size === 'number')).toBe(true);

    const result = await maya.call('POST', '/api/research/estimate', {
      documents: documents.map(({ id, name, mimeType, size }) => ({ id, name, mimeType, size })),
      deepResearch: true,
    });

    expect(result.status).toBe(200);
    const estimate = result.json as unknown as RunEstimate;
    expect(estimate.documents).toBe(documents.length);
    // Packed as the run packs them (packing.ts): the small documents share calls. Deep research with
    // an introduction and a conclusion adds four, and comparing the findings one.
    expect(estimate.extractionCalls).toBeGreaterThan(0);
    expect(estimate.extractionCalls).toBeLessThan(documents.length);
    expect(estimate).toMatchObject({ reportCalls: 5, costCapUsd: null });
    expect(estimate.modelCalls).toBe(estimate.extractionCalls + 5);
    expect(estimate.inputTokens).toBeGreaterThan(0);
    expect(estimate.costUsd).toBeGreaterThan(0);
    expect(estimate.mayStopAtCap).toBe(false);
  });

  it('when the person has a cap smaller than the estimate, then the estimate says the run may stop at it', async () => {
    const documents = await found(sam, ['2026']);
    await sam.call('PUT', '/api/user/preferences', { reportCostCapUsd: 0.01 });

    const result = await sam.call('POST', '/api/research/estimate', {
      documents: documents.map(({ id, name, mimeType, size }) => ({ id, name, mimeType, size })),
    });

    expect(result.json).toMatchObject({ costCapUsd: 0.01, mayStopAtCap: true });
    await sam.call('PUT', '/api/user/preferences', { reportCostCapUsd: null });
  });

  it("when the owner asks for a saved report's estimate, then its documents are found as its run finds them; anyone else is told it does not exist", async () => {
    const id = await saveReport(maya, 'Kestrel estimate');

    const own = await maya.call('GET', `/api/saved-reports/${id}/estimate`);
    const other = await sam.call('GET', `/api/saved-reports/${id}/estimate`);

    expect(own.status).toBe(200);
    // The saved definition is succinct: one call writes the report, one compares the findings.
    expect(own.json).toMatchObject({ reportCalls: 2 });
    expect(Number(own.json.documents)).toBeGreaterThan(0);
    expect(other.status).toBe(404);
  });
});

describe("the estimate of a run with the evidence grid's columns (issue 40, item 8)", () => {
  const COLUMNS: GridColumns = [
    { id: 'c1', question: 'Who is the supplier?', type: 'text' },
    { id: 'c2', question: 'What is the recall cost?', type: 'number' },
  ];
  /** A session notes its last use on any signed-in request; nothing else may move. */
  const MOVING = { fields: { authSessions: ['lastSeenAt'] }, collections: ['rateCounters'] };
  const snapshot = () => snapshotStore(stack.app.config.dataDir, MOVING);
  const request = async (session: BrowserSession, columns?: unknown) => {
    const documents = await found(maya, ['Kestrel']);
    return session.call('POST', '/api/research/estimate', {
      documents: documents.map(({ id, name, mimeType, size }) => ({ id, name, mimeType, size })),
      deepResearch: false,
      ...(columns === undefined ? {} : { columns }),
    });
  };

  it('when the chat sends columns, then the estimate counts their cells in the same extraction calls, and each column more costs more', async () => {
    const none = (await request(maya)).json as unknown as RunEstimate;
    const one = (await request(maya, COLUMNS.slice(0, 1))).json as unknown as RunEstimate;
    const two = (await request(maya, COLUMNS)).json as unknown as RunEstimate;

    expect(two.extractionCalls).toBe(none.extractionCalls);
    expect(one.byStep.extraction.outputTokens).toBeGreaterThan(none.byStep.extraction.outputTokens);
    expect(two.byStep.extraction.outputTokens).toBeGreaterThan(one.byStep.extraction.outputTokens);
    expect(two.costUsd).toBeGreaterThan(one.costUsd);
    expect(two.byStep.report).toEqual(none.byStep.report);
  });

  it.each([
    [
      'a column without a question',
      [{ id: 'c1', question: ' ', type: 'text' }],
      'Each column needs a short question',
    ],
    ['an id outside c1 to c20', [{ id: 'c21', question: 'Who?', type: 'text' }], 'A column id is c1 to c20'],
    ['two columns with one id', [COLUMNS[0], { ...COLUMNS[1], id: 'c1' }], 'Column ids must differ'],
    [
      'twenty-one columns',
      Array.from({ length: 21 }, (_, i) => ({ id: `c${(i % 20) + 1}`, question: 'Who?', type: 'text' })),
      'At most 20 columns',
    ],
    ['a type the grid does not know', [{ id: 'c1', question: 'Who?', type: 'colour' }], undefined],
    ['columns that are not a list', 'Who is the supplier?', undefined],
  ])(
    'when the columns are %s, then it is a 400 that says so, and nothing is stored',
    async (_, columns, message) => {
      const before = snapshot();

      const response = await request(maya, columns);

      expect(response.status).toBe(400);
      if (message) expect(JSON.stringify(response.json)).toContain(message);
      expect(snapshot()).toEqual(before);
    },
  );

  it('when nobody is signed in, then an estimate with columns is 401 and nothing is stored', async () => {
    const before = snapshot();

    const response = await request(new BrowserSession(stack.app.url), COLUMNS);

    expect(response.status).toBe(401);
    expect(snapshot()).toEqual(before);
  });
});

describe('the estimate read ahead with the question and its keywords', () => {
  const MOVING = { fields: { authSessions: ['lastSeenAt'] }, collections: ['rateCounters'] };
  const snapshot = () => snapshotStore(stack.app.config.dataDir, MOVING);
  const estimate = async (words: Record<string, unknown>) => {
    const documents = await found(maya, ['Kestrel']);
    return maya.call('POST', '/api/research/estimate', {
      documents: documents.map(({ id, name, mimeType, size }) => ({ id, name, mimeType, size })),
      deepResearch: false,
      ...words,
    });
  };

  it('when the question names what the documents speak of, then it expects more findings than for one they barely touch', async () => {
    const about = await estimate({
      question: 'Who supplies Kestrel components, and on what terms?',
      keywords: ['Kestrel'],
    });
    const barely = await estimate({ question: 'What colour is the office carpet?', keywords: ['Kestrel'] });

    expect(about.status).toBe(200);
    const [a, b] = [about.json, barely.json] as unknown as RunEstimate[];
    // The same documents read: the same extraction prompts, less in the answers and the report.
    expect(a?.byStep.extraction.calls).toBe(b?.byStep.extraction.calls);
    expect(a?.byStep.report.inputTokens).toBeGreaterThan(b?.byStep.report.inputTokens ?? 0);
  });

  it.each([
    ['a question that is not text', { question: 42 }],
    ['a question past the longest one', { question: 'x'.repeat(10_001) }],
    ['keywords that are not a list', { keywords: 'Kestrel' }],
    ['a blank keyword', { keywords: [' '] }],
    ['101 excluded keywords', { negativeKeywords: Array.from({ length: 101 }, (_, i) => `k${i}`) }],
  ])('when it carries %s, then it is a 400 and nothing is stored', async (_, words) => {
    const before = snapshot();

    const response = await estimate(words);

    expect(response.status).toBe(400);
    expect(snapshot()).toEqual(before);
  });
});

describe("a saved report's own cost cap", () => {
  it('when the owner sets it, then the list shows it and the estimate uses it over the preference; anyone else cannot change it', async () => {
    const id = await saveReport(maya, 'Capped');

    const set = await maya.call('PATCH', `/api/saved-reports/${id}/cost-cap`, { costCap: 0.02 });
    const other = await sam.call('PATCH', `/api/saved-reports/${id}/cost-cap`, { costCap: 'none' });

    expect(set.status).toBe(200);
    expect(other.status).toBe(404);
    expect((await savedReports(maya)).find((r) => r.id === id)?.costCap).toBe(0.02);
    expect((await maya.call('GET', `/api/saved-reports/${id}/estimate`)).json).toMatchObject({
      costCapUsd: 0.02,
    });
  });

  it('when it is none or the preference, then the estimate has no cap or the preference', async () => {
    const id = await saveReport(maya, 'Following');
    await maya.call('PUT', '/api/user/preferences', { reportCostCapUsd: 3 });

    const following = await maya.call('GET', `/api/saved-reports/${id}/estimate`);
    await maya.call('PATCH', `/api/saved-reports/${id}/cost-cap`, { costCap: 'none' });
    const none = await maya.call('GET', `/api/saved-reports/${id}/estimate`);

    expect(following.json).toMatchObject({ costCapUsd: 3 });
    expect(none.json).toMatchObject({ costCapUsd: null });
    await maya.call('PUT', '/api/user/preferences', { reportCostCapUsd: null });
  });

  it('when the report is run, then the cap that applies is resolved then and kept on the run, whatever changes after', async () => {
    const id = await saveReport(maya, 'Kept cap');
    await maya.call('PATCH', `/api/saved-reports/${id}/cost-cap`, { costCap: 4.5 });

    const queued = await maya.call('POST', '/api/report-executions', { savedReportId: id });
    await maya.call('PATCH', `/api/saved-reports/${id}/cost-cap`, { costCap: 'none' });

    const run = await stack.app.deps.store.get<{ costCapUsd?: number | null }>(
      'reportExecutions',
      String(queued.json.executionId),
    );
    expect(run?.costCapUsd).toBe(4.5);
  });
});
