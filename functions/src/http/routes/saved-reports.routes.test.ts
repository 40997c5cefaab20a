import { NOT_WATCHING } from '@quarry/contracts/watch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { myExecutions, reportDefinition, savedReports, saveReport } from '../../testing/reports-api';
import { readyCreator } from '../../testing/sign-in-flow';

/** Saved reports over HTTP: the definitions a person keeps, and only they can see or change. */
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

describe('saved reports', () => {
  it('when a report is saved without a name or with a name over 100 characters, then it is refused with the spec message and nothing is stored', async () => {
    const empty = await maya.call('POST', '/api/saved-reports', reportDefinition('   '));
    expect(empty.status).toBe(400);
    expect(String(empty.json.message)).toContain('Report name is required');
    const long = await maya.call('POST', '/api/saved-reports', reportDefinition('R'.repeat(101)));
    expect(long.status).toBe(400);
    expect(String(long.json.message)).toContain('Report name must be 100 characters or less');
    expect(await savedReports(maya)).toEqual([]);
  });

  it('when a report is saved, then the list shows it with its lists as JSON text, no shared teams and not watching', async () => {
    const saved = await maya.call('POST', '/api/saved-reports', reportDefinition('Kestrel terms'));
    expect(saved.status).toBe(201);
    const mine = (await savedReports(maya)).find((r) => r.id === saved.json.id);
    expect(mine).toMatchObject({
      reportName: 'Kestrel terms',
      query: 'What are the payment terms with Kestrel?',
      keywords: '["Kestrel"]',
      negativeKeywords: '["draft"]',
      deselectedDocuments: '[{"id":"gone-1","name":"Old notes.md"}]',
      selectedDirectories: '[]',
      deepResearch: false,
      enableIntroduction: true,
      enableConclusion: true,
      showDocumentsInSharedReports: true,
      watch: NOT_WATCHING,
      sharedTeams: [],
    });
  });

  it('when the query and privacy are changed, then the list shows the trimmed query and the new setting, and an empty query is refused', async () => {
    const id = await saveReport(maya, 'Editable');
    expect(
      (await maya.call('PATCH', `/api/saved-reports/${id}`, { query: '  When does it end?  ' })).status,
    ).toBe(200);
    const empty = await maya.call('PATCH', `/api/saved-reports/${id}`, { query: '   ' });
    expect(empty.status).toBe(400);
    const privacy = await maya.call('PATCH', `/api/saved-reports/${id}/privacy`, {
      showDocumentsInSharedReports: false,
    });
    expect(privacy.status).toBe(200);
    const mine = (await savedReports(maya)).find((r) => r.id === id);
    expect(mine).toMatchObject({ query: 'When does it end?', showDocumentsInSharedReports: false });
  });

  it('when a report is deleted, then it leaves the list', async () => {
    const id = await saveReport(maya, 'Short-lived');
    expect((await maya.call('DELETE', `/api/saved-reports/${id}`)).status).toBe(200);
    expect((await savedReports(maya)).map((r) => r.id)).not.toContain(id);
  });

  it('when another person changes, deletes or runs my report, then it is not found for them, stays unchanged and never shows in their list', async () => {
    const id = await saveReport(maya, 'Private to Maya');
    const before = (await savedReports(maya)).find((r) => r.id === id);
    const attempts = [
      await sam.call('PATCH', `/api/saved-reports/${id}`, { query: 'Sam was here' }),
      await sam.call('PATCH', `/api/saved-reports/${id}/privacy`, { showDocumentsInSharedReports: false }),
      await sam.call('DELETE', `/api/saved-reports/${id}`),
      await sam.call('POST', '/api/report-executions', { savedReportId: id }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect((await savedReports(maya)).find((r) => r.id === id)).toEqual(before);
    expect(await savedReports(sam)).toEqual([]);
    expect(await myExecutions(sam)).toEqual([]);
  });
});
