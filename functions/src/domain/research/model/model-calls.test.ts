import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type GenerateRequest, type LanguageModel, ModelError } from '../../../ports/language-model.port';
import { callJson, callText, type RetryPolicy } from './model-calls';

/** A model that answers from a script, one entry per call: an answer or an error to throw. */
function scriptedModel(script: (string | ModelError)[]): LanguageModel & { calls: number } {
  const model = {
    calls: 0,
    async checkKey() {},
    async listModels() {
      return [];
    },
    async generateText(_request: GenerateRequest) {
      const next = script[model.calls++];
      if (next instanceof ModelError) throw next;
      return next ?? '';
    },
    async generateJson(request: GenerateRequest) {
      const text = await model.generateText(request);
      try {
        return JSON.parse(text);
      } catch {
        throw new ModelError('malformed', 'not JSON');
      }
    },
  };
  return model;
}

function policy(): RetryPolicy & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    sleep: async (ms) => void waits.push(ms),
    quotaRetries: 3,
    transientRetries: 2,
    maxQuotaWaitMs: 30_000,
  };
}
const request = { apiKey: 'AIza', model: 'gemini-3.8-flash', prompt: 'p' };

describe('model calls', () => {
  it('when Gemini answers 429 for a per-day limit, then the call ends at once with that error, however short the delay named', async () => {
    const daily = new ModelError('quota', 'quota', 17_000, { period: 'day', freeTier: true });
    const model = scriptedModel([daily, 'ok']);
    const retry = policy();

    const failure = await callText(model, request, retry).catch((error: unknown) => error);

    expect(failure).toBe(daily);
    expect(model.calls).toBe(1);
    expect(retry.waits).toEqual([]);
  });

  it('when Gemini answers 429 with a retry delay, then the call waits that long (capped) and succeeds on retry', async () => {
    const model = scriptedModel([
      new ModelError('quota', 'quota', 17_000),
      new ModelError('quota', 'quota', 90_000),
      'ok',
    ]);
    const retry = policy();
    expect(await callText(model, request, retry)).toBe('ok');
    expect(retry.waits).toEqual([17_000, 30_000]);
  });

  it('when Gemini asks to wait, then the policy is told each wait before it starts, with its retry number', async () => {
    const model = scriptedModel([
      new ModelError('quota', 'quota', 17_000),
      new ModelError('quota', 'quota', 4_200),
      'ok',
    ]);
    const told: { ms: number; retry: number; of: number }[] = [];
    const retry = {
      ...policy(),
      onQuotaWait: (wait: { ms: number; retry: number; of: number }) => told.push(wait),
    };
    await callText(model, request, retry);
    expect(told).toEqual([
      { ms: 17_000, retry: 1, of: 3 },
      { ms: 4_200, retry: 2, of: 3 },
    ]);
  });

  it('when a text answer is cut short twice, then the step fails with the reason after one re-ask', async () => {
    const cut = new ModelError('malformed', 'The model stopped before finishing its answer (MAX_TOKENS)');
    const model = scriptedModel([cut, cut, 'never reached']);
    await expect(callText(model, request, policy())).rejects.toMatchObject({
      kind: 'malformed',
      message: expect.stringContaining('MAX_TOKENS'),
    });
    expect(model.calls).toBe(2);
  });

  it('when a tight limit answers 429 more times than the retry count, but names each delay, then the call keeps waiting and succeeds', async () => {
    const model = scriptedModel([
      ...Array.from({ length: 10 }, () => new ModelError('quota', 'quota', 1000)),
      'ok',
    ]);
    const retry = policy();
    expect(await callText(model, request, retry)).toBe('ok');
    expect(retry.waits).toEqual(Array.from({ length: 10 }, () => 1000));
  });

  it('when the named waits would pass retries x the longest wait in all, then the quota error comes out', async () => {
    // quotaRetries 3 x maxQuotaWaitMs 30 s = 90 s: four waits of 20 s fit, a fifth would not.
    const model = scriptedModel(Array.from({ length: 6 }, () => new ModelError('quota', 'quota', 20_000)));
    const retry = policy();
    await expect(callText(model, request, retry)).rejects.toMatchObject({ kind: 'quota' });
    expect(retry.waits).toEqual([20_000, 20_000, 20_000, 20_000]);
    expect(model.calls).toBe(5);
  });

  it('when Gemini names no delay, then the call backs off on its own only as many times as the retry count', async () => {
    const model = scriptedModel(Array.from({ length: 5 }, () => new ModelError('quota', 'Quota exceeded')));
    const retry = policy();
    await expect(callText(model, request, retry)).rejects.toMatchObject({ kind: 'quota' });
    expect(retry.waits).toEqual([4000, 8000, 16_000]);
    expect(model.calls).toBe(4);
  });

  it('when Gemini names a zero delay, then the call retries at once, and each such retry counts against the retry count', async () => {
    const model = scriptedModel(Array.from({ length: 5 }, () => new ModelError('quota', 'quota', 0)));
    const retry = policy();
    await expect(callText(model, request, retry)).rejects.toMatchObject({ kind: 'quota' });
    expect(retry.waits).toEqual([0, 0, 0]);
  });

  it('when a call may not wait on quota (no retries), then the first 429 comes out even with a named delay', async () => {
    const model = scriptedModel([new ModelError('quota', 'quota', 1000), 'never']);
    const retry = { ...policy(), quotaRetries: 0 };
    await expect(callText(model, request, retry)).rejects.toMatchObject({ kind: 'quota' });
    expect(model.calls).toBe(1);
  });

  it('when a transient error happens, then it backs off and retries; an invalid key is never retried', async () => {
    const flaky = scriptedModel([new ModelError('transient', '500'), 'fine']);
    const retry = policy();
    expect(await callText(flaky, request, retry)).toBe('fine');
    expect(retry.waits).toHaveLength(1);
    const refused = scriptedModel([new ModelError('invalidKey', 'API key not valid'), 'never']);
    await expect(callText(refused, request, policy())).rejects.toMatchObject({ kind: 'invalidKey' });
    expect(refused.calls).toBe(1);
  });

  it('when JSON is malformed or of the wrong shape once, then it is asked again; twice, then it fails as malformed', async () => {
    const schema = z.object({ keywords: z.array(z.string()) });
    const once = scriptedModel(['{"keywords": [', '{"keywords":["a"]}']);
    expect(await callJson(once, { ...request, jsonSchema: {} }, schema, policy())).toEqual({
      keywords: ['a'],
    });
    const twice = scriptedModel(['{"wrong": 1}', 'not json', '{"keywords":["late"]}']);
    await expect(callJson(twice, { ...request, jsonSchema: {} }, schema, policy())).rejects.toMatchObject({
      kind: 'malformed',
    });
    expect(twice.calls).toBe(2);
  });

  it('when the person stops a step while it waits out a 429, then the wait ends at once and Gemini is not called again', async () => {
    // Arrange: Gemini keeps answering 429; the wait never ends by itself.
    const model = scriptedModel([new ModelError('quota', 'quota', 17_000), 'never reached']);
    const stop = new AbortController();
    const retry: RetryPolicy = {
      ...policy(),
      sleep: () => new Promise<void>(() => {}),
      onQuotaWait: () => stop.abort('stopped'),
    };
    // Act
    const call = callText(model, { ...request, signal: stop.signal }, retry);
    // Assert
    await expect(call).rejects.toBe('stopped');
    expect(model.calls).toBe(1);
  });
});
