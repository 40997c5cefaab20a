import type { TaskKind } from './task';

/** How a generation call ended (see GeminiStats.outcomes). */
export type Outcome = 'ok' | 'malformed' | 'quota' | 'server' | 'rateLimited' | 'tooManyTokens' | 'abandoned';

/**
 * One generation call as the emulator saw it, times in ms since the epoch: when it arrived, when the
 * rpm limit let it through (never, for a 429), and when its outcome was known. It is what a client's
 * pacing is measured by (the quota bench): admissions per minute, 429s, documents in progress at once.
 */
export interface LoggedCall {
  task: TaskKind;
  documents: string[];
  arrivedAt: number;
  admittedAt?: number;
  endedAt?: number;
  outcome?: Outcome;
}

/** Enough for a 2,000-document run several times over; older calls are dropped past it. */
const MAX_LOGGED = 100_000;

/** The most recent generation calls, oldest first. */
export class CallLog {
  private calls: LoggedCall[] = [];

  add(call: LoggedCall): LoggedCall {
    if (this.calls.length >= MAX_LOGGED) this.calls.splice(0, MAX_LOGGED / 10);
    this.calls.push(call);
    return call;
  }

  list(): LoggedCall[] {
    return this.calls.map((call) => ({ ...call, documents: [...call.documents] }));
  }

  clear(): void {
    this.calls = [];
  }
}
