import { ExchangeCodeResponse } from '@quarry/contracts/auth';
import { api } from '@/lib/api-client';
import type { CodeReturn } from './exchange-sign-in-code';

/** The legacy /oauth page's code exchange. */
export function exchangeLegacyCode(body: CodeReturn): Promise<ExchangeCodeResponse> {
  return api.request('POST', '/api/auth/exchange-code', { body, schema: ExchangeCodeResponse });
}
