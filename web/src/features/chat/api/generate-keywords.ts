import {
  type GenerateKeywordsResponse,
  GenerateKeywordsResponse as Schema,
} from '@quarry/contracts/research';
import { api } from '@/lib/api-client';

/** Step 1 of the query flow: Gemini turns the question into search keywords. */
export function generateKeywords(query: string): Promise<GenerateKeywordsResponse> {
  return api.request('POST', '/api/query/generate-keywords', { body: { query }, schema: Schema });
}
