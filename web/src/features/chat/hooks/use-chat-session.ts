import type { ChatMessage } from '@quarry/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import type { LoadedChatSession } from '../api/get-session-messages';
import { getSessionMessagesQueryOptions } from '../api/get-session-messages';
import {
  forgetActiveSession,
  forgetRun,
  type PendingRun,
  readActiveSession,
  rememberRun,
  rememberSession,
} from '../utils/active-session';
import { fromLoaded, newSession, type SessionState } from '../utils/loaded-session';
import { type SaveOptions, SESSION_TOAST_MS, useSessionSave } from './use-session-save';

export type { SaveOptions, SessionState };

/** The open chat session: its messages and context, loading, and saving (spec part 2 section 4). */
export function useChatSession() {
  const queryClient = useQueryClient();
  const [state, setState] = useState(newSession);
  // Saving runs after awaits; it must send the messages as they are then, not as they were.
  const latest = useRef(state);
  const update = useCallback((change: (current: SessionState) => SessionState) => {
    latest.current = change(latest.current);
    setState(latest.current);
  }, []);
  const save = useSessionSave(latest, update);

  const startNew = useCallback(() => {
    forgetActiveSession();
    update(newSession);
  }, [update]);

  const append = useCallback(
    (message: ChatMessage) => update((current) => ({ ...current, messages: [...current.messages, message] })),
    [update],
  );

  /** Takes a message back out: a question whose query was cancelled leaves nothing behind. */
  const removeMessage = useCallback(
    (id: string) =>
      update((current) => ({
        ...current,
        messages: current.messages.filter((message) => message.id !== id),
      })),
    [update],
  );

  const recordSearch = useCallback(
    (searchTerms: string[], selectedFiles: string[]) =>
      update((current) => ({ ...current, searchTerms, selectedFiles })),
    [update],
  );

  /** The stream named its run: the session it lives in is this one, and a reload can find the run. */
  const adoptRun = useCallback(
    (sessionId: string, run: PendingRun) => {
      rememberRun(sessionId, run);
      update((current) => ({ ...current, sessionId }));
    },
    [update],
  );

  /**
   * Opens a session; a run this tab started in it and never saw end is followed again. `restoring`:
   * the tab's own session after a reload; if it is gone (deleted, swept), a new session stays, quietly.
   */
  const load = useCallback(
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
    [queryClient, update],
  );

  /**
   * The followed run succeeded and its report is filed: the session is shown as the server has it,
   * plus what this tab knew (the question, the query behind the report), which is then saved with it.
   */
  const settleRun = useCallback(
    async (executionId: string, loaded: LoadedChatSession) => {
      const current = latest.current;
      if (current.following?.executionId !== executionId || !current.sessionId) return;
      const { pending } = current.following;
      update(() => ({ ...fromLoaded(current.sessionId as string, loaded, pending), following: undefined }));
      forgetRun(executionId);
      if (pending) await save({ captureDirectories: false, quiet: true });
    },
    [update, save],
  );

  /** The stream of this page's run broke off: the run is followed like one found after a reload. */
  const followRun = useCallback(
    (executionId: string) => {
      const remembered = readActiveSession()?.run;
      const pending = remembered?.executionId === executionId ? remembered : undefined;
      update((current) => ({ ...current, following: { executionId, ...(pending ? { pending } : {}) } }));
    },
    [update],
  );

  const stopFollowing = useCallback(
    (executionId: string) => {
      forgetRun(executionId);
      update((current) =>
        current.following?.executionId === executionId ? { ...current, following: undefined } : current,
      );
    },
    [update],
  );

  return {
    session: state,
    startNew,
    append,
    removeMessage,
    recordSearch,
    adoptRun,
    load,
    followRun,
    settleRun,
    stopFollowing,
    save,
  };
}

export type ChatSessionControls = ReturnType<typeof useChatSession>;
