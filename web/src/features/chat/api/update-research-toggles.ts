import { type Preferences, PreferencesResponse } from '@quarry/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { accountKeys } from '@/modules/account/api/account-keys';

/** The two switches under the question box, kept as the user's preferences. */
export type ResearchToggles = Partial<Pick<Preferences, 'deepResearch' | 'notifyOnCompletion'>>;
/** What the chat writes to the preferences: the switches, and the folders a saved report searches. */
export type ChatPreferencesUpdate = ResearchToggles & Partial<Pick<Preferences, 'selectedDriveDirectories'>>;

export async function updateChatPreferences(update: ChatPreferencesUpdate): Promise<Preferences> {
  const { preferences } = await api.request('PUT', '/api/user/preferences', {
    body: update,
    schema: PreferencesResponse,
  });
  return preferences;
}

export function useUpdateResearchToggles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ResearchToggles) => updateChatPreferences(update),
    // The switch moves at once; a failed save puts it back.
    onMutate: (update) => {
      const previous = queryClient.getQueryData<Preferences>(accountKeys.preferences());
      if (previous) queryClient.setQueryData(accountKeys.preferences(), { ...previous, ...update });
      return { previous };
    },
    onSuccess: (preferences) => queryClient.setQueryData(accountKeys.preferences(), preferences),
    onError: (error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(accountKeys.preferences(), context.previous);
      if (error instanceof SessionExpiredError) return;
      toast({ title: 'Save Failed', description: 'Could not save your preferences', variant: 'destructive' });
    },
  });
}
