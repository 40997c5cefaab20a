import { type SaveChatSessionRequest, SaveChatSessionResponse } from '@quarry/contracts/chat';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ChatSessionDraft = z.input<typeof SaveChatSessionRequest>;

/** Spec part 2 section 4: with a session id the session is updated, otherwise it is created. */
export async function saveChatSession(
  sessionId: string | undefined,
  draft: ChatSessionDraft,
): Promise<string> {
  const response = sessionId
    ? await api.request('PUT', `/api/chat/sessions/${encodeURIComponent(sessionId)}`, {
        body: draft,
        schema: SaveChatSessionResponse,
      })
    : await api.request('POST', '/api/chat/sessions', { body: draft, schema: SaveChatSessionResponse });
  return response.sessionId;
}
