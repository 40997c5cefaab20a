import { sweepRetention } from '../domain/maintenance/retention-sweep';
import type { AppDeps } from '../http/app-deps';

/** The daily retention sweep as a job: Cloud Scheduler in the cloud, a timer in `npm start`. */
export async function runRetentionSweep(deps: Pick<AppDeps, 'store' | 'accounts' | 'log'>): Promise<void> {
  const result = await sweepRetention(deps.store, deps.accounts.clock);
  deps.log.info('retention_sweep_done', { ...result });
}
