import { UnifiedDriveOAuthResponse } from '@quarry/contracts/auth';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { CodeReturn } from './exchange-sign-in-code';

/** A drive-only authorization's code exchange (spec part 2, /drive-callback). */
export function exchangeDriveCode(body: CodeReturn): Promise<z.output<typeof UnifiedDriveOAuthResponse>> {
  return api.request('POST', '/api/auth/unified-drive-oauth', { body, schema: UnifiedDriveOAuthResponse });
}
