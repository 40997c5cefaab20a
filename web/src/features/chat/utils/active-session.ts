import { ChatMessage, CompletedQuery } from '@quarry/contracts/chat';
import { z } from 'zod';

/**
 * A run this tab started and has not seen end: the question the page showed (the server keeps it
 * only in a session it created itself) and the query that will have produced the report.
 */
const PendingRun = z.object({
  executionId: z.string(),
  question: ChatMessage,
  completedQuery: CompletedQuery,
});
export type PendingRun = z.infer<typeof PendingRun>;

const ActiveSession = z.object({ sessionId: z.string(), run: PendingRun.optional() });
export type ActiveSession = z.infer<typeof ActiveSession>;

/** A run still being written: queued, or running. */
export const isUnderWay = (status: string | null | undefined) => status === 'pending' || status === 'running';

export const ACTIVE_SESSION_KEY = 'quarry.chat.activeSession';

// Per tab, like the page itself: a reload finds its session again, another tab starts afresh.
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readActiveSession(): ActiveSession | undefined {
  try {
    const text = storage()?.getItem(ACTIVE_SESSION_KEY);
    if (!text) return undefined;
    const parsed = ActiveSession.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function write(active: ActiveSession | undefined) {
  try {
    if (active) storage()?.setItem(ACTIVE_SESSION_KEY, JSON.stringify(active));
    else storage()?.removeItem(ACTIVE_SESSION_KEY);
  } catch {
    // A full or blocked storage only costs the re-attach after a reload.
  }
}

/** The open session; a run remembered for it is kept, one of another session is not. */
export function rememberSession(sessionId: string): void {
  const current = readActiveSession();
  write({ sessionId, ...(current?.sessionId === sessionId && current.run ? { run: current.run } : {}) });
}

export function rememberRun(sessionId: string, run: PendingRun): void {
  write({ sessionId, run });
}

/** The page saw the run end (or gave up following it): nothing is left to re-attach to. */
export function forgetRun(executionId: string): void {
  const current = readActiveSession();
  if (current?.run?.executionId === executionId) write({ sessionId: current.sessionId });
}

export function forgetActiveSession(): void {
  write(undefined);
}
