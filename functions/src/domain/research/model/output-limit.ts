import type { LanguageModel } from '../../../ports/language-model.port';

/** The model with every answer held to `maxOutputTokens` (thinking included); unchanged when undefined. */
export function withOutputLimit(base: LanguageModel, maxOutputTokens: number | undefined): LanguageModel {
  if (maxOutputTokens === undefined) return base;
  return {
    checkKey: (apiKey) => base.checkKey(apiKey),
    listModels: (apiKey) => base.listModels(apiKey),
    generateText: (request) => base.generateText({ ...request, maxOutputTokens }),
    generateJson: (request) => base.generateJson({ ...request, maxOutputTokens }),
  };
}
