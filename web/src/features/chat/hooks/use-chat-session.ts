import type { ChatMessage } from '@quarry/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { captureSessionDirectories } from '../api/capture-session-directories';
import { chatKeys } from '../api/chat-keys';
import { generateTitle } from '../api/generate-title';
import { getSessionMessagesQueryOptions } from '../api/get-session-messages';
import { saveChatSession } from '../api/save-chat-session';
import type { CompletedQuery } from '../utils/completed-query';
import { firstUserMessage, welcomeMessages } from '../utils/messages';
import { type DirectoryRef, parseDirectories, parseTextList } from '../utils/session-display';

export const SESSION_TOAST_MS = 3000;

export type SessionState = {
  sessionId?: string;
  title?: string;
  messages: ChatMessage[];
  searchTerms: string[];
  selectedFiles: string[];
  /** The folders a saved session searched; undefined for a new one, which uses the user's current choice. */
  directories?: DirectoryRef[];
  /** Set by a completed answer of this page's flow only: a loaded session has none to save as a report. */
  completed?: CompletedQuery;
};

const newSession = (): SessionState => ({ messages: welcomeMessages(), searchTerms: [], selectedFiles: [] });

export type SaveOptions = {
  /** The id the completed stream carried, when the server opened the session itself. */
  sessionId?: string;
  /** The first query of a session also records which folders it searched. */
  captureDirectories: boolean;
};

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

  const startNew = useCallback(() => update(newSession), [update]);

  const append = useCallback(
    (message: ChatMessage) => update((current) => ({ ...current, messages: [...current.messages, message] })),
    [update],
  );

  const recordSearch = useCallback(
    (searchTerms: string[], selectedFiles: string[]) =>
      update((current) => ({ ...current, searchTerms, selectedFiles })),
    [update],
  );

  const recordCompleted = useCallback(
    (completed: CompletedQuery | undefined) => update((current) => ({ ...current, completed })),
    [update],
  );

  const load = useCallback(
    async (sessionId: string) => {
      try {
        const loaded = await queryClient.fetchQuery(getSessionMessagesQueryOptions(sessionId));
        update(() => ({
          sessionId,
          title: loaded.title,
          messages: loaded.messages.length > 0 ? loaded.messages : welcomeMessages(),
          searchTerms: parseTextList(loaded.searchTerms),
          selectedFiles: parseTextList(loaded.selectedFiles),
          directories: parseDirectories(loaded.selectedDirectories),
        }));
        toast({
          title: 'Session Loaded',
          description: `Loaded "${loaded.title}"`,
          duration: SESSION_TOAST_MS,
        });
      } catch (error) {
        if (error instanceof SessionExpiredError) return;
        toast({ title: 'Load Failed', description: 'Could not load chat session', variant: 'destructive' });
      }
    },
    [queryClient, update],
  );

  const save = useCallback(
    async (options: SaveOptions) => {
      const current = latest.current;
      try {
        const title =
          current.title ?? (await generateTitle(firstUserMessage(current.messages) ?? 'New Session'));
        const sessionId = await saveChatSession(options.sessionId ?? current.sessionId, {
          title,
          chatData: current.messages,
          searchTerms: current.searchTerms,
          selectedFiles: current.selectedFiles,
        });
        update((now) => ({ ...now, sessionId, title }));
        toast({
          title: 'Session Saved',
          description: 'Your chat session has been saved.',
          duration: SESSION_TOAST_MS,
        });
        if (options.captureDirectories) {
          // The session and its answer are kept; a missing folder note is not worth interrupting for.
          await captureSessionDirectories(sessionId).catch(() => undefined);
        }
        await queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
      } catch (error) {
        if (error instanceof SessionExpiredError) return;
        toast({ title: 'Save Failed', description: 'Could not save chat session', variant: 'destructive' });
      }
    },
    [queryClient, update],
  );

  return { session: state, startNew, append, recordSearch, recordCompleted, load, save };
}

export type ChatSessionControls = ReturnType<typeof useChatSession>;
