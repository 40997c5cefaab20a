import { GoogleDocExport, googleDocPath } from '@quarry/contracts/exports';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const googleDocKey = (executionId: string, shared: boolean) =>
  ['report-export', 'google-doc', shared ? 'shared' : 'own', executionId] as const;

/** The Google Doc saved from this run before, or null when there is none (404). */
async function storedGoogleDoc(executionId: string, shared: boolean): Promise<GoogleDocExport | null> {
  try {
    return await api.request('GET', googleDocPath(executionId, shared), { schema: GoogleDocExport });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useStoredGoogleDoc(executionId: string, shared: boolean) {
  return useQuery({
    queryKey: googleDocKey(executionId, shared),
    queryFn: () => storedGoogleDoc(executionId, shared),
    retry: false,
  });
}

/** Creates the report as a Google Doc in the person's Drive ('Quarry reports' unless a folder is given). */
export function saveGoogleDoc(executionId: string, shared: boolean, folderId?: string) {
  return api.request('POST', googleDocPath(executionId, shared), {
    body: folderId ? { folderId } : {},
    schema: GoogleDocExport,
  });
}
