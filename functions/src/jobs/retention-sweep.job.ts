import type { AccountDeps } from '../domain/accounts/account-deps';
import { sweepRetention } from '../domain/maintenance/retention-sweep';
import type { Logger } from '../log';
import { logEvent } from '../log-events';
import type { DocumentStore } from '../ports/document-store.port';

/** What the sweep works with: the store and a clock, nothing else. */
export interface SweepDeps {
  store: DocumentStore;
  accounts: Pick<AccountDeps, 'clock'>;
  log: Logger;
}

/** The daily retention sweep as a job: Cloud Scheduler in the cloud, a timer in `npm start`. */
export async function runRetentionSweep(deps: SweepDeps): Promise<void> {
  const result = await sweepRetention(deps.store, deps.accounts.clock);
  logEvent.retentionSweepDone(deps.log, result);
}
