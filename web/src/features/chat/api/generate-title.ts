import { GenerateTitleResponse, TITLE_MAX_LENGTH } from '@quarry/contracts/chat';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';

/** A short session title from the first question; the question itself, cut short, when Gemini cannot help. */
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
  return firstMessage.trim().slice(0, TITLE_MAX_LENGTH);
}
