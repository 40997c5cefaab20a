import { type GeminiTier, GeminiTierResponse } from '@quarry/contracts/user';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export function getGeminiTier(): Promise<GeminiTierResponse> {
  return api.request('GET', '/api/user/gemini-tier', { schema: GeminiTierResponse });
}

/**
 * What Gemini's 429s said of the signed-in person's key (its tier is null until one said it), and
 * how many small documents the server reads in one request.
 */
export function useGeminiTier(enabled = true) {
  return useQuery({
    queryKey: accountKeys.geminiTier(),
    queryFn: getGeminiTier,
    enabled,
    select: (answer): { tier: GeminiTier | null; documentsPerCall: number } => ({
      tier: answer.geminiTier,
      documentsPerCall: answer.documentsPerCall,
    }),
  });
}
