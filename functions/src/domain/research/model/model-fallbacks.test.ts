import { FLASH_MODEL, PRO_MODEL } from '@quarry/contracts/models';
import { describe, expect, it } from 'vitest';
import {
  type AvailableModel,
  type GenerateRequest,
  type LanguageModel,
  ModelError,
} from '../../../ports/language-model.port';
import { ModelFallbacks } from './model-fallbacks';

/** A Gemini that knows only `live` models: any other answers 404 NOT_FOUND, as the real API does. */
function geminiWith(live: string[], listed: string[] | Error = live) {
  const asked: string[] = [];
  const answer = (request: GenerateRequest) => {
    asked.push(request.model);
    if (!live.includes(request.model)) {
      throw new ModelError('modelNotFound', `models/${request.model} is not found for API version v1beta`);
    }
    request.onUsage?.({ inputTokens: 10, outputTokens: 5, thinkingTokens: 2 }, request.model);
    return `answered by ${request.model}`;
  };
  const model: LanguageModel = {
    checkKey: async () => {},
    listModels: async (): Promise<AvailableModel[]> => {
      if (listed instanceof Error) throw listed;
      return listed.map((id) => ({ id, displayName: id, thinking: true }));
    },
    generateText: async (request) => answer(request),
    generateJson: async (request) => ({ text: answer(request) }),
  };
  return { model, asked };
}

const ask = (model: LanguageModel, name: string) =>
  model.generateText({ apiKey: 'k', model: name, prompt: 'p' });

describe('models that are gone', () => {
  it('when a configured Pro model answers 404, then the call is answered by the current Pro model, later calls go straight to it, and the fallback is told', async () => {
    const gemini = geminiWith([FLASH_MODEL, PRO_MODEL]);
    const fallbacks = new ModelFallbacks();
    const model = fallbacks.model(gemini.model);

    const first = await ask(model, 'gemini-2.5-pro');
    const second = await ask(model, 'gemini-2.5-pro');

    expect([first, second]).toEqual([`answered by ${PRO_MODEL}`, `answered by ${PRO_MODEL}`]);
    expect(gemini.asked).toEqual(['gemini-2.5-pro', PRO_MODEL, PRO_MODEL]);
    expect(fallbacks.fallbacks()).toEqual([{ configured: 'gemini-2.5-pro', used: PRO_MODEL }]);
  });

  it('when a Flash model is gone, then Flash stands in, and usage is told under the model that answered', async () => {
    const gemini = geminiWith([FLASH_MODEL, PRO_MODEL]);
    const fallbacks = new ModelFallbacks();
    const told: string[] = [];
    await fallbacks.model(gemini.model).generateJson({
      apiKey: 'k',
      model: 'gemini-2.5-flash',
      prompt: 'p',
      schema: {},
      onUsage: (_usage, model) => told.push(model),
    });
    expect(told).toEqual([FLASH_MODEL]);
    expect(fallbacks.fallbacks()).toEqual([{ configured: 'gemini-2.5-flash', used: FLASH_MODEL }]);
  });

  it('when the current Pro model is gone too, then Flash is the last resort; when nothing is left, the 404 stands', async () => {
    const proGone = new ModelFallbacks();
    expect(await ask(proGone.model(geminiWith([FLASH_MODEL]).model), 'gemini-2.5-pro')).toBe(
      `answered by ${FLASH_MODEL}`,
    );
    expect(proGone.fallbacks()).toEqual([{ configured: 'gemini-2.5-pro', used: FLASH_MODEL }]);

    const allGone = new ModelFallbacks();
    await expect(ask(allGone.model(geminiWith([]).model), 'gemini-2.5-flash')).rejects.toMatchObject({
      kind: 'modelNotFound',
    });
  });

  it('when every configured model answers, then nothing is replaced and no fallback is told', async () => {
    const gemini = geminiWith([FLASH_MODEL, PRO_MODEL]);
    const fallbacks = new ModelFallbacks();
    await fallbacks.check(gemini.model, 'k', [FLASH_MODEL, PRO_MODEL]);
    await ask(fallbacks.model(gemini.model), PRO_MODEL);
    expect(gemini.asked).toEqual([PRO_MODEL]);
    expect(fallbacks.fallbacks()).toEqual([]);
  });

  it("when the key's models.list does not name a configured model, then the run never calls it", async () => {
    // Gemini may keep answering a retired name with another model; the list is what says it is gone.
    const gemini = geminiWith(['gemini-2.5-pro', FLASH_MODEL, PRO_MODEL], [FLASH_MODEL, PRO_MODEL]);
    const fallbacks = new ModelFallbacks();
    await fallbacks.check(gemini.model, 'k', ['gemini-2.5-pro', FLASH_MODEL]);
    await ask(fallbacks.model(gemini.model), 'gemini-2.5-pro');
    expect(gemini.asked).toEqual([PRO_MODEL]);
    expect(fallbacks.fallbacks()).toEqual([{ configured: 'gemini-2.5-pro', used: PRO_MODEL }]);
  });

  it('when models.list fails, then the check changes nothing and a 404 still finds the gone model', async () => {
    const gemini = geminiWith([FLASH_MODEL, PRO_MODEL], new ModelError('transient', 'unavailable'));
    const fallbacks = new ModelFallbacks();
    await fallbacks.check(gemini.model, 'k', ['gemini-2.5-pro']);
    expect(await ask(fallbacks.model(gemini.model), 'gemini-2.5-pro')).toBe(`answered by ${PRO_MODEL}`);
    expect(gemini.asked).toEqual(['gemini-2.5-pro', PRO_MODEL]);
  });

  it('when a call fails for another reason, then it is not retried on another model', async () => {
    const fallbacks = new ModelFallbacks();
    const quota: LanguageModel = {
      ...geminiWith([]).model,
      generateText: async () => {
        throw new ModelError('quota', 'quota', 1000);
      },
    };
    await expect(ask(fallbacks.model(quota), PRO_MODEL)).rejects.toMatchObject({ kind: 'quota' });
    expect(fallbacks.fallbacks()).toEqual([]);
  });
});
