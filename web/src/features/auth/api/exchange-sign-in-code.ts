import { UnifiedOAuthResponse } from '@quarry/contracts/auth';
import { api } from '@/lib/api-client';

export type CodeReturn = { code: string; state: string; redirectUri: string };

/** Unified sign-in: the server trades the code for tokens and says what setup the user still needs. */
export function exchangeSignInCode(body: CodeReturn): Promise<UnifiedOAuthResponse> {
  return api.request('POST', '/api/auth/unified-oauth', { body, schema: UnifiedOAuthResponse });
}
