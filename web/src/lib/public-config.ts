import { PublicConfigResponse } from '@quarry/contracts/public-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query key of the deployment's public settings (reCAPTCHA, the card form). */
export const publicConfigKey = ['/api', 'public-config'] as const;

/** What the SPA needs to know about its deployment before anyone signs in. */
export function getPublicConfig(): Promise<PublicConfigResponse> {
  return api.request('GET', '/api/public-config', { schema: PublicConfigResponse });
}

export function getPublicConfigQueryOptions() {
  return queryOptions({ queryKey: publicConfigKey, queryFn: getPublicConfig });
}

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
