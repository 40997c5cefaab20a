import type { AccountDeps } from '../accounts/account-deps';

export interface SignInSweepResult {
  states: number;
  sessions: number;
  rateCounters: number;
}

/** Deletes in pages, so one tick never holds a huge batch; what is left waits for the next tick. */
async function inPages(sweep: (limit: number) => Promise<number>, pageSize: number, maxPages: number) {
  let total = 0;
  for (let page = 0; page < maxPages; page++) {
    const deleted = await sweep(pageSize);
    total += deleted;
    if (deleted < pageSize) break;
  }
  return total;
}

/**
 * What sign-in leaves behind when people do not come back (docs/architecture/security.md): OAuth states past
 * their 10 minutes, sessions past their end (anonymous ones after half an hour), and rate-limit
 * counters whose window is over. Run by the minute tick.
 */
export async function sweepSignInLeftovers(
  accounts: Pick<AccountDeps, 'states' | 'sessions' | 'rates'>,
  options: { pageSize?: number; maxPages?: number } = {},
): Promise<SignInSweepResult> {
  const pageSize = options.pageSize ?? 200;
  const maxPages = options.maxPages ?? 10;
  return {
    states: await inPages((n) => accounts.states.sweepExpired(n), pageSize, maxPages),
    sessions: await inPages((n) => accounts.sessions.sweepExpired(n), pageSize, maxPages),
    rateCounters: await inPages((n) => accounts.rates.sweepExpired(n), pageSize, maxPages),
  };
}
