import { GoogleGenAI } from '@google/genai';
import type { LanguageModel } from '../../ports/language-model.port';
import { toModelError } from './gemini-errors';

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
}
