/** The models the emulator serves, with the limits Google lists for them. */
export interface ModelInfo {
  id: string;
  displayName: string;
  description: string;
  version: string;
  inputTokenLimit: number;
  outputTokenLimit: number;
  /** The model whose answers an alias gives (itself for a stable model). */
  target: string;
}

const METHODS = ['generateContent', 'countTokens', 'createCachedContent', 'batchGenerateContent'];
const ONE_MILLION = 1_048_576;
export const OUTPUT_LIMIT = 65_536;

function model(id: string, displayName: string, description: string, target = id): ModelInfo {
  return {
    id,
    displayName,
    description,
    version: target === id ? '001' : id,
    inputTokenLimit: ONE_MILLION,
    outputTokenLimit: OUTPUT_LIMIT,
    target,
  };
}

export const MODELS: readonly ModelInfo[] = [
  model('gemini-2.5-flash', 'Gemini 2.5 Flash', 'Stable version of Gemini 2.5 Flash (emulated).'),
  model('gemini-2.5-pro', 'Gemini 2.5 Pro', 'Stable release of Gemini 2.5 Pro (emulated).'),
  model(
    'gemini-2.5-flash-lite',
    'Gemini 2.5 Flash-Lite',
    'Stable version of Gemini 2.5 Flash-Lite (emulated).',
  ),
  model('gemini-flash-latest', 'Gemini Flash Latest', 'Latest release of Gemini Flash.', 'gemini-2.5-flash'),
  model('gemini-pro-latest', 'Gemini Pro Latest', 'Latest release of Gemini Pro.', 'gemini-2.5-pro'),
  model(
    'gemini-flash-lite-latest',
    'Gemini Flash-Lite Latest',
    'Latest release of Gemini Flash-Lite.',
    'gemini-2.5-flash-lite',
  ),
];

/** Accepts "gemini-2.5-flash" and "models/gemini-2.5-flash". */
export function findModel(name: string): ModelInfo | undefined {
  const id = name.startsWith('models/') ? name.slice('models/'.length) : name;
  return MODELS.find((m) => m.id === id);
}

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
