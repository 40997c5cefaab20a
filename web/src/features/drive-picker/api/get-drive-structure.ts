import { type DriveNode, DriveStructureResponse } from '@quarry/contracts/drive';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { driveKeys } from './drive-keys';

/** The user's Drive folders under a 'Root Directory' node. */
export async function getDriveStructure(): Promise<DriveNode> {
  const { structure } = await api.request('GET', '/api/google-drive/structure', {
    schema: DriveStructureResponse,
  });
  return structure;
}

/** Spec part 2 section 9: the structure call is retried once. */
export function getDriveStructureQueryOptions() {
  return queryOptions({ queryKey: driveKeys.structure(), queryFn: getDriveStructure, retry: 1 });
}

export function useDriveStructure(options: { enabled: boolean }) {
  return useQuery({ ...getDriveStructureQueryOptions(), enabled: options.enabled });
}
