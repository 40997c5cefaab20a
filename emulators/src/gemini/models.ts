/**
 * The models the emulator serves, with the limits Google lists for them: today's text models
 * (checked 2026-11-27 against ai.google.dev/gemini-api/docs/models; docs/decisions/research-pipeline.md).
 */
export interface ModelInfo {
  id: string;
  displayName: string;
  description: string;
  version: string;
  inputTokenLimit: number;
  outputTokenLimit: number;
  /** The model whose answers an alias gives (itself for a stable model). */
  target: string;
  /**
   * The share of its answer's tokens the model spends thinking, reported as thoughtsTokenCount (a
   * made-up but fixed share: Gemini's thinking depends on the task; ours must be deterministic).
   */
  thinkingShare: number;
}

const METHODS = ['generateContent', 'countTokens', 'createCachedContent', 'batchGenerateContent'];
const ONE_MILLION = 1_048_576;
export const OUTPUT_LIMIT = 65_536;

/** Flash thinks half as much as it answers, Pro as much, Flash-Lite a tenth. */
function thinkingShareOf(id: string): number {
  if (/flash-lite/.test(id)) return 0.1;
  return /flash/.test(id) ? 0.5 : 1;
}

function model(id: string, displayName: string, description: string, target = id): ModelInfo {
  return {
    id,
    displayName,
    description,
    version: target === id ? '001' : id,
    inputTokenLimit: ONE_MILLION,
    outputTokenLimit: OUTPUT_LIMIT,
    target,
    thinkingShare: thinkingShareOf(target),
  };
}

export const MODELS: readonly ModelInfo[] = [
  model('gemini-3.8-flash', 'Gemini 3.8 Flash', 'Stable version of Gemini 3.8 Flash (emulated).'),
  model('gemini-3.7-flash', 'Gemini 3.7 Flash', 'Stable version of Gemini 3.7 Flash (emulated).'),
  model('gemini-3.1-pro-preview', 'Gemini 3.1 Pro Preview', 'Preview release of Gemini 3.1 Pro (emulated).'),
  model(
    'gemini-3.5-flash-lite',
    'Gemini 3.5 Flash-Lite',
    'Stable version of Gemini 3.5 Flash-Lite (emulated).',
  ),
  model(
    'gemini-2.5-flash-lite',
    'Gemini 2.5 Flash-Lite',
    'Stable version of Gemini 2.5 Flash-Lite (emulated).',
  ),
  model('gemini-flash-latest', 'Gemini Flash Latest', 'Latest release of Gemini Flash.', 'gemini-3.8-flash'),
  model('gemini-pro-latest', 'Gemini Pro Latest', 'Latest release of Gemini Pro.', 'gemini-3.1-pro-preview'),
  model(
    'gemini-flash-lite-latest',
    'Gemini Flash-Lite Latest',
    'Latest release of Gemini Flash-Lite.',
    'gemini-3.5-flash-lite',
  ),
];

/**
 * Retired models Gemini still names in its 404 (checked 2026-11-27): 2.5 Flash and Pro are deprecated
 * (shut down on 2026-12-01) and refused to keys that never used them, with their own message. Every
 * other name the emulator does not serve (gemini-2.0-flash, gemini-1.5-pro, a typo) is not found.
 */
const CLOSED_TO_NEW_USERS: readonly string[] = ['gemini-2.5-flash', 'gemini-2.5-pro'];

/** "models/gemini-3.8-flash" or "gemini-3.8-flash" -> "gemini-3.8-flash". */
export const modelId = (name: string): string =>
  name.startsWith('models/') ? name.slice('models/'.length) : name;

/** Accepts "gemini-3.8-flash" and "models/gemini-3.8-flash". */
export function findModel(name: string): ModelInfo | undefined {
  const id = modelId(name);
  return MODELS.find((m) => m.id === id);
}

/** Whether Gemini answers this retired name with its "no longer available to new users" 404. */
export const closedToNewUsers = (name: string): boolean => CLOSED_TO_NEW_USERS.includes(modelId(name));

/** The model's resource as the Gemini API lists it; `inputTokenLimit` may be lowered by a test. */
export function modelResource(info: ModelInfo, inputTokenLimit: number | undefined): Record<string, unknown> {
  return {
    name: `models/${info.id}`,
    version: info.version,
    displayName: info.displayName,
    description: info.description,
    inputTokenLimit: inputTokenLimit ?? info.inputTokenLimit,
    outputTokenLimit: info.outputTokenLimit,
    supportedGenerationMethods: METHODS,
    temperature: 1,
    topP: 0.95,
    topK: 64,
    maxTemperature: 2,
    thinking: true,
  };
}
