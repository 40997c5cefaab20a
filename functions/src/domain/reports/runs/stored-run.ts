import type { ReportEvidence } from '@quarry/contracts/report';
import type {
  DeselectedDocument,
  ExecutionStatus,
  ReportDetails,
  TriggerSource,
} from '@quarry/contracts/reports';
import type { StreamEvent } from '@quarry/contracts/research';
import type { RunUsage } from '@quarry/contracts/usage';
import type { WatchChangeCounts } from '@quarry/contracts/watch';

/**
 * reportExecutions/{id} (docs/architecture/data-model.md and docs/architecture/runs.md): every report run, interactive or not. The name
 * and the stored shape are this folder's own (the rule run-record-owned in .dependency-cruiser.cjs):
 * every other module reads a run as a RunRecord (run-record.ts) and changes it through the
 * operations beside this file (run-writes.ts; run-patches.ts for the run's own stages).
 */
export const RUNS = 'reportExecutions';
export type DocumentState = 'pending' | 'data' | 'noData' | 'failed';

export interface ExecutionDocument {
  id: string;
  name: string;
  mimeType: string;
  /** The Drive version read, when known: what 'changed since the last run' compares. */
  version?: string;
  /**
   * 'pending' as listed when the run starts; a document's outcome is its executionResults entry
   * (the checkpoint), never written back here. Runs from before that change may hold outcomes.
   */
  status: DocumentState;
}

type CompleteEvent = Extract<StreamEvent, { type: 'complete' }>;
/**
 * What a finished run keeps of its summary. Not the names of every document by outcome: those
 * grow with the run (docs/architecture/testing.md), so they are kept beside the record with the report
 * (run-parts.ts), for the chat stream's `complete` event.
 */
export type Completion = Omit<CompleteEvent, 'type' | 'answer' | 'evidence' | 'documentNames'>;
export type DocumentNames = CompleteEvent['documentNames'];

/** How a watched re-run compared with the last one (docs/decisions/watching.md); 'baseline' had nothing to compare with. */
export interface WatchOutcome {
  kind: 'changed' | 'no-change' | 'baseline' | 'failed';
  counts: WatchChangeCounts | null;
  baselineExecutionId: string | null;
  at: string;
}

export interface StoredRun {
  /** Who runs it and whose Gemini key pays (docs/architecture/data-model.md). */
  ownerId: string;
  /** Whose Drive grant reads the documents, when not the runner's: a shared report's owner. */
  driveOwnerId?: string;
  /** Set for runs of a shared report (ad hoc by a member, or scheduled), with the share's team. */
  sharedReportId?: string;
  teamId?: string;
  /** The occurrence a scheduled run is for (docs/architecture/schedules-and-delivery.md). */
  scheduledFor?: string;
  /**
   * A watched re-run (docs/decisions/watching.md): the report's shares when it started (their teams hear of a change
   * and may open the run), and once compared, what it found against the run it was compared with.
   */
  watchShares?: { sharedReportId: string; teamId: string }[];
  watchOutcome?: WatchOutcome;
  /** The run this one copies (share-from-chat's first run): not a run of its own (counted-runs.ts). */
  copiedFrom?: string;
  savedReportId: string | null;
  chatSessionId: string | null;
  triggerSource: TriggerSource;
  /** Names at creation time, shown when the report or session has since gone. */
  savedReportName: string | null;
  chatSessionTitle: string | null;
  executionStatus: ExecutionStatus;
  progress: number;
  reportDetails: ReportDetails & { deselectedDocuments: DeselectedDocument[] };
  /**
   * How many documents the run reads; null until a saved report's search has chosen them. The list
   * itself is in executionDocuments (run-parts.ts), so the record stays small at any size.
   */
  documentCount: number | null;
  /**
   * The most the run may cost in US dollars (docs/architecture/reading-economy.md), resolved when it was created (the
   * saved report's own cap, or its payer's preference); null or absent: no cap.
   */
  costCapUsd?: number | null;
  /** How many of them of each MIME type (what analytics counts). */
  documentTypes?: Record<string, number>;
  /** How many executionReports parts hold the finished report (HTML, HTML without documents, evidence). */
  reportParts?: number;
  /** How many executionReports parts hold its evidence table (under the same attempt); absent before. */
  tableParts?: number;
  /**
   * The attempt that wrote those parts (their ids are `{id}_a{attempt}_p{n}`): parts are written
   * before the run's fenced end, so a superseded attempt's never count. Absent on runs from before.
   */
  reportAttempt?: number;
  /** The number of the last event in the run's log (run-events.ts); absent or 0 while it has none. */
  eventSeq?: number;
  /** The highest progress the log has shown: a resumed attempt's events never show less. */
  eventProgress?: number;
  /**
   * A chat run: when its outcome was filed in its session (and the session settled). Its stream ends
   * only then, so the page, which saves the session next, never races the server's filing.
   */
  filedAt?: string;
  /** Runs from before the list and the report moved beside the record kept them here. */
  documents?: ExecutionDocument[] | null;
  result?: string | null;
  resultWithoutDocuments?: string | null;
  evidence?: ReportEvidence | null;
  errorMessage: string | null;
  /** When its owner pressed Stop (docs/decisions/research-pipeline.md): the run's worker ends it as stopped. */
  stopRequestedAt?: string;
  /** Set on a run that ended because its owner stopped it (status failed, nothing of it saved). */
  stoppedAt?: string;
  /**
   * Set while Gemini's per-day limit pauses the run (docs/architecture/reading-economy.md): when it goes on (the next
   * midnight Pacific plus a margin). The run is pending meanwhile, its checkpoints kept; the tick
   * re-queues it then (daily-pause.ts). Null or absent otherwise.
   */
  pausedUntil?: string | null;
  /**
   * A large run split into shards (run-shards.ts): how many. Absent on a run read in one piece.
   */
  shardCount?: number;
  /**
   * True while the run's shards read its documents and no worker holds the run itself: any queue
   * message for it may claim it, to merge once every shard is done or to re-queue a shard that died.
   */
  waitingOnShards?: boolean;
  /** A chat run ended by the daily limit that its owner sent on in the background: that run's id. */
  continuedAs?: string;
  completion: Completion | null;
  /** Fencing token: raised by every claim and every re-queue; a write must carry the current one. */
  attempt: number;
  /** Times the tick found the lease run out (a crash or a lost message); MAX_ATTEMPTS ends the run. */
  lostLeases: number;
  /** Until when the current holder owns the run; a pending run also has one, for lost messages. */
  leaseUntil: string | null;
  /**
   * Documents finished by earlier attempts, and the model use of every attempt so far (saved with
   * each batch of checkpoints, so a resumed run counts and caps its whole cost; absent before any).
   */
  checkpoint: { documentsDone: number; usage?: Pick<RunUsage, 'byStep' | 'byModel'> };
  /** A scheduled or watched run: true from its end until every e-mail of it went or was given up. */
  deliveryOwed?: boolean;
  /** When its deliveries were settled. */
  deliveredAt?: string;
  notifyOnCompletion: boolean;
  notificationSentAt: string | null;
  /** True from the end of a run that asked for an e-mail until it is sent (what the tick looks for). */
  notificationOwed: boolean;
  /** A notifier's claim on sending the e-mail, so two never send it at once. */
  notifyingUntil: string | null;
  viewedAt: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  [key: string]: unknown;
}
