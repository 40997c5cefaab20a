import { useQuery } from '@tanstack/react-query';
import { getPreferencesQueryOptions } from '@/modules/account/api/get-preferences';

/** The folders searches are limited to; none means all of the Drive. */
export function useSelectedDirectories() {
  return useQuery({
    ...getPreferencesQueryOptions(),
    select: (preferences) => preferences.selectedDriveDirectories,
  });
}
