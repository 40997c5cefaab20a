import type { ChatMessage } from '@quarry/contracts/chat';
import type { LoadedChatSession } from '../api/get-session-messages';
import { isUnderWay, type PendingRun } from './active-session';
import { welcomeMessages } from './messages';
import { withPendingRun } from './pending-run';
import { type DirectoryRef, parseDirectories, parseTextList } from './session-display';

/** A run of the open session that the page follows instead of streaming it. */
export type FollowedRun = {
  executionId: string;
  /** What this tab knew of the run before a reload: its question and the query behind it. */
  pending?: PendingRun;
};

export type SessionState = {
  sessionId?: string;
  title?: string;
  messages: ChatMessage[];
  searchTerms: string[];
  selectedFiles: string[];
  /** The folders a saved session searched; undefined for a new one, which uses the user's current choice. */
  directories?: DirectoryRef[];
  /** Set while a run of this session is still being written elsewhere (after a reload, or queued). */
  following?: FollowedRun;
};

export const newSession = (): SessionState => ({
  messages: welcomeMessages(),
  searchTerms: [],
  selectedFiles: [],
});

/**
 * The page's view of a loaded session. A run this tab remembers (`pending`) or one the session says
 * is still under way is followed; nothing is ever asked to run again.
 */
export function fromLoaded(sessionId: string, loaded: LoadedChatSession, pending?: PendingRun): SessionState {
  const stored = loaded.messages.length > 0 ? loaded.messages : welcomeMessages();
  const latest = loaded.latestExecutionId;
  const following: FollowedRun | undefined = pending
    ? { executionId: pending.executionId, pending }
    : latest && isUnderWay(loaded.latestStatus)
      ? { executionId: latest }
      : undefined;
  return {
    sessionId,
    title: loaded.title,
    messages: pending ? withPendingRun(stored, pending) : stored,
    searchTerms: parseTextList(loaded.searchTerms),
    selectedFiles: parseTextList(loaded.selectedFiles),
    directories: parseDirectories(loaded.selectedDirectories),
    ...(following ? { following } : {}),
  };
}
