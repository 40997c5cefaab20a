import { ADMIN_ACCESS_DENIED, type SystemSettings } from '@quarry/contracts/admin';
import type { AdminModelsResponse } from '@quarry/contracts/admin-models';
import { FLASH_MODEL, PRO_MODEL } from '@quarry/contracts/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystemSettings } from '../../domain/research/model/system-settings';
import { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { readyCreator, readySession } from '../../testing/sign-in-flow';
import { teamWithMember } from '../../testing/team-setup';

/**
 * The system administrator's API (docs/architecture/administration.md): SYS_ADMIN_EMAIL only, on the server; prompts
 * saved as immutable versions that apply to the next run; one list of access grants under two
 * names; a reset that crypto-shreds and ends sessions but keeps reports; everything audited.
 */
const ADMIN = 'admin@northwind.test';
const MAYA = 'maya.chen@northwind.test';

let stack: LocalStack;
let admin: BrowserSession;
let maya: BrowserSession;
let member: BrowserSession;
let anonymous: BrowserSession;

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/system-settings'],
  ['GET', '/api/admin/models'],
  ['PUT', '/api/admin/system-settings', {}],
  ['POST', '/api/admin/system-settings/test', { kind: 'keywords', question: 'x' }],
  ['GET', '/api/admin/system-settings/versions'],
  ['GET', '/api/admin/system-settings/versions/1'],
  ['POST', '/api/admin/system-settings/versions/1/restore'],
  ['GET', '/api/admin/complimentary-access'],
  ['POST', '/api/admin/complimentary-access', { email: 'ana@northwind.test' }],
  ['DELETE', '/api/admin/complimentary-access/ana%40northwind.test'],
  ['GET', '/api/admin/authorized-users'],
  ['POST', '/api/admin/authorized-users', { email: 'ana@northwind.test' }],
  ['DELETE', '/api/admin/authorized-users/ana%40northwind.test'],
  ['POST', '/api/admin/reset-user', { email: MAYA }],
  ['DELETE', '/api/admin/clear-all-sessions'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/report-executions'],
];

async function settings(
  session: BrowserSession,
): Promise<{ settings: SystemSettings; version: number | null }> {
  return (await session.call('GET', '/api/admin/system-settings')).json as never;
}

beforeAll(async () => {
  stack = await startLocalStack();
  admin = await readyCreator(stack, ADMIN);
  maya = await readyCreator(stack, MAYA);
  // A team member signs up from an invitation; the leader's plan is gone again so that the
  // complimentary list below starts empty.
  ({ member } = await teamWithMember(stack, {
    leader: 'lena.leader@northwind.test',
    member: 'theo.member@gmail.com',
    teamName: 'Field Team',
  }));
  await stack.app.deps.store.delete('accessGrants', 'lena.leader@northwind.test');
  anonymous = new BrowserSession(stack.app.url);
}, 120_000);
afterAll(() => stack?.stop());

describe('who may administer', () => {
  it('when anyone but the administrator calls an admin route, then it is refused (401 or 403 Access Denied) and nothing changes', async () => {
    const unexpected: string[] = [];
    for (const [who, session] of [
      ['anonymous', anonymous],
      ['creator', maya],
      ['team member', member],
    ] as const) {
      for (const [method, path, body] of ROUTES) {
        const answer = await session.call(method, path, body);
        if (answer.status < 400) unexpected.push(`${who} ${method} ${path} ${answer.status}`);
        if (who !== 'anonymous') {
          expect(answer.status, `${who} ${method} ${path}`).toBe(403);
          expect(answer.json.message).toBe(ADMIN_ACCESS_DENIED);
        }
      }
    }
    expect(unexpected).toEqual([]);
    expect(await stack.app.deps.store.count('adminAudit')).toBe(0);
    expect(await stack.app.deps.store.count('accessGrants')).toBe(0);
    expect((await stack.app.deps.accounts.users.findByEmail(MAYA))?.user.userType).toBe('creator');
  });
});

describe('prompts with versions', () => {
  it('when the administrator saves twice, then each save is a version with author and message, the next run reads the latest, and restoring the first makes a third equal to it', async () => {
    const before = await settings(admin);
    expect(before.version).toBeNull();
    expect(before.settings.queryPhaseModel).toBe(PRO_MODEL);
    expect(before.settings.queryPhaseSuccinctModel).toBe(FLASH_MODEL);

    const first = {
      ...before.settings,
      queryPhase: 'Answer in three bullet points.',
      queryPhaseModel: FLASH_MODEL,
    };
    const saved = await admin.call('PUT', '/api/admin/system-settings', {
      settings: first,
      message: 'Shorter answers on Flash',
    });
    expect(saved.status).toBe(200);
    expect(saved.json.version).toBe(1);
    expect((await loadSystemSettings(stack.app.deps.store)).queryPhase).toBe(
      'Answer in three bullet points.',
    );

    await admin.call('PUT', '/api/admin/system-settings', {
      settings: { ...first, queryPhase: 'Answer at length.' },
      message: 'Longer again',
    });
    const versions = (await admin.call('GET', '/api/admin/system-settings/versions')).json.versions as {
      number: number;
      author: string;
      message: string;
    }[];
    expect(versions.map((v) => [v.number, v.author, v.message])).toEqual([
      [2, ADMIN, 'Longer again'],
      [1, ADMIN, 'Shorter answers on Flash'],
    ]);

    const restored = await admin.call('POST', '/api/admin/system-settings/versions/1/restore');
    expect(restored.json.version).toBe(3);
    const third = (await admin.call('GET', '/api/admin/system-settings/versions/3')).json.version as {
      settings: SystemSettings;
      restoredFrom: number;
      message: string;
    };
    expect(third).toMatchObject({ restoredFrom: 1, message: 'Restored version 1' });
    expect(third.settings).toEqual(first);
    expect((await loadSystemSettings(stack.app.deps.store)).queryPhaseModel).toBe(FLASH_MODEL);
    const audit = (await admin.call('GET', '/api/admin/audit')).json.entries as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(['settings.restored', 'settings.saved', 'settings.saved']);
  });

  it('when a save is malformed (no message, a model that is not Gemini, a missing prompt), then it answers 400 and no version is written', async () => {
    const { settings: live } = await settings(admin);
    const count = await stack.app.deps.store.count('systemSettingsVersions');
    const { queryPhase: _gone, ...missing } = live;
    for (const body of [
      { settings: live },
      { settings: live, message: '   ' },
      { settings: { ...live, queryPhaseModel: 'gpt-4o' }, message: 'x' },
      { settings: { ...live, queryPhaseModel: 'Gemini Pro' }, message: 'x' },
      { settings: missing, message: 'x' },
      { settings: { ...live, extra: 'x' }, message: 'x' },
    ]) {
      expect((await admin.call('PUT', '/api/admin/system-settings', body)).status).toBe(400);
    }
    expect((await admin.call('GET', '/api/admin/system-settings/versions/999')).status).toBe(404);
    expect((await admin.call('GET', '/api/admin/system-settings/versions/abc')).status).toBe(400);
    expect(await stack.app.deps.store.count('systemSettingsVersions')).toBe(count);
  });
});

describe('the models the key can call', () => {
  const listModels = async () => (await admin.call('GET', '/api/admin/models')).json as AdminModelsResponse;

  it('when the settings name a retired model, then the list marks the configured models, flags the gone one with its stand-in until the setting is changed', async () => {
    const { settings: live } = await settings(admin);
    await admin.call('PUT', '/api/admin/system-settings', {
      settings: { ...live, queryPhaseModel: 'gemini-2.5-pro', sanityCheckPromptModel: 'gemini-2.5-pro' },
      message: 'An old model, restored from history',
    });

    const gone = await listModels();

    expect(gone.status).toBe('listed');
    const ids = gone.models.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([FLASH_MODEL, PRO_MODEL]));
    expect(gone.models.find((m) => m.id === FLASH_MODEL)).toMatchObject({
      displayName: 'Gemini 3.8 Flash',
      inputTokenLimit: 1_048_576,
      thinking: true,
      usedBy: ['queryPhaseSuccinct', 'contradictionPrompt'],
    });
    expect(gone.models.find((m) => m.id === 'gemini-3.7-flash')?.usedBy).toEqual([]);
    expect(gone.configured.find((c) => c.model === 'gemini-2.5-pro')).toEqual({
      model: 'gemini-2.5-pro',
      usedBy: ['queryPhase', 'sanityCheckPrompt'],
      available: false,
      fallback: PRO_MODEL,
    });
    expect(gone.configured.find((c) => c.model === FLASH_MODEL)?.available).toBe(true);

    await admin.call('PUT', '/api/admin/system-settings', {
      settings: live,
      message: 'Back to today’s models',
    });
    const fixed = await listModels();
    expect(fixed.configured.every((c) => c.available)).toBe(true);
    expect(fixed.configured.map((c) => c.model).sort()).toEqual([FLASH_MODEL, PRO_MODEL].sort());
  });

  it('when the request carries junk query parameters, then they are ignored: a clear answer, never a 5xx, and nothing stored', async () => {
    const before = await listModels();
    const versions = await stack.app.deps.store.count('systemSettingsVersions');
    for (const path of ['/api/admin/models?status=gone&x[y]=1', '/api/admin/models?%E0%A4%A=1']) {
      const answer = await admin.call('GET', path);
      expect(answer.status, path).toBeLessThan(500);
      if (answer.status === 200) expect(answer.json).toEqual(before);
      else expect(typeof answer.json.message).toBe('string');
    }
    expect(await stack.app.deps.store.count('systemSettingsVersions')).toBe(versions);
  });

  it('when the administrator has no Gemini key, then the answer says so and the configured models are listed as not known', async () => {
    await admin.call('DELETE', '/api/user/keys');
    try {
      const noKey = await listModels();
      expect(noKey.status).toBe('noKey');
      expect(noKey.models).toEqual([]);
      expect(noKey.configured.length).toBeGreaterThan(0);
      expect(noKey.configured.every((c) => c.available === null)).toBe(true);
    } finally {
      await readySession(admin, ADMIN);
    }
  });
});

describe('the test panel', () => {
  it('when a draft prompt is tested, then it runs with the administrator key and reports its answer and tokens, and nothing is saved', async () => {
    const { settings: live, version } = await settings(admin);
    const draft = { ...live, keywordGenerationStep1Model: FLASH_MODEL, queryPhaseSuccinctModel: FLASH_MODEL };
    const keywords = await admin.call('POST', '/api/admin/system-settings/test', {
      kind: 'keywords',
      settings: draft,
      question: 'What does the acceptable use policy say about AI tools?',
    });
    expect(keywords.status).toBe(200);
    expect(keywords.json).toMatchObject({ calls: 3, models: expect.arrayContaining([FLASH_MODEL]) });
    expect(String(keywords.json.answer).length).toBeGreaterThan(0);
    const tokens = keywords.json.tokens as { input: number; output: number };
    expect(tokens.input).toBeGreaterThan(0);
    expect(tokens.output).toBeGreaterThan(0);

    const report = await admin.call('POST', '/api/admin/system-settings/test', {
      kind: 'report',
      settings: draft,
      question: 'What did the Summit 2 recall cost?',
      deepResearch: false,
    });
    expect(report.status).toBe(200);
    expect(report.json.models).toEqual([FLASH_MODEL]);
    expect(String(report.json.answer)).toMatch(/\[\d\]/);

    const found = await admin.call('POST', '/api/query/search-documents', { keywords: ['policy'] });
    const policy = (found.json.documents as { id: string; name: string }[]).find((d) =>
      /Acceptable Use/.test(d.name),
    );
    const extraction = await admin.call('POST', '/api/admin/system-settings/test', {
      kind: 'extraction',
      settings: draft,
      question: 'What does the acceptable use policy say about AI tools?',
      documentId: policy?.id,
    });
    expect(extraction.status).toBe(200);
    expect(extraction.json.calls).toBeGreaterThanOrEqual(1);

    const missing = await admin.call('POST', '/api/admin/system-settings/test', {
      kind: 'extraction',
      settings: draft,
      question: 'Anything?',
    });
    expect(missing.status).toBe(400);
    const unknown = await admin.call('POST', '/api/admin/system-settings/test', {
      kind: 'extraction',
      settings: draft,
      question: 'Anything?',
      documentId: 'no-such-file',
    });
    expect(unknown.status).toBe(404);
    expect((await settings(admin)).version).toBe(version);
  });
});

describe('the comparison prompt (issue 29)', () => {
  it('when the disagreements test runs, then the sample findings’ conflict comes back from the Flash model by default, and from Pro once switched', async () => {
    const { settings: live } = await settings(admin);
    const question = 'What did the Summit 2 recall cost?';

    const flash = await admin.call('POST', '/api/admin/system-settings/test', {
      kind: 'disagreements',
      settings: live,
      question,
    });
    const pro = await admin.call('POST', '/api/admin/system-settings/test', {
      kind: 'disagreements',
      settings: { ...live, contradictionPromptModel: PRO_MODEL },
      question,
    });

    expect(flash.status).toBe(200);
    expect(flash.json).toMatchObject({ calls: 1, models: [FLASH_MODEL] });
    expect(String(flash.json.answer)).toContain('[1] $1.3 million (page 2)');
    expect(String(flash.json.answer)).toContain('[4] $1.6 million (page 1)');
    expect(pro.json).toMatchObject({ calls: 1, models: [PRO_MODEL], answer: flash.json.answer });
  });

  it('when the settings and a version were saved before the prompt existed, then both load with its default', async () => {
    const { store } = stack.app.deps;
    const { settings: live } = await settings(admin);
    const { contradictionPrompt: _p, contradictionPromptModel: _m, ...older } = live;
    const saved = await admin.call('PUT', '/api/admin/system-settings', {
      settings: live,
      message: 'Before',
    });
    const number = saved.json.version as number;
    const id = String(number).padStart(8, '0');
    const version = await store.get<Record<string, unknown>>('systemSettingsVersions', id);
    await store.set('systemSettingsVersions', id, { ...version, settings: older });
    await store.set('systemSettings', 'global', { ...older, version: number });

    const current = await settings(admin);
    const kept = (await admin.call('GET', `/api/admin/system-settings/versions/${number}`)).json.version as {
      settings: SystemSettings;
    };

    const defaults = { contradictionPrompt: live.contradictionPrompt, contradictionPromptModel: FLASH_MODEL };
    expect(current.settings).toMatchObject(defaults);
    expect(kept.settings).toMatchObject(defaults);
    const restored = await admin.call('POST', `/api/admin/system-settings/versions/${number}/restore`);
    expect(restored.status).toBe(200);
  });
});

describe('access grants', () => {
  it('when an address is granted under one name, then both lists show it, the creator has the Teams plan at once, and removing it ends that', async () => {
    const granted = await admin.call('POST', '/api/admin/complimentary-access', {
      email: '  Maya.Chen@Northwind.test ',
    });
    expect(granted.status).toBe(201);
    const both = [
      (await admin.call('GET', '/api/admin/complimentary-access')).json.users,
      (await admin.call('GET', '/api/admin/authorized-users')).json.users,
    ] as { email: string }[][];
    expect(both.map((list) => list.map((u) => u.email))).toEqual([[MAYA], [MAYA]]);
    expect((await maya.call('GET', '/api/subscription/status')).json).toMatchObject({
      hasAccess: true,
      reason: 'complimentary_access',
    });

    const removed = await admin.call('DELETE', `/api/admin/authorized-users/${encodeURIComponent(MAYA)}`);
    expect(removed.status).toBe(200);
    expect((await maya.call('GET', '/api/subscription/status')).json.hasAccess).toBe(false);
    expect(
      (await admin.call('POST', '/api/admin/complimentary-access', { email: 'not-an-email' })).json.message,
    ).toContain('Invalid Email: Please enter a valid email address');
  });
});

describe('the danger zone', () => {
  it('when a user is reset, then their keys are shredded, their sessions end and they are a team member, with their reports kept', async () => {
    const saved = await maya.call('POST', '/api/saved-reports', {
      reportName: 'Kept',
      query: 'What did the recall cost?',
      keywords: ['recall'],
    });
    const mayaUid = (await stack.app.deps.accounts.users.findByEmail(MAYA))!.uid;
    expect(await stack.app.deps.accounts.keys.has(mayaUid, 'geminiKey')).toBe(true);

    expect((await admin.call('POST', '/api/admin/reset-user', { email: '' })).json.message).toContain(
      'Invalid Email: Please enter a valid email address',
    );
    const reset = await admin.call('POST', '/api/admin/reset-user', { email: MAYA });

    expect(reset.status).toBe(200);
    expect(await stack.app.deps.accounts.keys.has(mayaUid, 'geminiKey')).toBe(false);
    expect((await maya.call('GET', '/api/saved-reports')).status).toBe(401);
    const user = (await stack.app.deps.accounts.users.get(mayaUid))!;
    expect(user).toMatchObject({ userType: 'team_member', accountStatus: 'TEAM_MEMBER_OAUTH_ONLY' });
    expect(await stack.app.deps.store.get('savedReports', String(saved.json.id))).not.toBeNull();
    expect(
      (await admin.call('POST', '/api/admin/reset-user', { email: 'nobody@northwind.test' })).status,
    ).toBe(404);
  });

  it('when all chat sessions are cleared, then none are left and the audit list names the action', async () => {
    await admin.call('POST', '/api/chat/sessions', {
      title: 'One',
      chatData: [{ id: 'm1', role: 'user', content: 'Hi', timestamp: '2026-11-22T10:00:00.000Z' }],
      searchTerms: [],
      selectedFiles: [],
    });
    const cleared = await admin.call('DELETE', '/api/admin/clear-all-sessions');
    expect(cleared.status).toBe(200);
    expect(await stack.app.deps.store.count('chatSessions')).toBe(0);
    const [latest] = (await admin.call('GET', '/api/admin/audit')).json.entries as {
      action: string;
      actor: string;
    }[];
    expect(latest).toMatchObject({ action: 'sessions.cleared', actor: ADMIN });
  });
});

describe('report monitoring', () => {
  it("when runs exist, then everyone's show newest first, paged, with counts per status", async () => {
    const { store } = stack.app.deps;
    const base = Date.parse('2026-11-01T00:00:00Z');
    const adminUid = (await stack.app.deps.accounts.users.findByEmail(ADMIN))!.uid;
    for (let i = 0; i < 60; i++) {
      await store.set('reportExecutions', `m-${i}`, {
        ownerId: adminUid,
        savedReportId: null,
        chatSessionId: null,
        triggerSource: i % 2 ? 'chat' : 'saved_report',
        savedReportName: `Run ${i}`,
        chatSessionTitle: null,
        executionStatus: i % 3 === 0 ? 'failed' : 'success',
        progress: 100,
        reportDetails: {
          query: 'q',
          keywords: ['k'],
          negativeKeywords: [],
          directories: [{ id: 'f', name: 'Finance', path: '/Finance' }],
          deselectedDocuments: [],
          deepResearch: true,
          enableIntroduction: true,
          enableConclusion: false,
        },
        errorMessage: i % 3 === 0 ? 'It failed' : null,
        notificationSentAt: null,
        viewedAt: null,
        createdAt: new Date(base + i * 60_000).toISOString(),
      });
    }

    const first = (await admin.call('GET', '/api/admin/report-executions')).json as {
      executions: { reportName: string; userEmail: string; directories: string[] }[];
      counts: Record<string, number>;
      nextCursor: string;
    };
    expect(first.executions).toHaveLength(50);
    expect(first.executions[0]).toMatchObject({
      reportName: 'Run 59',
      userEmail: ADMIN,
      directories: ['/Finance'],
    });
    expect(first.counts).toMatchObject({ all: 60, failed: 20, success: 40 });
    const second = (
      await admin.call('GET', `/api/admin/report-executions?before=${encodeURIComponent(first.nextCursor)}`)
    ).json as { executions: { reportName: string }[]; nextCursor: string | null };
    expect(second.executions.map((e) => e.reportName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Run ${9 - i}`),
    );
    expect(second.nextCursor).toBeNull();
    const failed = (await admin.call('GET', '/api/admin/report-executions?status=failed')).json as {
      executions: { status: string }[];
    };
    expect(failed.executions.every((e) => e.status === 'failed')).toBe(true);
    const paused = await admin.call('GET', '/api/admin/report-executions?status=paused');
    expect(paused.status).toBe(200);
    expect(paused.json).toMatchObject({ executions: [], counts: { paused: 0 } });
    expect((await admin.call('GET', '/api/admin/report-executions?status=done')).status).toBe(400);
  });
});
