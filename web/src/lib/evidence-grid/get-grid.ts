import { GridResponse, gridPath } from '@quarry/contracts/grid';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** The run's grid, or null when it has none (the route answers 404 for a run without columns). */
export async function getGrid(executionId: string, shared: boolean): Promise<GridResponse | null> {
  try {
    return await api.request('GET', gridPath(executionId, shared), { schema: GridResponse });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Asked only once the run has finished: before that the route answers 409. */
export function useGrid(executionId: string, shared: boolean, finished: boolean) {
  return useQuery({
    queryKey: ['evidence-grid', shared ? 'shared' : 'own', executionId],
    queryFn: () => getGrid(executionId, shared),
    enabled: finished,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
