import { type ChatSessionSummary, ChatSessionsResponse } from '@quarry/contracts/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from '@/modules/chat/api/chat-keys';

/** Spec part 2 section 9: the session list refreshes every 15 s, and not while the tab is hidden. */
export const SESSION_LIST_REFRESH_MS = 15_000;

export async function getChatSessions(): Promise<ChatSessionSummary[]> {
  const { sessions } = await api.request('GET', '/api/chat/sessions', { schema: ChatSessionsResponse });
  return sessions;
}

export function getChatSessionsQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.sessions(),
    queryFn: getChatSessions,
    refetchInterval: SESSION_LIST_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useChatSessions() {
  return useQuery(getChatSessionsQueryOptions());
}
