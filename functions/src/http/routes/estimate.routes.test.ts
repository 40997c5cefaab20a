import type { RunEstimate } from '@quarry/contracts/estimate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { savedReports, saveReport } from '../../testing/reports-api';
import { readyCreator } from '../../testing/sign-in-flow';

/**
 * Estimates before a run, and a saved report's own cost cap, over HTTP (issue 26, items 3 and 4):
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
