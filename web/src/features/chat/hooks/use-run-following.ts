import { type RefObject, useCallback } from 'react';
import type { LoadedChatSession } from '../api/get-session-messages';
import { forgetRun, type PendingRun, readActiveSession, rememberRun } from '../utils/active-session';
import { fromLoaded, type SessionState } from '../utils/loaded-session';
import type { useSessionSave } from './use-session-save';

/** The open session's part in a run: where it lives, following it after a break, and its end. */
export function useRunFollowing(
  latest: RefObject<SessionState>,
  update: (change: (current: SessionState) => SessionState) => void,
  save: ReturnType<typeof useSessionSave>,
) {
  /** The stream named its run: the session it lives in is this one, and a reload can find the run. */
  const adoptRun = useCallback(
    (sessionId: string, run: PendingRun) => {
      rememberRun(sessionId, run);
      update((current) => ({ ...current, sessionId }));
    },
    [update],
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
    [update, save, latest],
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

  return { adoptRun, settleRun, followRun, stopFollowing };
}
