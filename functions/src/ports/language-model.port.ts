/**
 * The Gemini API as the use cases see it. Failures are reported as one of four kinds so callers can
 * react (wait and retry, ask for a new key, retry later, re-ask) without knowing the SDK.
 */
export type ModelFailureKind = 'quota' | 'invalidKey' | 'transient' | 'malformed';

export class ModelError extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    message: string,
    /** For quota failures: how long the service asked us to wait. */
    readonly retryDelayMs?: number,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

/** What one call cost, as Gemini's usageMetadata reports it. */
export interface ModelUsage {
  inputTokens: number;
  outputTokens: number;
  thinkingTokens: number;
}

export interface GenerateRequest {
  apiKey: string;
  model: string;
  prompt: string;
  signal?: AbortSignal;
  /** Told each answered call's usage. */
  onUsage?: (usage: ModelUsage, model: string) => void;
}

export interface LanguageModel {
  /** Resolves when the key works (lists the models with it); rejects with a ModelError otherwise. */
  checkKey(apiKey: string): Promise<void>;
  /** Free text (Markdown) for the prompt. */
  generateText(request: GenerateRequest): Promise<string>;
  /**
   * JSON matching `schema` (a JSON Schema), asked for with the JSON response type; the caller
   * validates it. Unparseable output rejects with a ModelError of kind 'malformed'.
   */
  generateJson(request: GenerateRequest & { schema: Record<string, unknown> }): Promise<unknown>;
}
