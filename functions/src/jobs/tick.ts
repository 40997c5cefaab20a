import type { Logger } from '../log';
import { logEvent } from '../log-events';

/** One piece of periodic work (recovering expired leases, running due schedules, ...). */
export interface TickTask {
  name: string;
  run: () => Promise<void>;
}

/**
 * The minute tick (Cloud Scheduler in the cloud, a timer locally). Every task runs even when an
 * earlier one fails, so one broken task cannot stall the others; failures are logged and reported.
 */
export async function runTick(tasks: TickTask[], log: Logger): Promise<{ failed: string[] }> {
  const failed: string[] = [];
  for (const task of tasks) {
    try {
      await task.run();
    } catch (error) {
      failed.push(task.name);
      logEvent.tickTaskFailed(log, {
        task: task.name,
        cause: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { failed };
}
