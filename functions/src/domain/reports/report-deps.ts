import type { ChangeFeed } from '../../ports/change-feed.port';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { JobQueue } from '../../ports/job-queue.port';
import type { Mailer } from '../../ports/mailer.port';
import type { ReportRenderer } from '../../ports/report-renderer.port';
import type { ViewerDriveAccess } from '../../ports/viewer-access.port';
import type { AccountDeps } from '../accounts/account-deps';
import type { ChatSessions } from '../chat/chat-sessions';
import type { ResearchDeps } from '../research/research-deps';
import type { RunEnded } from './run-ended';
import type { RunEventBell } from './runs/run-event-bell';

/** What report executions, saved reports and their notifications work with. */
export interface ReportDeps {
  store: DocumentStore;
  clock: Clock;
  research: ResearchDeps;
  chat: ChatSessions;
  mailer: Mailer;
  queue: JobQueue;
  /** How long a claim holds before the tick may hand the run to another worker. */
  leaseMs: number;
  /** For links in e-mails. */
  appOrigin: string;
  /** Signs the links that act without sign-in (one-click unsubscribe). */
  linkSigningKey: string;
  /** Reports a problem that must not fail the caller (a lease renewal, an e-mail). */
  warn: (event: string, fields: Record<string, unknown>) => void;
  /** Live updates: a run's status moving, for its owner and its team (docs/architecture/teams-and-sharing.md). */
  changes: ChangeFeed;
  /** Wakes the streams of a run served in this process when its events are written (docs/architecture/platform.md). */
  runEvents: RunEventBell;
  /**
   * Which files a viewer can open in Drive, with their own access: what decides the documents each
   * viewer of a shared report sees (saved/document-view.ts), at each view, e-mail and export.
   */
  viewers: ViewerDriveAccess;
  /**
   * How large runs are split (execution/shard-rules.ts): past `threshold` documents a queued run is
   * read in shards of `size`, `atOnce` of them at a time. Absent: the defaults there.
   */
  shards?: { threshold: number; size: number; atOnce: number };
  /** What follows an ended run, in order (run-ended.ts); composition/reports.ts lists them. */
  onRunEnded: readonly RunEndedReaction[];
}

/**
 * What the minute tick's share of report work needs: starting due schedules, sending owed
 * deliveries, recovering expired leases. No model, no Drive, no document reader and no chat, so
 * the `tick` function builds none of them (the renderer loads its DOM only if a delivery is sent).
 */
export interface UpkeepDeps extends Omit<ReportDeps, 'research' | 'chat' | 'onRunEnded'> {
  research: { accounts: Pick<AccountDeps, 'users'>; renderer: ReportRenderer };
}

/**
 * One thing that follows an ended run (run-ended.ts). Each is safe to repeat: a late or repeated
 * message, or a recovered run, announces its end again.
 */
export type RunEndedReaction = (deps: ReportDeps, ended: RunEnded) => Promise<void>;
