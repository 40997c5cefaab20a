import { type DefaultOptions, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api-client';

/** Spec part 1 section 7: no automatic retries, no refetch on focus, no polling, data never stale. */
export function createQueryClient(queryFn: QueryFunction<unknown>): QueryClient {
  const defaultOptions: DefaultOptions = {
    queries: {
      queryFn,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    mutations: { retry: false },
  };
  return new QueryClient({ defaultOptions });
}

export const queryClient = createQueryClient(api.getQueryFn({ on401: 'throw' }));
