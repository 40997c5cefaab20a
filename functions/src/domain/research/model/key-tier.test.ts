import { afterEach, describe, expect, it } from 'vitest';
import { LocalKeyWrapper } from '../../../adapters/local-keys/local-key-wrapper';
import { SqliteDocumentStore } from '../../../adapters/sqlite/sqlite-document-store';
import type { GenerateRequest, LanguageModel } from '../../../ports/language-model.port';
import { ModelError } from '../../../ports/language-model.port';
import { ManualClock } from '../../../testing/manual-clock';
import { UserKeys } from '../../accounts/user-keys';
import { noticingKeyTier } from './key-tier';

const FLASH = 'gemini-2.5-flash';
const PRO = 'gemini-2.5-pro';
const HOUR = 3_600_000;
/** 09:00 UTC is 1 AM in Pacific time: the quota day has 23 hours left. */
const START = '2026-11-22T09:00:00.000Z';

/**
 * A model standing in for Gemini's per-day limit of one request per model, which its control can
 * reset as the emulator's can.
 */
class DailyLimitedModel implements LanguageModel {
  limit: number | null = 1;
  private used = new Map<string, number>();

  async checkKey(): Promise<void> {}
  async listModels() {
    return [];
  }
  async generateText(request: GenerateRequest) {
    const used = this.used.get(request.model) ?? 0;
    if (this.limit !== null && used >= this.limit) {
      const quota = { period: 'day' as const, freeTier: true, requestsPerDay: this.limit };
      throw new ModelError('quota', 'Quota exceeded', 60_000, quota);
    }
    this.used.set(request.model, used + 1);
    return 'an answer';
  }
  generateJson(request: GenerateRequest) {
    return this.generateText(request);
  }
  newDay() {
    this.used.clear();
  }
}

let store: SqliteDocumentStore;
afterEach(() => store?.close());

async function setup() {
  store = new SqliteDocumentStore({ file: ':memory:' });
  const clock = new ManualClock(START);
  const keys = new UserKeys(store, new LocalKeyWrapper(Buffer.alloc(32, 3)), clock);
  await keys.putSecret('u1', 'geminiKey', 'AIzaSyExampleExampleExampleExample123');
  const gemini = new DailyLimitedModel();
  // A run or a keyword step each make their own wrapper, as run-research and generate-keywords do.
  const run = () => noticingKeyTier(gemini, keys, 'u1', clock);
  return { keys, clock, gemini, run };
}

const ask = (model: LanguageModel, name = FLASH) =>
  model.generateText({ apiKey: 'k', model: name, prompt: 'q' }).then(
    () => 'answered',
    () => 'refused',
  );

describe("a key's daily limit, as the picker learns it", () => {
  it('when the limit is met, then the key is noted free tier with 1 request a day for that model', async () => {
    const { keys, run } = await setup();
    const first = run();
    expect([await ask(first), await ask(first)]).toEqual(['answered', 'refused']);
    expect(await keys.geminiTier('u1')).toMatchObject({ freeTier: true, requestsPerDay: 1, model: FLASH });
  });

  it('when the limit is reset the same day and a call then succeeds, then the figure is forgotten and the free tier kept', async () => {
    const { keys, gemini, run } = await setup();
    const first = run();
    await ask(first);
    await ask(first);
    expect(await keys.geminiTier('u1')).toMatchObject({ requestsPerDay: 1 });

    gemini.limit = null;
    expect(await ask(run())).toBe('answered');

    expect(await keys.geminiTier('u1')).toMatchObject({ freeTier: true, requestsPerDay: null });
  });

  it('when another model answers the same day, then the figure stays: each model has its own limit', async () => {
    const { keys, run } = await setup();
    const first = run();
    await ask(first);
    await ask(first);
    expect(await keys.geminiTier('u1')).toMatchObject({ requestsPerDay: 1 });

    expect(await ask(run(), PRO)).toBe('answered');

    expect(await keys.geminiTier('u1')).toMatchObject({ requestsPerDay: 1, model: FLASH });
  });

  it('when a later day has as many successes as the figure, then it stays; one more, and it is forgotten', async () => {
    const { keys, clock, gemini, run } = await setup();
    const first = run();
    await ask(first);
    await ask(first);
    expect(await keys.geminiTier('u1')).toMatchObject({ requestsPerDay: 1 });

    clock.advance(24 * HOUR);
    gemini.newDay();
    const nextDay = run();
    expect(await ask(nextDay)).toBe('answered');
    expect(await keys.geminiTier('u1')).toMatchObject({ requestsPerDay: 1 });

    gemini.limit = 50;
    expect(await ask(nextDay)).toBe('answered');
    expect(await keys.geminiTier('u1')).toMatchObject({ freeTier: true, requestsPerDay: null });
  });
});
