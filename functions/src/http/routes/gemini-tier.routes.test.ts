import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../testing/browser-session';
import { gemini } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { readyCreator } from '../../testing/sign-in-flow';

/**
 * What the key picker says of the key's daily limit follows Gemini (docs/decisions/research-pipeline.md): the figure a
 * 429 named is shown until a call succeeds beyond it, as after the emulator's limit is reset.
 */
let stack: LocalStack;
let maya: BrowserSession;

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, 'maya.chen@northwind.test');
}, 90_000);
afterAll(() => stack?.stop());

const tier = async () => (await maya.call('GET', '/api/user/gemini-tier')).json.geminiTier;
const keywords = () =>
  maya.call('POST', '/api/query/generate-keywords', { query: 'When are Kestrel invoices due?' });

describe("the key's daily limit", () => {
  it('when Gemini allowed 1 request a day and its limit is then reset, then the next successful call takes the figure away and the free tier stays', async () => {
    const url = stack.emulators.url;
    await gemini.reset(url);
    await gemini.settings(url, { rpdLimit: 1 });
    await keywords();
    await keywords();
    expect(await tier()).toMatchObject({ freeTier: true, requestsPerDay: 1 });

    await gemini.settings(url, { rpdLimit: null });
    expect((await keywords()).status).toBe(200);

    expect(await tier()).toMatchObject({ freeTier: true, requestsPerDay: null });
  });
});
