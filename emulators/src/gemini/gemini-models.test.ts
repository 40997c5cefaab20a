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
  it('when the models are listed with a good key, then the three 2.5 models come with their limits and methods', async () => {
    const pager = await gemini.ai.models.list();
    const models = [];
    for await (const model of pager) models.push(model);

    const names = models.map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'models/gemini-2.5-flash',
        'models/gemini-2.5-pro',
        'models/gemini-2.5-flash-lite',
      ]),
    );
    const flash = models.find((m) => m.name === 'models/gemini-2.5-flash');
    expect(flash).toMatchObject({
      displayName: 'Gemini 2.5 Flash',
      inputTokenLimit: 1_048_576,
      outputTokenLimit: 65_536,
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
    const pro = await gemini.ai.models.get({ model: 'gemini-2.5-pro' });
    const latest = await gemini.ai.models.get({ model: 'gemini-flash-latest' });
    expect(pro.displayName).toBe('Gemini 2.5 Pro');
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

  it('when an alias answers, then the response names the model behind it', async () => {
    const response = await gemini.ai.models.generateContent({
      model: 'gemini-flash-latest',
      contents: 'Hello',
    });
    expect(response.modelVersion).toBe('gemini-2.5-flash');
  });

  it('when text is counted, then it costs about one token per four characters', async () => {
    const counted = await gemini.ai.models.countTokens({
      model: 'gemini-2.5-flash',
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
      gemini.client(key).models.generateContent({ model: 'gemini-2.5-flash', contents: 'Hello' }),
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
    const good = await fetch(`${gemini.running.url}/v1beta/models/gemini-2.5-flash?key=${GOOD_KEY}`);
    const bad = await fetch(`${gemini.running.url}/v1beta/models/gemini-2.5-flash?key=${DOCUMENTED_BAD_KEY}`);
    expect(good.status).toBe(200);
    expect(bad.status).toBe(400);
  });
});
