import { type AccountJobStore, recoverAccountJobs } from '../domain/account-data/account-jobs';
import { sweepDataExports } from '../domain/account-data/download/remove-data-exports';
import type { AccountDeps } from '../domain/accounts/account-deps';
import { deliverOwedRuns } from '../domain/delivery/deliver-run';
import { sweepSignInLeftovers } from '../domain/maintenance/sign-in-sweep';
import { resumePausedRuns } from '../domain/reports/execution/daily-pause';
import { recoverExecutions } from '../domain/reports/execution/recover-runs';
import type { UpkeepDeps } from '../domain/reports/report-deps';
import { sendOwedPauseNotices } from '../domain/teams/pause-notice';
import { runDueSchedules } from '../domain/teams/scheduled-runs';
import { followDriveChanges } from '../domain/watch/follow-changes';
import { startDueWatchRuns } from '../domain/watch/start-watch-runs';
import { deliverOwedWatchRuns } from '../domain/watch/watch-delivery';
import type { WatchDeps } from '../domain/watch/watch-deps';
import type { Logger } from '../log';
import { logEvent } from '../log-events';
import type { TickTask } from './tick';

/** What the tick works with: far less than the app (no model, Drive, parsers or billing). */
export interface TickDeps {
  reports: UpkeepDeps;
  accounts: Pick<AccountDeps, 'states' | 'sessions' | 'rates'>;
  /** Account jobs (downloads, deletions) whose worker is gone go to a worker again. */
  accountData: AccountJobStore;
  /**
   * Watched reports' owners' Drive (docs/decisions/watching.md), or how to build it when first needed: the cloud's
   * tick imports the Drive client and its key wrapper only then, so it starts as light as before.
   */
  watch: WatchDeps | (() => Promise<WatchDeps>);
  log: Logger;
}

/**
 * What the minute tick does, in the cloud and locally alike. Each name says what its task does; the
 * names are only written to the log (tick_task_failed), never stored. The first e-mail of a run, and
 * the first pause notice, are sent where the run ends and where billing pauses; the tick only retries.
 */
export function tickTasks(deps: TickDeps): TickTask[] {
  return [...runTasks(deps), ...accountTasks(deps)];
}

/** The runs' upkeep, in order: start what is due, retry what is owed, resume and recover runs. */
function runTasks(deps: TickDeps): TickTask[] {
  return [
    {
      name: 'start-due-scheduled-runs',
      run: async () => {
        const result = await runDueSchedules(deps.reports);
        if (result.created + result.skipped > 0) logEvent.scheduledRunsStarted(deps.log, result);
      },
    },
    {
      // Before starting due re-runs: a change read now starts its re-run in this same tick.
      name: 'follow-drive-changes',
      run: async () => {
        const watch = typeof deps.watch === 'function' ? await deps.watch() : deps.watch;
        const result = await followDriveChanges(watch);
        if (result.marked + result.failed > 0) logEvent.driveChangesFollowed(deps.log, result);
      },
    },
    {
      name: 'start-due-watch-runs',
      run: async () => {
        const result = await startDueWatchRuns(deps.reports);
        if (result.started > 0) logEvent.watchRunsStarted(deps.log, result);
      },
    },
    {
      name: 'retry-owed-deliveries',
      run: async () => {
        const result = await deliverOwedRuns(deps.reports);
        if (result.runs > 0) logEvent.deliveriesRetried(deps.log, result);
      },
    },
    {
      name: 'retry-owed-watch-deliveries',
      run: async () => {
        const result = await deliverOwedWatchRuns(deps.reports);
        if (result.runs > 0) logEvent.deliveriesRetried(deps.log, result);
      },
    },
    {
      name: 'retry-owed-pause-notices',
      run: async () => {
        const result = await sendOwedPauseNotices(deps.reports);
        if (result.sent > 0) logEvent.pauseNoticesSent(deps.log, result);
      },
    },
    {
      // Before recovery: a run whose pause is over is re-queued here, its pause cleared.
      name: 'resume-paused-runs',
      run: async () => {
        const result = await resumePausedRuns(deps.reports);
        if (result.resumed > 0) logEvent.pausedRunsResumed(deps.log, result);
      },
    },
    {
      name: 'recover-stalled-runs',
      run: async () => {
        const result = await recoverExecutions(deps.reports);
        if (result.requeued + result.failed + result.notified > 0) {
          logEvent.executionsRecovered(deps.log, result);
        }
      },
    },
  ];
}

/** The accounts' upkeep: account jobs whose worker is gone, expired downloads, sign-in leftovers. */
function accountTasks(deps: TickDeps): TickTask[] {
  return [
    {
      name: 'recover-account-jobs',
      run: async () => {
        const result = await recoverAccountJobs(deps.accountData);
        if (result.requeued > 0) logEvent.accountJobsRecovered(deps.log, result);
      },
    },
    {
      // Downloads of one's data last DATA_EXPORT_HOURS: gone within a minute of it.
      name: 'sweep-data-exports',
      run: async () => {
        const result = await sweepDataExports(deps.accountData);
        if (result.removed > 0) logEvent.dataExportsSwept(deps.log, result);
      },
    },
    {
      name: 'sweep-sign-in-leftovers',
      run: async () => {
        const result = await sweepSignInLeftovers(deps.accounts);
        if (result.states + result.sessions + result.rateCounters > 0) {
          logEvent.signInLeftoversSwept(deps.log, result);
        }
      },
    },
  ];
}
