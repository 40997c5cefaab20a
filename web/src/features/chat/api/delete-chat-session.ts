import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { chatKeys } from '@/modules/chat/api/chat-keys';

export async function deleteChatSession(sessionId: string): Promise<void> {
  await api.request('DELETE', `/api/chat/sessions/${encodeURIComponent(sessionId)}`);
}

export function useDeleteChatSession(options: { onDeleted: (sessionId: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatSession,
    onSuccess: async (_result, sessionId) => {
      toast({ title: 'Session Deleted', description: 'The chat session has been deleted.', outcome: true });
      options.onDeleted(sessionId);
      await queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({ title: 'Delete Failed', description: 'Could not delete chat session', variant: 'destructive' });
    },
  });
}
