import { FLASH_MODEL, PRO_MODEL } from '@quarry/contracts/models';
import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.port';
import { type LanguageModel, ModelError } from '../../ports/language-model.port';
import type { UserKeys } from '../accounts/user-keys';
import { availableModels } from './available-models';

/** The defaults are live (nothing stored); the administrator's key is `key`; Gemini lists or fails. */
function deps(key: string | null, listing: () => Promise<{ id: string }[]>) {
  const store = { get: async () => null } as unknown as DocumentStore;
  const keys = { getSecret: async () => key } as unknown as UserKeys;
  const model: LanguageModel = {
    checkKey: async () => {},
    listModels: async () =>
      (await listing()).map(({ id }) => ({ id, displayName: id, thinking: true, inputTokenLimit: 1000 })),
    generateText: async () => '',
    generateJson: async () => ({}),
  };
  return { store, keys, model };
}

describe('the models the administrator’s key can call', () => {
  it('when Gemini lists the models, then each comes with the prompts that use it and the configured ones are known', async () => {
    const answer = await availableModels(
      deps('AIzaKey', async () => [{ id: FLASH_MODEL }, { id: PRO_MODEL }, { id: 'gemini-3.7-flash' }]),
      'admin',
    );
    expect(answer.status).toBe('listed');
    expect(answer.models.find((m) => m.id === FLASH_MODEL)).toEqual({
      id: FLASH_MODEL,
      displayName: FLASH_MODEL,
      inputTokenLimit: 1000,
      outputTokenLimit: null,
      thinking: true,
      usedBy: ['queryPhaseSuccinct', 'contradictionPrompt'],
    });
    expect(answer.models.find((m) => m.id === PRO_MODEL)?.usedBy).toContain('queryPhase');
    expect(answer.configured.map((c) => [c.model, c.available, c.fallback])).toEqual([
      [PRO_MODEL, true, FLASH_MODEL],
      [FLASH_MODEL, true, FLASH_MODEL],
    ]);
  });

  it('when the key does not list the current Pro model, then it is gone and Flash is what runs use', async () => {
    const answer = await availableModels(
      deps('AIzaKey', async () => [{ id: FLASH_MODEL }]),
      'admin',
    );
    expect(answer.configured.find((c) => c.model === PRO_MODEL)).toMatchObject({
      available: false,
      fallback: FLASH_MODEL,
    });
  });

  it.each([
    ['Gemini refuses the key', new ModelError('invalidKey', 'API key not valid.'), 'keyRefused'],
    ['Gemini does not answer', new ModelError('transient', 'The model is overloaded.'), 'unreachable'],
  ] as const)(
    'when %s, then the answer says so in Gemini’s words and no model is known',
    async (_label, error, status) => {
      const answer = await availableModels(
        deps('AIzaKey', async () => {
          throw error;
        }),
        'admin',
      );
      expect(answer).toMatchObject({ status, message: error.message, models: [] });
      expect(answer.configured.every((c) => c.available === null)).toBe(true);
    },
  );

  it('when the administrator has no key, then Gemini is not asked', async () => {
    let asked = false;
    const answer = await availableModels(
      deps(null, async () => {
        asked = true;
        return [];
      }),
      'admin',
    );
    expect(answer.status).toBe('noKey');
    expect(asked).toBe(false);
  });
});
