import { runRetentionSweep, type SweepDeps } from '../jobs/retention-sweep.job';
import { createLogger } from '../log';
import { systemClock } from '../ports/clock.port';
import { cloudStore } from './cloud-store';

let deps: SweepDeps | undefined;

/**
 * The `retentionSweep` function, daily: deletes what has outlived its retention, in Firestore only.
 * It needs no setting and no secret, so it reads no configuration.
 */
export async function sweepOnce(): Promise<void> {
  deps ??= { store: cloudStore().store, accounts: { clock: systemClock }, log: createLogger() };
  await runRetentionSweep(deps);
}
