import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../testing/browser-session';
import { mailbox } from '../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../testing/local-stack';
import { TEST_GEMINI_KEY } from '../testing/sign-in-flow';
import { teamWithMember } from '../testing/team-setup';
import { BAD_KEY_MESSAGE, MISMATCH_MESSAGE } from './middleware/idempotency';

/**
 * Actions that create or spend happen once however often they are sent (docs/decisions/security.md): two
 * identical requests at once, with one Idempotency-Key or (from a client that sends none) with the
 * same body, make one effect and get one answer.
 */
let stack: LocalStack;
let leader: BrowserSession;
let member: BrowserSession;
let teamId: string;

const key = () => crypto.randomUUID();
const report = (reportName: string) => ({
  reportName,
  query: 'What did the recall cost?',
  keywords: ['recall'],
});
/** The ids of the saved reports called `reportName` (each test uses names of its own). */
const savedNamed = async (reportName: string) =>
  (
    await stack.app.deps.store.query('savedReports', {
      where: [{ field: 'reportName', op: '==', value: reportName }],
    })
  ).map((d) => d.id);
const storedKeys = () => stack.app.deps.store.count('idempotencyKeys');

beforeAll(async () => {
  stack = await startLocalStack();
  ({ leader, member, teamId } = await teamWithMember(stack, {
    leader: 'maya.chen@northwind.test',
    member: 'sam.member@gmail.com',
    teamName: 'Recall Response',
  }));
}, 120_000);
afterAll(() => stack?.stop());

describe('a double click on Save in the Save Report dialog', () => {
  it('when two identical saves carry one Idempotency-Key at once, then one report is saved and both get its answer', async () => {
    const headers = { 'Idempotency-Key': key() };

    const [first, second] = await Promise.all([
      leader.call('POST', '/api/saved-reports', report('Twice clicked'), headers),
      leader.call('POST', '/api/saved-reports', report('Twice clicked'), headers),
    ]);

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.json).toEqual(first.json);
    expect([first, second].filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    expect(await savedNamed('Twice clicked')).toEqual([first.json.id]);
  });

  it('when a client that sends no key posts the same save twice at once, then one report is saved', async () => {
    const [first, second] = await Promise.all([
      leader.call('POST', '/api/saved-reports', report('Spec client')),
      leader.call('POST', '/api/saved-reports', report('Spec client')),
    ]);

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await savedNamed('Spec client')).toEqual([first.json.id]);
  });

  it('when a save with a key failed, then sending it again with that key saves it', async () => {
    const headers = { 'Idempotency-Key': key() };
    const failed = await leader.call('POST', '/api/saved-reports', { reportName: 'Retried' }, headers);

    const retried = await leader.call('POST', '/api/saved-reports', report('Retried'), headers);

    expect(failed.status).toBe(400);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await savedNamed('Retried')).toEqual([retried.json.id]);
  });
});

describe("a double tap on the team dashboard's Run Report", () => {
  it("when a member's two runs of a shared report arrive at once, with a key or without, then one run starts on their key", async () => {
    const saved = await leader.call('POST', '/api/saved-reports', report('Shared run'));
    const shared = await leader.call('POST', `/api/reports/${saved.json.id}/share`, {
      teamId,
      shareType: 'adhoc',
    });
    const shareId = String(shared.json.sharedReportId);
    await member.call('POST', '/api/user/gemini-key', { geminiApiKey: TEST_GEMINI_KEY });
    const execute = `/api/shared-reports/${shareId}/execute`;
    const headers = { 'Idempotency-Key': key() };

    const keyed = await Promise.all([
      member.call('POST', execute, undefined, headers),
      member.call('POST', execute, undefined, headers),
    ]);
    const bare = await Promise.all([member.call('POST', execute), member.call('POST', execute)]);

    expect([...keyed, ...bare].map((r) => r.status)).toEqual([202, 202, 202, 202]);
    expect(keyed[1]?.json.executionId).toBe(keyed[0]?.json.executionId);
    expect(bare[1]?.json.executionId).toBe(bare[0]?.json.executionId);
    const runs = await stack.app.deps.store.query('reportExecutions', {
      where: [{ field: 'sharedReportId', op: '==', value: shareId }],
    });
    expect(runs.map((r) => r.id).sort()).toEqual(
      [keyed[0]?.json.executionId, bare[0]?.json.executionId].sort(),
    );
  });
});

describe('a double click on Send Message on /contact-us', () => {
  async function recaptchaToken(): Promise<string> {
    const response = await fetch(`${stack.emulators.url}/recaptcha/api/token`, {
      method: 'POST',
      body: new URLSearchParams({
        k: stack.app.config.services.recaptcha.siteKey,
        action: 'contact_form',
        hostname: 'localhost',
      }),
    });
    return ((await response.json()) as { token: string }).token;
  }
  const message = {
    name: 'Ada Lovelace',
    email: 'ada.twice@example.com',
    message: 'Can reports run weekly?',
  };
  const sent = async (subject: string) =>
    (await mailbox.messagesTo(stack.emulators.url, 'support@quarry.test')).filter(
      (m) => m.subject === `[Quarry contact] ${subject}`,
    );

  it('when the same message is sent twice at once, each with its own bot-check token, then one e-mail reaches support', async () => {
    const visitor = new BrowserSession(stack.app.url);
    const send = async () =>
      visitor.call('POST', '/api/contact', {
        ...message,
        subject: 'Bare twice',
        recaptchaToken: await recaptchaToken(),
      });

    const answers = await Promise.all([send(), send()]);

    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await sent('Bare twice')).toHaveLength(1);
  });

  it('when one action sends its message twice with one key, then one e-mail reaches support', async () => {
    const visitor = new BrowserSession(stack.app.url);
    const headers = { 'Idempotency-Key': key() };
    const body = { ...message, subject: 'Keyed twice', recaptchaToken: await recaptchaToken() };

    const answers = await Promise.all([
      visitor.call('POST', '/api/contact', body, headers),
      visitor.call('POST', '/api/contact', body, headers),
    ]);

    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await sent('Keyed twice')).toHaveLength(1);
  });
});

describe('the Idempotency-Key header', () => {
  it.each([
    ['too short', 'abc123'],
    ['with spaces', 'not a valid key at all'],
    ['too long', 'k'.repeat(129)],
    ['two keys in one header', `${crypto.randomUUID()}, ${crypto.randomUUID()}`],
  ])(
    'when it is %s, then the request is refused with a 400 that says why and nothing is stored',
    async (_case, bad) => {
      const before = { keys: await storedKeys(), reports: await stack.app.deps.store.count('savedReports') };

      const answer = await leader.call('POST', '/api/saved-reports', report('Bad key'), {
        'Idempotency-Key': bad,
      });

      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message: BAD_KEY_MESSAGE });
      expect(await storedKeys()).toBe(before.keys);
      expect(await stack.app.deps.store.count('savedReports')).toBe(before.reports);
    },
  );

  it('when a key is used again for a different request, then it answers 422 and does nothing', async () => {
    const headers = { 'Idempotency-Key': key() };
    await leader.call('POST', '/api/saved-reports', report('First use'), headers);

    const reused = await leader.call('POST', '/api/saved-reports', report('Second use'), headers);

    expect(reused.status).toBe(422);
    expect(reused.json).toEqual({ message: MISMATCH_MESSAGE });
    expect(await savedNamed('Second use')).toEqual([]);
  });

  it('when an anonymous caller sends a key (even a malformed one) to a signed-in action, then it answers 401 LOGIN_REQUIRED', async () => {
    const anonymous = new BrowserSession(stack.app.url);
    for (const sent of [key(), 'bad']) {
      const answer = await anonymous.call('POST', '/api/saved-reports', report('Anonymous'), {
        'Idempotency-Key': sent,
      });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ message: 'Login required', errorCode: 'LOGIN_REQUIRED' });
    }
  });

  it("when another person sends the same key and body, then they get their own effect, never the first person's answer", async () => {
    const headers = { 'Idempotency-Key': key() };
    const mine = await leader.call('POST', '/api/saved-reports', report('Same key'), headers);

    const theirs = await member.call('POST', '/api/saved-reports', report('Same key'), headers);

    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.json.id).not.toBe(mine.json.id);
    expect((await savedNamed('Same key')).sort()).toEqual([mine.json.id, theirs.json.id].sort());
  });
});
