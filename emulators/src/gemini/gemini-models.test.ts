import { ApiError } from '@google/genai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED_BAD_KEY } from './api-key';
import { type GeminiHarness, GOOD_KEY, startGemini } from './gemini-test-kit';

let gemini: GeminiHarness;
beforeAll(async () => {
  gemini = await startGemini();
});
afterAll(() => gemini.running.stop());

async function apiError(
  call: Promise<unknown>,
): Promise<{ status: number; body: { error: Record<string, unknown> } }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  return { status: apiError.status, body: JSON.parse(apiError.message) };
}

describe('models', () => {
  it("when the models are listed with a good key, then today's models come with their limits, methods and thinking, and the retired 2.5 Flash and Pro do not", async () => {
    const pager = await gemini.ai.models.list();
    const models = [];
    for await (const model of pager) models.push(model);

    const names = models.map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining(['models/gemini-3.8-flash', 'models/gemini-3.1-pro-preview']),
    );
    expect(names).not.toContain('models/gemini-2.5-flash');
    expect(names).not.toContain('models/gemini-2.5-pro');
    const flash = models.find((m) => m.name === 'models/gemini-3.8-flash');
    expect(flash).toMatchObject({
      displayName: 'Gemini 3.8 Flash',
      inputTokenLimit: 1_048_576,
      outputTokenLimit: 65_536,
      thinking: true,
    });
    expect(flash?.supportedActions).toContain('generateContent');
  });

  it('when the list is paged two at a time, then following the page tokens yields every model once', async () => {
    const pager = await gemini.ai.models.list({ config: { pageSize: 2 } });
    expect(pager.page).toHaveLength(2);
    const names = [];
    for await (const model of pager) names.push(model.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(3);
  });

  it('when one model is fetched by name or by alias, then it is returned', async () => {
    const pro = await gemini.ai.models.get({ model: 'gemini-3.1-pro-preview' });
    const latest = await gemini.ai.models.get({ model: 'gemini-flash-latest' });
    expect(pro.displayName).toBe('Gemini 3.1 Pro Preview');
    expect(latest.name).toBe('models/gemini-flash-latest');
  });

  it('when an unknown model is asked for, then Gemini answers 404 NOT_FOUND', async () => {
    const get = await apiError(gemini.ai.models.get({ model: 'gemini-9-ultra' }));
    const generate = await apiError(
      gemini.ai.models.generateContent({ model: 'gemini-9-ultra', contents: 'hi' }),
    );

    expect(get.status).toBe(404);
    expect(get.body.error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
    expect(generate.body.error.message).toContain('models/gemini-9-ultra is not found');
  });

  it.each(['gemini-2.0-flash', 'gemini-1.5-flash', 'gemini-1.5-pro'])(
    'when the shut-down %s is asked to generate, then Gemini answers 404 NOT_FOUND in its own words',
    async (model) => {
      const generate = await apiError(gemini.ai.models.generateContent({ model, contents: 'hi' }));
      const streamed = await apiError(gemini.ai.models.generateContentStream({ model, contents: 'hi' }));

      for (const answer of [generate, streamed]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({
          error: {
            code: 404,
            message: `models/${model} is not found for API version v1, or is not supported for ${answer === generate ? 'generateContent' : 'streamGenerateContent'}. Call ListModels to see the list of available models and their supported methods.`,
            status: 'NOT_FOUND',
          },
        });
      }
    },
  );

  it.each(['gemini-2.5-flash', 'gemini-2.5-pro'])(
    'when the retired %s is asked to generate, then Gemini answers 404 NOT_FOUND: no longer available to new users',
    async (model) => {
      const before = (await gemini.control('stats')) as { calls: number };
      const generate = await apiError(gemini.ai.models.generateContent({ model, contents: 'hi' }));
      const streamed = await apiError(gemini.ai.models.generateContentStream({ model, contents: 'hi' }));

      for (const answer of [generate, streamed]) {
        expect(answer.status).toBe(404);
        expect(answer.body.error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
        expect(answer.body.error.message).toMatch(
          new RegExp(`^This model models/${model} is no longer available to new users\\.`),
        );
      }
      expect(((await gemini.control('stats')) as { calls: number }).calls).toBe(before.calls);
    },
  );

  it('when an alias answers, then the response names the model behind it', async () => {
    const response = await gemini.ai.models.generateContent({
      model: 'gemini-flash-latest',
      contents: 'Hello',
    });
    expect(response.modelVersion).toBe('gemini-3.8-flash');
  });

  it('when a thinking model answers, then its thoughts are counted apart from the answer and within the total', async () => {
    const flash = await gemini.ai.models.generateContent({ model: 'gemini-3.8-flash', contents: 'Hello' });
    const pro = await gemini.ai.models.generateContent({
      model: 'gemini-3.1-pro-preview',
      contents: 'Hello',
    });

    for (const response of [flash, pro]) {
      const usage = response.usageMetadata;
      expect(usage?.thoughtsTokenCount).toBeGreaterThan(0);
      expect(usage?.totalTokenCount).toBe(
        (usage?.promptTokenCount ?? 0) +
          (usage?.candidatesTokenCount ?? 0) +
          (usage?.thoughtsTokenCount ?? 0),
      );
    }
    // Pro thinks more than Flash over the same answer.
    expect(pro.usageMetadata?.thoughtsTokenCount).toBeGreaterThan(
      flash.usageMetadata?.thoughtsTokenCount ?? 0,
    );
  });

  it('when a thinking model streams, then every chunk reports the thoughts and the last the answer', async () => {
    const chunks = [];
    for await (const chunk of await gemini.ai.models.generateContentStream({
      model: 'gemini-3.1-pro-preview',
      contents: 'Hello',
    }))
      chunks.push(chunk);

    const thoughts = chunks.map((c) => c.usageMetadata?.thoughtsTokenCount);
    expect(new Set(thoughts).size).toBe(1);
    expect(thoughts[0]).toBeGreaterThan(0);
    expect(chunks.at(-1)?.usageMetadata?.candidatesTokenCount).toBeGreaterThan(0);
  });

  it('when text is counted, then it costs about one token per four characters', async () => {
    const counted = await gemini.ai.models.countTokens({
      model: 'gemini-3.8-flash',
      contents: 'x'.repeat(400),
    });
    expect(counted.totalTokens).toBe(100);
  });
});

describe('API keys', () => {
  it('when the documented bad key is used, then the call fails with API_KEY_INVALID', async () => {
    expect(DOCUMENTED_BAD_KEY).toHaveLength(39);
    const { status, body } = await apiError(gemini.client(DOCUMENTED_BAD_KEY).models.list());

    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 400,
      message: 'API key not valid. Please pass a valid API key.',
      status: 'INVALID_ARGUMENT',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_INVALID',
          domain: 'googleapis.com',
          metadata: { service: 'generativelanguage.googleapis.com' },
        },
      ],
    });
  });

  it.each([
    ['a key without the AIza prefix', `XIza${GOOD_KEY.slice(4)}`],
    ['a key one character short', GOOD_KEY.slice(0, -1)],
    ['a key with a character keys never hold', `${GOOD_KEY.slice(0, -1)}!`],
  ])('when %s is used, then generation fails with API_KEY_INVALID', async (_label, key) => {
    const { status, body } = await apiError(
      gemini.client(key).models.generateContent({ model: 'gemini-3.8-flash', contents: 'Hello' }),
    );
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('API_KEY_INVALID');
  });

  it('when no key is sent, then Google answers 403 PERMISSION_DENIED', async () => {
    const response = await fetch(`${gemini.running.url}/v1beta/models`);
    const body = (await response.json()) as { error: { status: string } };
    expect(response.status).toBe(403);
    expect(body.error.status).toBe('PERMISSION_DENIED');
  });

  it('when the key comes as the key query parameter, then it is accepted', async () => {
    const good = await fetch(`${gemini.running.url}/v1beta/models/gemini-3.8-flash?key=${GOOD_KEY}`);
    const bad = await fetch(`${gemini.running.url}/v1beta/models/gemini-3.8-flash?key=${DOCUMENTED_BAD_KEY}`);
    expect(good.status).toBe(200);
    expect(bad.status).toBe(400);
  });
});
