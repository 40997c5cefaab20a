import { type GeminiTier, GeminiTierResponse } from '@quarry/contracts/user';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/**
 * Small documents read per Gemini request. One until packing lands (issue 26, item 1); then the
 * server's packing rules give it.
 */
export const DOCUMENTS_PER_CALL = 1;

export function getGeminiTier(): Promise<GeminiTierResponse> {
  return api.request('GET', '/api/user/gemini-tier', { schema: GeminiTierResponse });
}

/** What Gemini's 429s said of the signed-in person's key (null until one said it). */
export function useGeminiTier(enabled = true) {
  return useQuery({
    queryKey: accountKeys.geminiTier(),
    queryFn: getGeminiTier,
    enabled,
    select: (answer): GeminiTier | null => answer.geminiTier,
  });
}
