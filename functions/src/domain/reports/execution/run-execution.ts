import { QUERY_TIMEOUT_MS, type StreamEvent } from '@quarry/contracts/research';
import { logEvent } from '../../../log-events';
import { progressThrottle, signalExecution } from '../../live/signals';
import type { Emit } from '../../research/emit';
import type { ExtractionOutcome } from '../../research/extraction/extract-document';
import { isDailyLimit, modelFailure } from '../../research/model/model-failure';
import { loadSystemSettings } from '../../research/model/system-settings';
import { runResearch } from '../../research/run-research';
import { UsageTally } from '../../research/spend/usage-tally';
import { WriteBatcher } from '../../shared/write-batcher';
import { runEventWriter } from '../events/run-event-writer';
import type { ReportDeps } from '../report-deps';
import {
  claimExecution,
  fencedUpdate,
  isSuperseded,
  type Lease,
  type LeaseDeps,
  releaseLease,
  renewLease,
} from '../runs/run-lease';
import { readDocuments, type StoredReport } from '../runs/run-parts';
import { getRun } from '../runs/run-reads';
import type { DocumentNames, RunRecord } from '../runs/run-record';
import { CHECKPOINT_BATCH, loadCheckpoints, saveCheckpoints } from './checkpoints';
import { pauseRun, pausesOnDailyLimit } from './daily-pause';
import { afterEnd, type Ending, endExecution, reportOf, TIMEOUT_MESSAGE } from './finish-run';
import { researchInput } from './research-input';
import { resolveDocuments } from './resolve-documents';
import { shardOf } from './shard-rules';
import { handleShard } from './shard-worker';
import { readsInShards, shardsDone, splitRun, WAITING } from './sharded-run';
import { watchForStop } from './stop-run';

export interface RunOptions {
  /** Where a page viewing the run live gets its events (the chat stream). */
  emit?: Emit;
  /** Whether someone is viewing the stream live at the end: their report is then already seen. */
  viewedLive?: () => boolean;
  /** Aborted when a cloud invocation nears its time limit: the run hands itself back to the queue. */
  handBack?: AbortSignal;
  /** A queued run past the threshold is read in shards (shard-rules.ts); a chat's own request is not. */
  mayShard?: boolean;
}

export type RunOutcome =
  /** `documentNames`: each document's name by outcome, for the chat's stream (not stored). */
  | { kind: 'ended'; execution: RunRecord; report?: StoredReport; documentNames?: DocumentNames }
  | { kind: 'handedBack' }
  /** Gemini's daily limit paused it until `until` (daily-pause.ts). */
  | { kind: 'paused'; until: string }
  /** Split into shards, or still waiting on them: the shard that ends last queues the run's merge. */
  | { kind: 'waiting' }
  | { kind: 'superseded' };

/** `stopped`: its owner pressed Stop (docs/decisions/research-pipeline.md). `paused`: Gemini's daily limit (docs/decisions/reading-economy.md). */
type StopReason = 'superseded' | 'deadline' | 'timeout' | 'stopped' | 'paused';

const leaseDeps = (deps: ReportDeps): LeaseDeps => ({
  store: deps.store,
  clock: deps.clock,
  leaseMs: deps.leaseMs,
});

/**
 * A worker's entry: claim the execution and run it; a finished one only gets its owed e-mail.
 * Safe to call any number of times for the same id (a repeated or late message does nothing).
 */
export async function handleExecution(deps: ReportDeps, executionId: string, options: RunOptions = {}) {
  const shard = shardOf(executionId);
  if (shard) {
    await handleShard(
      deps,
      shard.executionId,
      shard.index,
      options.handBack ? { handBack: options.handBack } : {},
    );
    return;
  }
  const claim = await claimExecution(leaseDeps(deps), executionId);
  if (claim.kind === 'claimed') await signalExecution(deps, claim.execution);
  if (claim.kind === 'finished')
    await afterEnd(deps, executionId, claim.execution, claim.execution.viewedAt !== null);
  if (claim.kind !== 'claimed') return;
  await runClaimed(deps, claim.lease, { ...options, mayShard: true });
}

/**
 * Runs an execution this caller holds the lease of: renews the lease while working, resumes from
 * saved checkpoints, ends the run exactly once (fenced), then files the report and notifies.
 */
export async function runClaimed(
  deps: ReportDeps,
  lease: Lease,
  options: RunOptions = {},
): Promise<RunOutcome> {
  const ld = leaseDeps(deps);
  const stop = new AbortController();
  const stopWith = (reason: StopReason) => {
    if (!stop.signal.aborted) stop.abort(reason);
  };
  const renewal = setInterval(
    () => {
      renewLease(ld, lease).catch((error: unknown) => {
        if (isSuperseded(error)) stopWith('superseded');
        else logEvent.leaseRenewalFailed(deps, { executionId: lease.executionId, cause: String(error) });
      });
    },
    Math.max(200, deps.leaseMs / 3),
  );
  const timeout = setTimeout(() => stopWith('timeout'), QUERY_TIMEOUT_MS);
  const onHandBack = () => stopWith('deadline');
  const watching = new AbortController();
  void watchForStop(deps, lease.executionId, watching.signal, () => stopWith('stopped'));
  if (options.handBack?.aborted) onHandBack();
  options.handBack?.addEventListener('abort', onHandBack);
  // Every event goes to the run's log, which its streams read (docs/architecture/platform.md).
  const log = runEventWriter(deps, lease);
  const emit: Emit = (event) => {
    log.emit(event);
    options.emit?.(event);
  };
  try {
    const ending = await work(deps, lease, stop, emit, options.mayShard ?? false);
    if (ending === WAITING) {
      await log.flush();
      await signalExecution(deps, await runOf(deps, lease.executionId));
      return { kind: 'waiting' };
    }
    // The log is complete before the run ends: its stream's last event follows the last logged.
    await log.flush();
    const ended = await endExecution(deps, lease, ending);
    deps.runEvents.ring(lease.executionId);
    await signalExecution(deps, ended);
    const report = ending.kind === 'success' ? reportOf(ending) : undefined;
    await afterEnd(deps, lease.executionId, ended, options.viewedLive?.() ?? false, report);
    if (ending.kind !== 'success') return { kind: 'ended', execution: ended };
    return { kind: 'ended', execution: ended, report, documentNames: ending.summary.documentNames };
  } catch (error) {
    const reason = stop.signal.reason as StopReason | undefined;
    const handingBack = reason === 'deadline' || reason === 'paused';
    if (reason === 'paused' && !isSuperseded(error)) {
      const until = await pauseRun(deps, lease, emit, () => log.flush());
      await signalExecution(deps, await runOf(deps, lease.executionId));
      return { kind: 'paused', until };
    }
    if (handingBack && !isSuperseded(error)) await log.flush();
    else log.discard();
    if (isSuperseded(error) || reason === 'superseded') return { kind: 'superseded' };
    if (reason === 'deadline') {
      await releaseLease(ld, lease);
      await deps.queue.enqueue(lease.executionId);
      await signalExecution(deps, await runOf(deps, lease.executionId));
      return { kind: 'handedBack' };
    }
    throw error;
  } finally {
    watching.abort();
    clearInterval(renewal);
    clearTimeout(timeout);
    options.handBack?.removeEventListener('abort', onHandBack);
  }
}

/** The run itself; anything that fails the report becomes a failed ending with a clear message. */
async function work(
  deps: ReportDeps,
  lease: Lease,
  stop: AbortController,
  emit: Emit,
  mayShard: boolean,
): Promise<Ending | typeof WAITING> {
  const doc = await getRun(deps.store, lease.executionId);
  if (!doc) return { kind: 'failed', message: 'Report execution not found' };
  // A run read in shards merges once all are done (sharded-run.ts); until then it waits on them.
  const shards = doc.shardCount ? await shardsDone(deps, lease) : undefined;
  if (shards === null) return WAITING;
  // What earlier attempts (or the shards) spent counts too: the report's model use and its cost cap are the run's.
  const tally = new UsageTally(shards ? shards.usage : doc.checkpoint?.usage);
  // Stopped while it waited (queued, or paused by the daily limit): it ends without a model call.
  if (doc.stopRequestedAt) return stoppedEnding(deps, tally);
  if (shards?.failure) return { kind: 'failed', message: shards.failure };
  const checkpoints = checkpointWriter(deps, lease, doc, tally, stop);
  try {
    const documents =
      (await readDocuments(deps.store, lease.executionId, doc)) ??
      (await resolveDocuments(deps, lease, doc, emit));
    if (documents.length === 0) {
      return { kind: 'failed', message: "No documents matched the report's keywords in your Google Drive." };
    }
    if (mayShard && !shards && readsInShards(deps, documents.length)) {
      await splitRun(deps, lease, doc, documents.length, emit);
      return WAITING;
    }
    const done = await loadCheckpoints(
      deps.store,
      lease.executionId,
      documents,
      doc.checkpoint?.documentsDone ?? 0,
    );
    const summary = await runResearch(
      deps.research,
      { payer: doc.ownerId, driveOwner: doc.driveOwnerId ?? doc.ownerId },
      researchInput(doc, documents),
      progressTeller(deps, lease, doc, emit),
      stop.signal,
      {
        done,
        save: async (outcome) => {
          // A document cut short by a stop is not an outcome: the next attempt reads it again.
          if (stop.signal.aborted) throw new Error('The run was stopped');
          checkpoints.add(outcome);
        },
        flush: () => checkpoints.flush(),
      },
      tally,
      doc.costCapUsd ?? null,
    );
    return successOf(summary);
  } catch (error) {
    return endOrHandBack(deps, lease, { error, doc, stop, checkpoints, tally });
  }
}

/** The documents' outcomes, saved in batches under the lease; a lost lease stops the others in flight. */
function checkpointWriter(
  deps: ReportDeps,
  lease: Lease,
  doc: RunRecord,
  tally: UsageTally,
  stop: AbortController,
) {
  return new WriteBatcher<ExtractionOutcome>(
    (outcomes) => saveCheckpoints(leaseDeps(deps), lease, doc.ownerId, outcomes, tally.tallies()),
    (error) => {
      // The other documents in flight stop too, rather than finish for nobody.
      if (isSuperseded(error)) stop.abort('superseded');
    },
    CHECKPOINT_BATCH,
  );
}

/** The run's events, with its progress told to the pages showing it and kept while the report is written. */
function progressTeller(deps: ReportDeps, lease: Lease, doc: RunRecord, emit: Emit): Emit {
  let lastProgress = 0;
  const mayTell = progressThrottle(() => deps.clock.now().getTime());
  return (event: StreamEvent) => {
    emit(event);
    // Pages showing the run (its owner's history, its team's dashboard) see it move.
    if (event.type === 'status' && event.progress && mayTell()) void signalExecution(deps, doc);
    // Writing the report has no checkpoints; its progress is kept so the history shows it moving.
    if (event.type === 'status' && event.progress && event.progress > 85 && event.progress > lastProgress) {
      lastProgress = event.progress;
      const progress = event.progress;
      // Progress is for show: a lost write is overtaken by the next, and a lost lease is noticed
      // by the renewal and by the run's end, both fenced.
      fencedUpdate(leaseDeps(deps), lease, () => ({ progress })).catch(() => {});
    }
  };
}

function successOf(summary: Awaited<ReturnType<typeof runResearch>>): Ending {
  const { answer, answerWithoutDocuments, evidence, table, documentTitles, ...rest } = summary;
  return {
    kind: 'success',
    answer,
    answerWithoutDocuments,
    evidence: evidence ?? null,
    table,
    documentTitles,
    summary: rest,
  };
}

interface WorkFailure {
  error: unknown;
  doc: RunRecord;
  stop: AbortController;
  checkpoints: WriteBatcher<ExtractionOutcome>;
  tally: UsageTally;
}

/**
 * What follows an error in the work: handed back near the time limit, or paused (a background run
 * meeting the daily limit), what was read is kept for the next attempt and the error goes on up;
 * otherwise the run ends here, and a late batch must not outlive its checkpoints' deletion.
 */
async function endOrHandBack(deps: ReportDeps, lease: Lease, failure: WorkFailure): Promise<Ending> {
  const { error, doc, stop, checkpoints, tally } = failure;
  // A background run that meets the daily limit pauses: the documents still in flight stop.
  if (!stop.signal.aborted && isDailyLimit(error) && pausesOnDailyLimit(doc)) stop.abort('paused');
  const reason = stop.signal.reason as StopReason | undefined;
  const handingBack = reason === 'deadline' || reason === 'paused';
  if (handingBack) await checkpoints.flush().catch(() => {});
  else checkpoints.discard();
  if (isSuperseded(error) || reason === 'superseded' || handingBack) throw error;
  return endingOf(deps, lease.executionId, error, reason, tally);
}

/** A stopped run's ending: what it spent. */
async function stoppedEnding(deps: ReportDeps, tally: UsageTally): Promise<Ending> {
  const { modelPrices } = await loadSystemSettings(deps.store);
  return { kind: 'stopped', usage: tally.usage(modelPrices) };
}

/** How a run that failed, timed out or was stopped ends, with a clear message. */
async function endingOf(
  deps: ReportDeps,
  executionId: string,
  error: unknown,
  reason: StopReason | undefined,
  tally: UsageTally,
): Promise<Ending> {
  if (reason === 'timeout') return { kind: 'failed', message: TIMEOUT_MESSAGE };
  if (reason === 'stopped') return stoppedEnding(deps, tally);
  const failure = modelFailure(error);
  // A cause the person is not told (an unexpected error) is at least in the log.
  if (failure.httpStatus >= 500 && failure.code === 'INTERNAL') {
    const details = failure.details as { cause?: string } | undefined;
    logEvent.executionFailed(deps, { executionId, cause: details?.cause ?? String(error) });
  }
  return { kind: 'failed', message: failure.message };
}

/** The run as stored, for signalling whom it concerns; a missing one concerns no one now. */
async function runOf(deps: ReportDeps, executionId: string): Promise<Pick<RunRecord, 'ownerId'>> {
  return (await getRun(deps.store, executionId)) ?? { ownerId: '' };
}
