import { GridResponse, gridPath } from '@quarry/contracts/grid';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** The run's grid, or null when it has none after all (404: its report was deleted meanwhile). */
export async function getGrid(executionId: string, shared: boolean): Promise<GridResponse | null> {
  try {
    return await api.request('GET', gridPath(executionId, shared), { schema: GridResponse });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Asked only when the run's view says it has a grid (`hasGrid`): finished, with columns. */
export function useGrid(executionId: string, shared: boolean, hasGrid: boolean) {
  return useQuery({
    queryKey: ['evidence-grid', shared ? 'shared' : 'own', executionId],
    queryFn: () => getGrid(executionId, shared),
    enabled: hasGrid,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
