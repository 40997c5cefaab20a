import { type DriveDirectory, type Preferences, PreferencesResponse } from '@quarry/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { accountKeys } from '@/modules/account/api/account-keys';

export async function saveSelectedDirectories(directories: DriveDirectory[]): Promise<Preferences> {
  const { preferences } = await api.request('PUT', '/api/user/preferences', {
    body: { selectedDriveDirectories: directories },
    schema: PreferencesResponse,
  });
  return preferences;
}

export function useSaveSelectedDirectories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSelectedDirectories,
    onSuccess: (preferences) => {
      queryClient.setQueryData(accountKeys.preferences(), preferences);
      toast({
        title: 'Directories Saved',
        description: 'Your searches now look in the selected directories.',
      });
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({
        title: 'Save Failed',
        description: 'Could not save your selected directories',
        variant: 'destructive',
      });
    },
  });
}
