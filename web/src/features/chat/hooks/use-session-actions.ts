import type { ChatSessionSummary } from '@quarry/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { chatKeys } from '@/modules/chat/api/chat-keys';
import { markExecutionViewed } from '@/modules/report-executions/api/mark-execution-viewed';
import { useDeleteChatSession } from '../api/delete-chat-session';
import { hasNewReport } from '../utils/session-display';
import type { ChatSessionControls } from './use-chat-session';

/**
 * What the saved-session list does: open a session (clearing its green dot) and delete one, once
 * the person has confirmed it.
 */
export function useSessionActions(chat: ChatSessionControls) {
  const queryClient = useQueryClient();
  const { load, startNew } = chat;
  const openSessionId = chat.session.sessionId;
  const [toDelete, setToDelete] = useState<ChatSessionSummary>();
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

  const { mutate } = deletion;
  const confirmDelete = useCallback(() => {
    if (!toDelete) return;
    // The question closes whatever the answer; the toasts say how it went.
    mutate(toDelete.id, { onSettled: () => setToDelete(undefined) });
  }, [toDelete, mutate]);

  return {
    open,
    /** Asks first: the session and its messages cannot be brought back. */
    remove: setToDelete,
    toDelete,
    cancelDelete: () => setToDelete(undefined),
    confirmDelete,
    deleting: deletion.isPending,
  };
}
