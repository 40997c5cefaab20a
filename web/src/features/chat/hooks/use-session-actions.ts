import type { ChatSessionSummary } from '@quarry/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { chatKeys } from '../api/chat-keys';
import { useDeleteChatSession } from '../api/delete-chat-session';
import { markExecutionViewed } from '../api/mark-execution-viewed';
import { hasNewReport } from '../utils/session-display';
import type { ChatSessionControls } from './use-chat-session';

/** What the saved-session list does: open a session (clearing its green dot) and delete one. */
export function useSessionActions(chat: ChatSessionControls) {
  const queryClient = useQueryClient();
  const { load, startNew } = chat;
  const openSessionId = chat.session.sessionId;
  const deletion = useDeleteChatSession({
    // Deleting the open session leaves nothing to continue; a fresh one takes its place.
    onDeleted: (sessionId) => {
      if (sessionId === openSessionId) startNew();
    },
  });

  const open = useCallback(
    async (session: ChatSessionSummary) => {
      await load(session.id);
      if (!hasNewReport(session) || !session.latestExecutionId) return;
      try {
        await markExecutionViewed(session.latestExecutionId);
      } catch {
        // The dot stays and the next click tries again; the session itself is open.
        return;
      }
      await queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
    },
    [load, queryClient],
  );

  const remove = useCallback((session: ChatSessionSummary) => deletion.mutate(session.id), [deletion]);

  return { open, remove };
}
