import { PublicConfigResponse } from '@quarry/contracts/public-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactKeys } from './contact-keys';

export function getPublicConfig(): Promise<PublicConfigResponse> {
  return api.request('GET', '/api/public-config', { schema: PublicConfigResponse });
}

export function getPublicConfigQueryOptions() {
  return queryOptions({ queryKey: contactKeys.publicConfig(), queryFn: getPublicConfig });
}

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
