import { GoogleGenAI } from '@google/genai';
import {
  type AvailableModel,
  type GenerateRequest,
  type LanguageModel,
  ModelError,
} from '../../ports/language-model.port';
import { toModelError } from './gemini-errors';
import { checkedText } from './gemini-finish';

/** LanguageModel on @google/genai; `baseUrl` points it at the emulator locally. */
export class GeminiModel implements LanguageModel {
  constructor(private readonly baseUrl?: string) {}

  private client(apiKey: string): GoogleGenAI {
    return new GoogleGenAI({ apiKey, ...(this.baseUrl ? { httpOptions: { baseUrl: this.baseUrl } } : {}) });
  }

  async checkKey(apiKey: string): Promise<void> {
    try {
      const pager = await this.client(apiKey).models.list({ config: { pageSize: 1 } });
      pager.page;
    } catch (error) {
      throw toModelError(error);
    }
  }

  async listModels(apiKey: string): Promise<AvailableModel[]> {
    try {
      const models: AvailableModel[] = [];
      for await (const model of await this.client(apiKey).models.list({ config: { pageSize: 1000 } })) {
        if (!model.name || !model.supportedActions?.includes('generateContent')) continue;
        models.push({
          id: model.name.replace(/^models\//, ''),
          displayName: model.displayName ?? model.name,
          ...(model.inputTokenLimit ? { inputTokenLimit: model.inputTokenLimit } : {}),
          ...(model.outputTokenLimit ? { outputTokenLimit: model.outputTokenLimit } : {}),
          thinking: model.thinking === true,
        });
      }
      return models;
    } catch (error) {
      throw toModelError(error);
    }
  }

  private async generate(request: GenerateRequest, config: Record<string, unknown>): Promise<string> {
    try {
      const response = await this.client(request.apiKey).models.generateContent({
        model: request.model,
        contents: request.prompt,
        // A child signal per call: the SDK adds an abort listener to whatever signal it gets and
        // keeps it, so sharing the run's signal across hundreds of calls would pile them up.
        config: {
          ...config,
          ...(request.maxOutputTokens ? { maxOutputTokens: request.maxOutputTokens } : {}),
          ...(request.signal ? { abortSignal: AbortSignal.any([request.signal]) } : {}),
        },
      });
      // An answer cut short is billed too: its usage is told before the finish is checked.
      const usage = response.usageMetadata;
      request.onUsage?.(
        {
          inputTokens: usage?.promptTokenCount ?? 0,
          outputTokens: usage?.candidatesTokenCount ?? 0,
          thinkingTokens: usage?.thoughtsTokenCount ?? 0,
        },
        // The model that answered: Gemini may serve a retired name with another model (docs/architecture/platform.md).
        response.modelVersion || request.model,
      );
      return checkedText(response);
    } catch (error) {
      if (error instanceof ModelError) throw error;
      throw toModelError(error);
    }
  }

  generateText(request: GenerateRequest): Promise<string> {
    return this.generate(request, {});
  }

  async generateJson(request: GenerateRequest & { schema: Record<string, unknown> }): Promise<unknown> {
    const text = await this.generate(request, {
      responseMimeType: 'application/json',
      responseJsonSchema: request.schema,
    });
    try {
      return JSON.parse(text);
    } catch {
      throw new ModelError('malformed', 'The model answered with text that is not valid JSON');
    }
  }
}
