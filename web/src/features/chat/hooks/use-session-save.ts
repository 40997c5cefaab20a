import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback } from 'react';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { chatKeys } from '@/modules/chat/api/chat-keys';
import { captureSessionDirectories } from '../api/capture-session-directories';
import { generateTitle } from '../api/generate-title';
import { saveChatSession } from '../api/save-chat-session';
import { rememberSession } from '../utils/active-session';
import type { SessionState } from '../utils/loaded-session';
import { firstUserMessage } from '../utils/messages';

export const SESSION_TOAST_MS = 3000;

export type SaveOptions = {
  /** The id the completed stream carried, when the server opened the session itself. */
  sessionId?: string;
  /** The first query of a session also records which folders it searched. */
  captureDirectories: boolean;
  /** Keeping what the page already showed (a followed report's query): no toast for it. */
  quiet?: boolean;
};

/**
 * Saving the open session (spec part 2 section 4): with a session id it is updated, otherwise
 * created, with a title generated from the first question. Answers keep their evidence and the
 * query that produced them, so a reloaded session can save or share them.
 */
export function useSessionSave(
  latest: RefObject<SessionState>,
  update: (change: (current: SessionState) => SessionState) => void,
) {
  const queryClient = useQueryClient();
  return useCallback(
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
        rememberSession(sessionId);
        if (!options.quiet) {
          toast({
            title: 'Session Saved',
            description: 'Your chat session has been saved.',
            duration: SESSION_TOAST_MS,
          });
        }
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
    [latest, update, queryClient],
  );
}
