import { GenerateTitleResponse } from '@quarry/contracts/chat';
import { fitTitle } from '@quarry/contracts/session-title';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';

/**
 * A short session title from the first question; the question itself, cut at a word with '…',
 * when the server cannot be asked (the same cut the server makes).
 */
export async function generateTitle(firstMessage: string): Promise<string> {
  try {
    const { title } = await api.request('POST', '/api/chat/generate-title', {
      body: { firstMessage },
      schema: GenerateTitleResponse,
    });
    if (title.trim()) return title.trim();
  } catch (error) {
    if (error instanceof SessionExpiredError) throw error;
  }
  return fitTitle(firstMessage) || 'New Session';
}
