import type { GeminiTier } from '@quarry/contracts/user';
import type { Clock } from '../../../ports/clock.port';
import { type LanguageModel, ModelError } from '../../../ports/language-model.port';
import type { UserKeys } from '../../accounts/user-keys';
import { nextPacificMidnight } from './quota-reset';

type TierKeys = Pick<UserKeys, 'noteGeminiTier' | 'geminiTier' | 'forgetGeminiDailyLimit'>;
/** A per-day figure a 429 named, for one model (any model for notes older than the model). */
type DailyLimit = Pick<GeminiTier, 'seenAt'> & { requestsPerDay: number; model: string | null };

const dailyLimitOf = (tier: GeminiTier | null): DailyLimit | null =>
  tier?.requestsPerDay ? { ...tier, requestsPerDay: tier.requestsPerDay, model: tier.model ?? null } : null;

/** The quota day a time falls in, named by the Pacific midnight that ends it. */
const quotaDay = (at: Date) => nextPacificMidnight(at).toISOString();

/**
 * The model as one person's calls use it, noting what each 429 says of their key (docs/architecture/reading-economy.md): a free-tier quota id marks the key free tier, a paid one clears that. The note is kept on
 * the key's record; a failed note is passed over (the next 429 tells again).
 *
 * A per-day figure is also checked against the calls that succeed (docs/decisions/research-pipeline.md): on the model
 * it was named for, a success on the day the 429 said that day's requests were used up, or more
 * successes in a later day than the figure allows, means the limit was raised or reset, and the
 * figure is forgotten (the picker stops saying "Gemini allows this key 1 request a day"). The
 * successes are counted for this user's calls through this wrapper only, which is never more than
 * the key's real use, so a true figure is never forgotten.
 */
export function noticingKeyTier(
  model: LanguageModel,
  keys: TierKeys,
  uid: string,
  clock: Clock,
): LanguageModel {
  // Read once, when the first call succeeds; a 429 seen here replaces it.
  let known: Promise<DailyLimit | null> | undefined;
  const successes = new Map<string, number>();

  const notice = (calledModel: string) => async (error: unknown) => {
    const quota = error instanceof ModelError && error.kind === 'quota' ? error.quota : undefined;
    if (quota && quota.freeTier !== null) {
      await keys.noteGeminiTier(uid, quota.freeTier, quota.requestsPerDay, calledModel).catch(() => {});
      if (quota.requestsPerDay) {
        const seenAt = clock.now().toISOString();
        known = Promise.resolve({ requestsPerDay: quota.requestsPerDay, model: calledModel, seenAt });
      }
    }
    throw error;
  };

  async function succeeded(calledModel: string): Promise<void> {
    known ??= keys.geminiTier(uid).then(dailyLimitOf);
    const limit = await known;
    if (!limit || (limit.model !== null && limit.model !== calledModel)) return;
    const day = quotaDay(clock.now());
    const count = (successes.get(day) ?? 0) + 1;
    successes.set(day, count);
    if (day !== quotaDay(new Date(limit.seenAt)) && count <= limit.requestsPerDay) return;
    known = Promise.resolve(null);
    await keys.forgetGeminiDailyLimit(uid, limit.seenAt);
  }

  // Both notes are awaited, so the answer or the refusal is handed on once the note agrees with it:
  // a success costs one read per wrapper, and a write only when a figure is forgotten.
  const watched = <T>(calledModel: string, call: Promise<T>): Promise<T> =>
    call.then(async (answer) => {
      await succeeded(calledModel).catch(() => {});
      return answer;
    }, notice(calledModel));

  return {
    checkKey: (apiKey) => model.checkKey(apiKey),
    listModels: (apiKey) => model.listModels(apiKey),
    generateText: (request) => watched(request.model, model.generateText(request)),
    generateJson: (request) => watched(request.model, model.generateJson(request)),
  };
}
