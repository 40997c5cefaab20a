import { type Preferences, PreferencesResponse } from '@quarry/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { accountKeys } from '@/modules/account/api/account-keys';

/**
 * The preferences this screen edits; the chat screen's own switches are left as they are. The zone
 * only when the person picked one: sending it is choosing it (lib/time-zone.ts).
 */
export type ChatPreferencesUpdate = Pick<
  Preferences,
  | 'chatRetentionDays'
  | 'reportRetentionDays'
  | 'maxKeywords'
  | 'systemQuery'
  | 'monthlySpendAlertUsd'
  | 'reportCostCapUsd'
> & { timezone?: string };

export async function updatePreferences(update: ChatPreferencesUpdate): Promise<Preferences> {
  const { preferences } = await api.request('PUT', '/api/user/preferences', {
    body: update,
    schema: PreferencesResponse,
  });
  return preferences;
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(accountKeys.preferences(), preferences);
      toast({ title: 'Settings Saved', description: 'Your chat preferences have been updated.' });
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({ title: 'Save Failed', description: 'Could not save your preferences', variant: 'destructive' });
    },
  });
}
