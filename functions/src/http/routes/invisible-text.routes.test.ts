import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { myExecutions, reportDefinition, savedReports, saveReport } from '../../testing/reports-api';
import { readyCreator } from '../../testing/sign-in-flow';
import { grantTeamsPlan } from '../../testing/team-setup';

/**
 * Text made only of invisible characters (zero-width spaces, joiners, the word joiner, the byte-order
 * mark, the soft hyphen, no-break spaces) is as blank as an empty field on every route that refuses a
 * blank: the same 400 with the same message, and nothing stored (docs/decisions/security.md).
 */
const INVISIBLE = '\u200B\u200C\u200D\u2060\uFEFF\u00AD\u00A0';
const MAYA = 'maya.chen@northwind.test';
const DOCUMENT = { id: 'file-1', name: 'Kestrel terms.pdf', mimeType: 'application/pdf' };
let stack: LocalStack;
let maya: BrowserSession;
let reportId = '';

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, MAYA);
  await grantTeamsPlan(stack, MAYA);
  reportId = await saveReport(maya, 'Kestrel terms');
}, 90_000);
afterAll(() => stack?.stop());

/** The same request with the field empty and with it invisible: both answers, status and body. */
async function blankAndInvisible(method: string, path: string, body: (text: string) => unknown) {
  const answer = async (text: string) => {
    const response = await maya.call(method, path, body(text));
    return { status: response.status, body: response.json };
  };
  return { blank: await answer(''), invisible: await answer(INVISIBLE) };
}

describe('text made only of invisible characters', () => {
  it('when a report is saved with such a name, then it answers as for an empty name and saves nothing', async () => {
    const before = await savedReports(maya);
    const { blank, invisible } = await blankAndInvisible('POST', '/api/saved-reports', (name) =>
      reportDefinition(name),
    );
    expect(blank.status).toBe(400);
    expect(invisible).toEqual(blank);
    expect(await savedReports(maya)).toEqual(before);
  });

  it("when a report's query or a column question is changed to such a text, then it answers as for an empty one and nothing changes", async () => {
    const before = await savedReports(maya);
    const query = await blankAndInvisible('PATCH', `/api/saved-reports/${reportId}`, (text) => ({
      query: text,
    }));
    const column = await blankAndInvisible('PATCH', `/api/saved-reports/${reportId}`, (question) => ({
      query: 'A query that must not be saved',
      columns: [{ id: 'c1', question, type: 'text' }],
    }));
    expect([query.blank.status, column.blank.status]).toEqual([400, 400]);
    expect(query.invisible).toEqual(query.blank);
    expect(column.invisible).toEqual(column.blank);
    expect(await savedReports(maya)).toEqual(before);
  });

  it('when a team is created with such a name, then it answers as for an empty name and makes no team', async () => {
    const before = (await maya.call('GET', '/api/teams')).json;
    for (const path of ['/api/teams', '/api/teams/quick-create']) {
      const { blank, invisible } = await blankAndInvisible('POST', path, (name) => ({ name }));
      expect(blank.status).toBe(400);
      expect(invisible).toEqual(blank);
    }
    expect((await maya.call('GET', '/api/teams')).json).toEqual(before);
  });

  it('when such a question is asked, then keywords and runs answer as for an empty question and no run starts', async () => {
    const keywords = await blankAndInvisible('POST', '/api/query/generate-keywords', (query) => ({ query }));
    const run = await blankAndInvisible('POST', '/api/query/extract-and-query', (userQuery) => ({
      userQuery,
      selectedDocuments: [DOCUMENT],
    }));
    expect([keywords.blank.status, run.blank.status]).toEqual([400, 400]);
    expect(keywords.invisible).toEqual(keywords.blank);
    expect(run.invisible).toEqual(run.blank);
    expect(await myExecutions(maya)).toEqual([]);
  });

  it('when a chat session is saved with such a title, then it answers as for an empty title and keeps no session', async () => {
    const { blank, invisible } = await blankAndInvisible('POST', '/api/chat/sessions', (title) => ({
      title,
      chatData: [],
    }));
    expect(blank.status).toBe(400);
    expect(invisible).toEqual(blank);
    expect((await maya.call('GET', '/api/chat/sessions')).json).toMatchObject({ sessions: [] });
  });
});
