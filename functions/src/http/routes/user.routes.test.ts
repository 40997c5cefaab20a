import {
  GEMINI_KEY_MALFORMED_MESSAGE,
  GEMINI_KEY_REQUIRED_MESSAGE,
  type Preferences,
} from '@quarry/contracts/user';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { watchOutsideCalls } from '../../testing/outside-calls';
import { authorize, readyCreator } from '../../testing/sign-in-flow';

/** The Gemini key and the preferences: what the server accepts, and that a refusal stores nothing. */
let stack: LocalStack;
let maya: BrowserSession;
let newcomer: BrowserSession;
let model: ReturnType<typeof watchOutsideCalls>;
beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, 'maya.chen@northwind.test');
  newcomer = new BrowserSession(stack.app.url);
  await authorize(newcomer, 'sam.rivera@northwind.test');
  await authorize(newcomer, 'sam.rivera@northwind.test', 'drive');
  model = watchOutsideCalls({ model: stack.app.deps.accounts.model });
}, 90_000);
afterEach(() => model.reset());
afterAll(async () => {
  model?.restore();
  await stack?.stop();
});

const preferences = async () =>
  (await maya.call('GET', '/api/user/preferences')).json.preferences as Preferences;

describe('Gemini key', () => {
  it.each([
    ['a NUL', 'AIzaSyQuarryTestKey0123\u0000456789abcdefghi'],
    ['an emoji', 'AIzaSyQuarryTestKey0123😀456789abcdefghi'],
    ['a bidi override', 'AIzaSyQuarryTestKey0123\u202E456789abcdefghi'],
    ['a lone surrogate', 'AIzaSyQuarryTestKey0123\ud800456789abcdefghi'],
    ['other control characters', 'AIzaSyQuarryTestKey0123\u0007\u001b6789abcdefghi'],
    ['an inner space', 'AIzaSyQuarryTestKey0123 456789abcdefghij'],
    ['100 KB', `AIza${'a'.repeat(100_000)}`],
    ['too few characters', 'AIzaShort'],
  ])(
    'when the key holds %s, then it is refused with a clear 400 before Gemini is asked and nothing is stored',
    async (_what, key) => {
      const response = await newcomer.call('POST', '/api/user/gemini-key', { geminiApiKey: key });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: GEMINI_KEY_MALFORMED_MESSAGE });
      expect(model.calls()).toEqual({});
      expect((await newcomer.call('GET', '/api/user/key-status')).json).toEqual({ totalKeys: 2 });
    },
  );

  it('when no 429 has named the stored key free tier or paid, then its tier is not known', async () => {
    const answer = await maya.call('GET', '/api/user/gemini-tier');

    expect(answer).toMatchObject({ status: 200, json: { geminiTier: null, documentsPerCall: 20 } });
  });

  it('when the key is empty, blank or missing, then the answer is API Key Required and Gemini is not asked', async () => {
    for (const body of [{ geminiApiKey: '' }, { geminiApiKey: '  \t ' }, {}]) {
      const response = await newcomer.call('POST', '/api/user/gemini-key', body);
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(GEMINI_KEY_REQUIRED_MESSAGE);
    }
    expect(model.calls()).toEqual({});
  });

  it('when the key is a number or comes with an extra field, then it is refused before Gemini is asked', async () => {
    const number = await newcomer.call('POST', '/api/user/gemini-key', { geminiApiKey: 12345 });
    expect(number.json.message).toBe(GEMINI_KEY_MALFORMED_MESSAGE);
    const extra = await newcomer.call('POST', '/api/user/gemini-key', {
      geminiApiKey: 'AIzaSyQuarryTestKey0123456789abcdefghij',
      admin: true,
    });
    expect(extra.status).toBe(400);
    expect(extra.json.message).toBe('Unexpected field: admin');
    expect(model.calls()).toEqual({});
  });

  it('when a key has a plausible shape Gemini does not know, then Gemini is asked and its refusal comes back', async () => {
    const future = 'QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFB_future.key-format~1';
    const response = await newcomer.call('POST', '/api/user/gemini-key', { geminiApiKey: future });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('API key not valid. Please pass a valid API key.');
    expect(model.calls()['model.checkKey']).toBe(1);
  });
});

describe('preferences', () => {
  it('when the person names a zone, even the default one, then it is theirs from then on; until then, or once they say so, the browser’s is', async () => {
    // Arrange: a creator who never named one.
    expect(await preferences()).toMatchObject({ timezone: 'America/Los_Angeles', timezoneChosen: false });
    await maya.call('PUT', '/api/user/preferences', { maxKeywords: 20 });
    expect(await preferences()).toMatchObject({ timezoneChosen: false });

    // Act
    const named = await maya.call('PUT', '/api/user/preferences', { timezone: 'America/Los_Angeles' });
    const chosen = await preferences();
    const back = await maya.call('PUT', '/api/user/preferences', { timezoneChosen: false });
    const sentBackWhole = await maya.call('PUT', '/api/user/preferences', {
      ...(await preferences()),
      timezone: 'America/Los_Angeles',
    });
    const notABoolean = await maya.call('PUT', '/api/user/preferences', { timezoneChosen: 'yes' });

    // Assert
    expect(named.status).toBe(200);
    expect(chosen).toMatchObject({ timezone: 'America/Los_Angeles', timezoneChosen: true });
    expect(back.json.preferences).toMatchObject({ timezoneChosen: false });
    expect(sentBackWhole.json.preferences).toMatchObject({ timezoneChosen: false });
    expect(notABoolean.status).toBe(400);
    expect(String(notABoolean.json.message)).toMatch(/^timezoneChosen /);
    expect(await preferences()).toMatchObject({ timezoneChosen: false });
  });

  it('when day counts and max keywords come as digit strings or integers, then they are stored as numbers', async () => {
    const saved = await maya.call('PUT', '/api/user/preferences', {
      chatRetentionDays: '45',
      reportRetentionDays: 200,
      maxKeywords: '12',
    });
    expect(saved.status).toBe(200);
    expect(await preferences()).toMatchObject({
      chatRetentionDays: 45,
      reportRetentionDays: 200,
      maxKeywords: 12,
    });
  });

  it.each([
    { field: 'chatRetentionDays', value: true, shown: JSON.stringify(true) },
    { field: 'chatRetentionDays', value: 1.5, shown: JSON.stringify(1.5) },
    { field: 'chatRetentionDays', value: '30abc', shown: JSON.stringify('30abc') },
    { field: 'chatRetentionDays', value: '', shown: JSON.stringify('') },
    { field: 'chatRetentionDays', value: null, shown: JSON.stringify(null) },
    { field: 'chatRetentionDays', value: [30], shown: JSON.stringify([30]) },
    { field: 'chatRetentionDays', value: 0, shown: JSON.stringify(0) },
    { field: 'reportRetentionDays', value: '366', shown: JSON.stringify('366') },
    { field: 'maxKeywords', value: 4, shown: JSON.stringify(4) },
    { field: 'maxKeywords', value: '31', shown: JSON.stringify('31') },
    { field: 'maxKeywords', value: '12.0', shown: JSON.stringify('12.0') },
    { field: 'deepResearch', value: 'true', shown: JSON.stringify('true') },
    { field: 'notifyOnCompletion', value: 1, shown: JSON.stringify(1) },
    { field: 'timezone', value: 'Europe/Vienna', shown: JSON.stringify('Europe/Vienna') },
    { field: 'timezone', value: 'america/los_angeles', shown: JSON.stringify('america/los_angeles') },
    { field: 'systemQuery', value: 'Only 2026\u0000', shown: JSON.stringify('Only 2026\u0000') },
    { field: 'systemQuery', value: 'broken \ud800 text', shown: JSON.stringify('broken \ud800 text') },
    { field: 'systemQuery', value: 'q'.repeat(5001), shown: '5001 characters' },
  ])(
    'when $field is $shown, then 400 names the field and nothing is stored, not even the valid field beside it',
    async ({ field, value }) => {
      const before = await preferences();
      const response = await maya.call('PUT', '/api/user/preferences', {
        timezone: 'Asia/Tokyo',
        [field]: value,
      });
      expect(response.status).toBe(400);
      expect(String(response.json.message)).toMatch(new RegExp(`^${field} `));
      expect(await preferences()).toEqual(before);
    },
  );

  it('when a listed zone and a system query with newlines and tabs are sent, then both are kept', async () => {
    const systemQuery = 'Focus on 2026.\n\tCite the contract clause.';
    const response = await maya.call('PUT', '/api/user/preferences', {
      timezone: 'America/St_Johns',
      systemQuery,
    });
    expect(response.status).toBe(200);
    expect(await preferences()).toMatchObject({ timezone: 'America/St_Johns', systemQuery });
  });

  it('when the update is empty or has an unknown key, then it is refused and nothing is stored', async () => {
    const before = await preferences();
    const empty = await maya.call('PUT', '/api/user/preferences', {});
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/Nothing to update/);
    const unknown = await maya.call('PUT', '/api/user/preferences', { maxKeywords: 10, isAdmin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/isAdmin/);
    expect(await preferences()).toEqual(before);
  });
});
