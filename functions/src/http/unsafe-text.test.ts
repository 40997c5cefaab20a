import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../testing/browser-session';
import { type LocalStack, startLocalStack } from '../testing/local-stack';
import { readyCreator } from '../testing/sign-in-flow';
import { grantTeamsPlan } from '../testing/team-setup';

/**
 * Text that hides what it says (docs/decisions/security.md): NUL and other control characters, unpaired
 * surrogates and text-direction overrides are refused where people name and ask things, with a 400
 * that says why, and nothing is stored.
 */
const MAYA = 'maya.chen@northwind.test';
const OVERRIDE = 'Payroll \u202Egnp.exe';
const NUL = 'Budget\u0000 review';
const LONE_SURROGATE = 'What about \ud800 this?';

let stack: LocalStack;
let maya: BrowserSession;

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, MAYA);
  await grantTeamsPlan(stack, MAYA);
}, 60_000);
afterAll(() => stack?.stop());

describe('unsafe characters', () => {
  it('when a team is named with a text-direction override, then it is refused with a 400 saying why and no team exists', async () => {
    const created = await maya.call('POST', '/api/teams', { name: OVERRIDE });

    expect(created.status).toBe(400);
    expect(String(created.json.message)).toContain('The team name contains characters that cannot be stored');
    const teams = JSON.stringify((await maya.call('GET', '/api/teams')).json);
    expect(teams).not.toContain('Payroll');
  });

  it('when a report is saved with a NUL in its name, then it is refused and nothing is saved', async () => {
    const saved = await maya.call('POST', '/api/saved-reports', {
      reportName: NUL,
      query: 'What did the recall cost?',
      keywords: ['recall'],
    });

    expect(saved.status).toBe(400);
    expect(String(saved.json.message)).toContain('The report name contains characters that cannot be stored');
    expect(JSON.stringify((await maya.call('GET', '/api/saved-reports')).json)).not.toContain('Budget');
  });

  it('when a question holds an unpaired surrogate, then keywords are refused before any model call', async () => {
    const asked = await maya.call('POST', '/api/query/generate-keywords', { query: LONE_SURROGATE });

    expect(asked.status).toBe(400);
    expect(String(asked.json.message)).toContain('The question contains characters that cannot be stored');
  });

  it('when a chat session is titled with a NUL, then it is refused', async () => {
    const saved = await maya.call('POST', '/api/chat/sessions', { title: NUL, chatData: [] });

    expect(saved.status).toBe(400);
    expect(String(saved.json.message)).toContain('The chat title contains characters that cannot be stored');
  });
});
