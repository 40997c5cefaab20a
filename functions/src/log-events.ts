/**
 * The log catalogue: every event the functions write, a typed function each, so an event can be found
 * by name and its fields are checked where it is written. Each takes what writes it: the Logger
 * (log.ts, which masks tokens, keys, cookies and secrets in every line) or, in the domain, the deps'
 * `warn` port, wired to that same Logger. Nothing else names an event (log-events.test.ts checks).
 * Pure: no import, so the domain may use it too.
 */

type Level = 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

/** What can write at a level: a Logger, or deps carrying a `warn` port. */
export type Writes<L extends Level> = { [K in L]: (event: string, fields: Fields) => void };

function entry<L extends Level, F extends Fields>(level: L, name: string) {
  return (log: Writes<L>, fields: F): void => log[level](name, fields);
}

type Cause = { cause: string };

export const logEvent = {
  // The local process.
  serverStarted: entry<'info', { url: string; dataDir: string }>('info', 'server_started'),
  executionFailedUnexpectedly: entry<'error', { executionId: string } & Cause>(
    'error',
    'execution_failed_unexpectedly',
  ),

  // Requests and streams (http/).
  requestAnsweredLate: entry<'info', { method: string; path: string }>('info', 'request_answered_late'),
  requestFailed: entry<'error', { method: string; path: string; code: string } & Cause>(
    'error',
    'request_failed',
  ),
  researchFailed: entry<'warn', { uid: string } & Cause>('warn', 'research_failed'),
  keywordsStopped: entry<'info', { uid: string }>('info', 'keywords_stopped'),
  /** The comparison of findings failed; the report goes on without its disagreements box (docs/decisions/disagreements.md). */
  disagreementsNotFound: entry<'warn', { uid: string } & Cause>('warn', 'disagreements_not_found'),
  /** A plan the model wrote for a document's table was not run; that document's answer is what was read. */
  tablePlanRefused: entry<'warn', { uid: string; fileId: string } & Cause>('warn', 'table_plan_refused'),
  /** A watching owner's Drive change log could not be read this time; the next look resumes it. */
  watchLookFailed: entry<'warn', { uid: string } & Cause>('warn', 'watch_look_failed'),
  runStreamFailed: entry<'warn', { executionId: string } & Cause>('warn', 'run_stream_failed'),

  // A report run (domain/reports/).
  leaseRenewalFailed: entry<'warn', { executionId: string } & Cause>('warn', 'lease_renewal_failed'),
  executionFailed: entry<'warn', { executionId: string } & Cause>('warn', 'execution_failed'),
  /** Gemini's per-day limit paused a background run until the reset (docs/decisions/reading-economy.md). */
  executionPaused: entry<'warn', { executionId: string; until: string }>('warn', 'execution_paused'),
  runEventsNotWritten: entry<'warn', { executionId: string } & Cause>('warn', 'run_events_not_written'),
  spendAlertFailed: entry<'warn', { uid: string; error: string }>('warn', 'spend_alert_failed'),

  // E-mail of a scheduled run (domain/delivery/).
  deliveryFailed: entry<'warn', { deliveryId: string; attempts: number; gaveUp: boolean; error: string }>(
    'warn',
    'delivery_failed',
  ),

  // Live updates (adapters/live/).
  liveSignalFailed: entry<'warn', { uid: string; topics: readonly string[] } & Cause>(
    'warn',
    'live_signal_failed',
  ),

  // The minute tick and the daily sweep (jobs/). The names are those the tasks always wrote.
  tickTaskFailed: entry<'error', { task: string } & Cause>('error', 'tick_task_failed'),
  accountJobsRecovered: entry<'info', { requeued: number }>('info', 'account_jobs_recovered'),
  dataExportsSwept: entry<'info', { removed: number }>('info', 'data_exports_swept'),

  // Jobs on a whole account (domain/account-data/).
  accountJobFailed: entry<'error', { jobId: string; kind: string; attempts: number; final: boolean } & Cause>(
    'error',
    'account_job_failed',
  ),
  scheduledRunsStarted: entry<'info', { created: number; skipped: number; raced: number }>(
    'info',
    'schedules_run',
  ),
  deliveriesRetried: entry<'info', { runs: number }>('info', 'deliveries_retried'),
  driveChangesFollowed: entry<'info', { owners: number; pages: number; marked: number; failed: number }>(
    'info',
    'drive_changes_followed',
  ),
  queueMessageDropped: entry<'warn', { topic: string; reason: string }>('warn', 'queue_message_dropped'),
  watchRunsStarted: entry<'info', { started: number; raced: number }>('info', 'watch_runs_started'),
  pausedRunsResumed: entry<'info', { resumed: number }>('info', 'paused_runs_resumed'),
  pauseNoticesSent: entry<'info', { sent: number }>('info', 'pause_notices_sent'),
  executionsRecovered: entry<'info', { requeued: number; failed: number; notified: number }>(
    'info',
    'executions_recovered',
  ),
  signInLeftoversSwept: entry<'info', { states: number; sessions: number; rateCounters: number }>(
    'info',
    'sign_in_leftovers_swept',
  ),
  retentionSweepDone: entry<
    'info',
    {
      users: number;
      chatSessions: number;
      executions: number;
      extractions: number;
      stripeEvents: number;
      idempotencyKeys: number;
    }
  >('info', 'retention_sweep_done'),
};
