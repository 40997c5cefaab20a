import { type LanguageModel, ModelError } from '../../ports/language-model.port';
import type { UserKeys } from '../accounts/user-keys';

/**
 * The model as one person's calls use it, noting what each 429 says of their key (DESIGN section
 * 18): a free-tier quota id marks the key free tier, a paid one clears that. The note is kept on
 * the key's record; a failed note is passed over (the next 429 tells again).
 */
export function noticingKeyTier(
  model: LanguageModel,
  keys: Pick<UserKeys, 'noteGeminiTier'>,
  uid: string,
): LanguageModel {
  const notice = (error: unknown) => {
    const quota = error instanceof ModelError && error.kind === 'quota' ? error.quota : undefined;
    if (quota && quota.freeTier !== null) {
      void keys.noteGeminiTier(uid, quota.freeTier, quota.requestsPerDay).catch(() => {});
    }
    throw error;
  };
  return {
    checkKey: (apiKey) => model.checkKey(apiKey),
    listModels: (apiKey) => model.listModels(apiKey),
    generateText: (request) => model.generateText(request).catch(notice),
    generateJson: (request) => model.generateJson(request).catch(notice),
  };
}
