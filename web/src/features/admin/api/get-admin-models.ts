import { AdminModelsResponse } from '@quarry/contracts/admin-models';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/models: what the administrator's own Gemini key can call, and the configured models. */
export const getAdminModels = () => api.request('GET', '/api/admin/models', { schema: AdminModelsResponse });

export const getAdminModelsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.models(), queryFn: getAdminModels });

export const useAdminModels = () => useQuery(getAdminModelsQueryOptions());
