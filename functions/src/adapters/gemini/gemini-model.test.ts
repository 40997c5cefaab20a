import { FLASH_MODEL, PRO_MODEL } from '@quarry/contracts/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelError } from '../../ports/language-model.port';
import { type EmulatorsProcess, startEmulatorsProcess } from '../../testing/emulators-process';
import { GeminiModel } from './gemini-model';

/** The Gemini adapter against the emulator, which answers as Gemini does (emulators/README.md). */
const KEY = `AIzaSyNorthwindAdapterTestKey${'0'.repeat(10)}`;

let emulators: EmulatorsProcess;
let gemini: GeminiModel;
beforeAll(async () => {
  emulators = await startEmulatorsProcess();
  gemini = new GeminiModel(emulators.url);
}, 60_000);
afterAll(() => emulators?.stop());

async function failure(call: Promise<unknown>): Promise<ModelError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

describe('the Gemini adapter', () => {
  it.each(['gemini-2.5-pro', 'gemini-2.0-flash', 'gemini-9-ultra'])(
    'when %s answers 404 NOT_FOUND, then the call fails as modelNotFound with Gemini’s message',
    async (model) => {
      const error = await failure(gemini.generateText({ apiKey: KEY, model, prompt: 'Hello' }));
      expect(error.kind).toBe('modelNotFound');
      expect(error.message).toContain(`models/${model}`);
    },
  );

  it('when the key lists its models, then the current Flash and Pro are among them with their limits', async () => {
    const models = await gemini.listModels(KEY);
    const ids = models.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([FLASH_MODEL, PRO_MODEL]));
    expect(ids).not.toContain('gemini-2.5-pro');
    expect(models.find((m) => m.id === FLASH_MODEL)).toEqual({
      id: FLASH_MODEL,
      displayName: 'Gemini 3.8 Flash',
      inputTokenLimit: 1_048_576,
      outputTokenLimit: 65_536,
      thinking: true,
    });
  });

  it('when a thinking model answers, then its thoughts are told apart from its answer, under the model that answered', async () => {
    const told: { model: string; thinking: number; output: number }[] = [];
    await gemini.generateText({
      apiKey: KEY,
      model: 'gemini-pro-latest',
      prompt: 'Hello',
      onUsage: (usage, model) =>
        told.push({ model, thinking: usage.thinkingTokens, output: usage.outputTokens }),
    });
    expect(told).toHaveLength(1);
    expect(told[0]?.model).toBe(PRO_MODEL);
    expect(told[0]?.thinking).toBeGreaterThan(0);
    expect(told[0]?.output).toBeGreaterThan(0);
  });

  it('when an answer is held to maxOutputTokens and cut short, then it fails as malformed, and its usage, billed all the same, is told within the limit', async () => {
    const told: { output: number; thinking: number }[] = [];

    const error = await failure(
      gemini.generateText({
        apiKey: KEY,
        model: PRO_MODEL,
        prompt: 'Write a long report about every recall we ever had, with all the detail you know.',
        maxOutputTokens: 4,
        onUsage: (usage) => told.push({ output: usage.outputTokens, thinking: usage.thinkingTokens }),
      }),
    );

    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('MAX_TOKENS');
    expect(told).toHaveLength(1);
    expect((told[0]?.output ?? 0) + (told[0]?.thinking ?? 0)).toBeLessThanOrEqual(4);
  });
});
