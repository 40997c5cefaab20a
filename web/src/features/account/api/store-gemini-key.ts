import { GeminiKeyResponse } from '@quarry/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/modules/account/api/account-keys';

/** Sends the key for the server to validate with Gemini and store encrypted. */
export function storeGeminiKey(geminiApiKey: string): Promise<GeminiKeyResponse> {
  return api.request('POST', '/api/user/gemini-key', { body: { geminiApiKey }, schema: GeminiKeyResponse });
}

export function useStoreGeminiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeGeminiKey,
    // Setup may now be complete: the profile's isSetupComplete must be read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}
