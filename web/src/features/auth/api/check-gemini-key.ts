import { CheckGeminiKeyResponse } from '@quarry/contracts/user';
import { api } from '@/lib/api-client';

/** Whether the user has stored a Gemini key, to pick the next setup step. */
export async function checkGeminiKey(): Promise<boolean> {
  const { key_exists } = await api.request('GET', '/api/v1/check-gemini-key', {
    schema: CheckGeminiKeyResponse,
  });
  return key_exists;
}
