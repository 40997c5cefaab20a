import { CheckGeminiKeyResponse } from '@quarry/contracts/user';
import { api } from '@/lib/api-client';

/**
 * Whether the user's encrypted Gemini key is stored: the sign-in flow picks the next setup step by it,
 * and the chat checks it before opening.
 */
export async function checkGeminiKey(): Promise<boolean> {
  const { key_exists } = await api.request('GET', '/api/v1/check-gemini-key', {
    schema: CheckGeminiKeyResponse,
  });
  return key_exists;
}
