import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback } from 'react';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { getSessionMessagesQueryOptions } from '../api/get-session-messages';
import { forgetActiveSession, readActiveSession, rememberSession } from '../utils/active-session';
import { fromLoaded, type SessionState } from '../utils/loaded-session';
import { SESSION_TOAST_MS } from './use-session-save';

/**
 * Opens a session; a run this tab started in it and never saw end is followed again. `restoring`:
 * the tab's own session after a reload; if it is gone (deleted, swept), a new session stays, quietly.
 */
export function useSessionLoad(
  latest: RefObject<SessionState>,
  update: (change: (current: SessionState) => SessionState) => void,
) {
  const queryClient = useQueryClient();
  return useCallback(
    async (sessionId: string, options: { restoring?: boolean } = {}) => {
      const before = latest.current;
      try {
        const loaded = await queryClient.fetchQuery(getSessionMessagesQueryOptions(sessionId));
        // Restoring must not undo what the person started meanwhile (a question typed at once).
        if (options.restoring && latest.current !== before) return;
        const remembered = readActiveSession();
        const pending = remembered?.sessionId === sessionId ? remembered.run : undefined;
        update(() => fromLoaded(sessionId, loaded, pending));
        rememberSession(sessionId);
        toast({
          title: 'Session Loaded',
          description: `Loaded "${loaded.title}"`,
          duration: SESSION_TOAST_MS,
        });
      } catch (error) {
        if (error instanceof SessionExpiredError) return;
        if (options.restoring) return forgetActiveSession();
        toast({ title: 'Load Failed', description: 'Could not load chat session', variant: 'destructive' });
      }
    },
    [queryClient, update, latest],
  );
}
