import type { ChatMessage } from '@quarry/contracts/chat';
import { useCallback, useRef, useState } from 'react';
import { forgetActiveSession } from '../utils/active-session';
import { newSession, type SessionState } from '../utils/loaded-session';
import { useRunFollowing } from './use-run-following';
import { useSessionLoad } from './use-session-load';
import { type SaveOptions, useSessionSave } from './use-session-save';

export type { SaveOptions, SessionState };

/** The open chat session: its messages and context, loading, and saving (spec part 2 section 4). */
export function useChatSession() {
  const [state, setState] = useState(newSession);
  // Saving runs after awaits; it must send the messages as they are then, not as they were.
  const latest = useRef(state);
  const update = useCallback((change: (current: SessionState) => SessionState) => {
    latest.current = change(latest.current);
    setState(latest.current);
  }, []);
  const save = useSessionSave(latest, update);
  const load = useSessionLoad(latest, update);
  const { adoptRun, settleRun, followRun, stopFollowing } = useRunFollowing(latest, update, save);

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
