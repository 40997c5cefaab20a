/**
 * The Gemini API as the use cases see it. Failures are reported as one of five kinds so callers can
 * react (wait and retry, ask for a new key, retry later, re-ask, use another model) without knowing
 * the SDK. `modelNotFound` is Gemini's 404 NOT_FOUND: the model named is retired, unknown, or not
 * open to this key.
 */
export type ModelFailureKind = 'quota' | 'invalidKey' | 'transient' | 'malformed' | 'modelNotFound';

/**
 * What a quota failure's quota ids say (docs/architecture/reading-economy.md): whether a per-minute or a per-day limit
 * was met ('unknown' when Gemini named none), and whether the key is on the free tier. A per-day
 * limit clears only at midnight Pacific, so no wait within a call helps.
 */
export interface QuotaLimit {
  period: 'minute' | 'day' | 'unknown';
  /** True when a quota id names the free tier; false when Gemini named quotas of a paid tier; null when it named none. */
  freeTier: boolean | null;
  /** The per-day request limit Gemini named (its quotaValue), when it named one. */
  requestsPerDay?: number;
}

export class ModelError extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    message: string,
    /** For quota failures: how long the service asked us to wait. */
    readonly retryDelayMs?: number,
    /** For quota failures: which limit was met. */
    readonly quota?: QuotaLimit,
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

/** A model the key can call, as Gemini's models.list describes it. */
export interface AvailableModel {
  /** The id calls name, as in "gemini-3.8-flash". */
  id: string;
  displayName: string;
  inputTokenLimit?: number;
  outputTokenLimit?: number;
  thinking: boolean;
}

export interface GenerateRequest {
  apiKey: string;
  model: string;
  prompt: string;
  signal?: AbortSignal;
  /**
   * The most the answer may take, thinking included (Gemini counts thoughts against it); an answer
   * that reaches it is cut short (MAX_TOKENS). Unset, the model's own output limit applies.
   */
  maxOutputTokens?: number;
  /** Told each answered call's usage, and the model that answered (Gemini's modelVersion). */
  onUsage?: (usage: ModelUsage, model: string) => void;
}

export interface LanguageModel {
  /** Resolves when the key works (lists the models with it); rejects with a ModelError otherwise. */
  checkKey(apiKey: string): Promise<void>;
  /** Every model the key can call with generateContent; rejects with a ModelError. */
  listModels(apiKey: string): Promise<AvailableModel[]>;
  /** Free text (Markdown) for the prompt. */
  generateText(request: GenerateRequest): Promise<string>;
  /**
   * JSON matching `schema` (a JSON Schema), asked for with the JSON response type; the caller
   * validates it. Unparseable output rejects with a ModelError of kind 'malformed'.
   */
  generateJson(request: GenerateRequest & { schema: Record<string, unknown> }): Promise<unknown>;
}
