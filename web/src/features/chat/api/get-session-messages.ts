import { ChatSessionMessagesResponse } from '@quarry/contracts/chat';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { chatKeys } from '@/modules/chat/api/chat-keys';

export type LoadedChatSession = z.infer<typeof ChatSessionMessagesResponse>;

export function getSessionMessages(sessionId: string): Promise<LoadedChatSession> {
  return api.request('GET', `/api/chat/sessions/${encodeURIComponent(sessionId)}/messages`, {
    schema: ChatSessionMessagesResponse,
  });
}

/** Always asked afresh: another tab or a background run may have changed the session since. */
export function getSessionMessagesQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: chatKeys.session(sessionId),
    queryFn: () => getSessionMessages(sessionId),
    staleTime: 0,
  });
}
