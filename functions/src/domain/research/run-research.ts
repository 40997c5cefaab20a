import type { ExtractAndQueryRequest } from '@quarry/contracts/research';
import { AppError } from '../shared/app-error';
import { findDisagreements } from './checks/find-disagreements';
import type { Emit } from './emit';
import type { ExtractionContext, ExtractionOutcome, ReadingContext } from './extraction/extract-document';
import { type ReadingBudget, UNCAPPED } from './extraction/reading-budget';
import { AdaptiveLimit } from './model/adaptive-limit';
import { noticingKeyTier } from './model/key-tier';
import { modelFailure } from './model/model-failure';
import { ModelFallbacks } from './model/model-fallbacks';
import { withOutputLimit } from './model/output-limit';
import { withQuotaWaitsShown } from './model/quota-waits';
import { configuredModels, loadSystemSettings, type SystemSettings } from './model/system-settings';
import { CacheWrites } from './reading/extraction-cache';
import { type Checkpoints, READ_START, readAll, readingAhead } from './reading/read-documents';
import { readsAtOnce } from './reading/read-packs';
import { geminiKeyOf, type ResearchDeps } from './research-deps';
import { type FinishedResearch, summaryOf } from './run-summary';
import { isSupported } from './search/document-types';
import { CAPPED_OUTPUT_TOKENS, CostCap } from './spend/cost-cap';
import { UsageTally } from './spend/usage-tally';
import { documentsOutcome } from './writing/documents-outcome';
import { decidedOutcomes, numberSources, uniqueById } from './writing/sources';
import { writeReport } from './writing/write-report';

/**
 * Who a run is for (docs/architecture/teams-and-sharing.md): `payer` pays with their Gemini key and owns the extraction
 * cache; `driveOwner` lends the Drive grant the documents are read with. The same person for a
 * run of one's own reports; for a member's on-demand run of a shared report, the share's owner
 * lends their Drive and the member pays.
 */
export interface RunAs {
  payer: string;
  driveOwner: string;
}

/**
 * The run's deps: fewer documents at once after each 429, more while Gemini keeps up (docs/architecture/testing.md); quota waits shown; a configured model that is gone replaced by its family's model
 * (the footer says so); the extraction's, the report's and the comparison's model calls tallied apart.
 */
function runningDeps(baseDeps: ResearchDeps, emit: Emit, tally: UsageTally, capped: boolean) {
  const limit = new AdaptiveLimit(baseDeps.concurrency, baseDeps.maxConcurrency);
  const adapting = {
    ...baseDeps,
    retry: {
      ...baseDeps.retry,
      onQuotaWait: (wait: Parameters<NonNullable<typeof baseDeps.retry.onQuotaWait>>[0]) => {
        baseDeps.retry.onQuotaWait?.(wait);
        limit.throttled();
      },
    },
  };
  const shown = withQuotaWaitsShown(adapting, emit);
  const fallbacks = new ModelFallbacks();
  // A capped run's calls each have a bounded answer, so the cap can count their worst case.
  const standIns = withOutputLimit(fallbacks.model(shown.model), capped ? CAPPED_OUTPUT_TOKENS : undefined);
  const deps = { ...shown, model: tally.model(standIns, 'extraction') };
  const reportDeps = { ...shown, model: tally.model(standIns, 'report') };
  const compareDeps = { ...shown, model: tally.model(standIns, 'disagreements') };
  return { limit, shown, fallbacks, deps, reportDeps, compareDeps };
}

/** One run as its caller asked for it, with the deps it runs with (`runningDeps`). */
interface Run extends RunAs {
  request: ExtractAndQueryRequest;
  emit: Emit;
  signal?: AbortSignal;
  checkpoints?: Checkpoints;
  tally: UsageTally;
  costCapUsd: number | null;
  running: ReturnType<typeof runningDeps>;
}

/**
 * One research run over the documents a person picked: read and extract each (a few at a time),
 * compose the cited report, render it to safe HTML. Streams honest progress through `emit`.
 */
export async function runResearch(
  baseDeps: ResearchDeps,
  who: string | RunAs,
  request: ExtractAndQueryRequest,
  emit: Emit,
  signal?: AbortSignal,
  checkpoints?: Checkpoints,
  /** The run's tokens; the caller's, so a stopped run can record what it spent (docs/decisions/research-pipeline.md). */
  tally: UsageTally = new UsageTally(),
  /** The most the run may cost in US dollars (docs/architecture/reading-economy.md); null: no cap. */
  costCapUsd: number | null = null,
): Promise<FinishedResearch> {
  const run = startRun(baseDeps, who, { request, emit, tally, costCapUsd, signal, checkpoints });
  try {
    const read = await readPicked(run);
    return await reportOn(run, read);
  } catch (error) {
    throw modelFailure(error);
  }
}

/**
 * One shard of a large run (docs/architecture/runs.md): its documents read, extracted and saved
 * through `checkpoints`, no report written. The checks on the whole run (only Quarry's own files,
 * nothing read) are the merge's, which runs `runResearch` over every shard's saved outcomes.
 */
export async function readShard(
  baseDeps: ResearchDeps,
  who: RunAs,
  request: ExtractAndQueryRequest,
  part: {
    emit: Emit;
    signal: AbortSignal;
    checkpoints: Checkpoints;
    tally: UsageTally;
    costCapUsd: number | null;
  },
): Promise<void> {
  const run = startRun(baseDeps, who, { request, ...part });
  try {
    await readPicked(run, false);
  } catch (error) {
    throw modelFailure(error);
  }
}

type RunAsked = Pick<Run, 'request' | 'emit' | 'tally' | 'costCapUsd'> & {
  signal?: AbortSignal | undefined;
  checkpoints?: Checkpoints | undefined;
};

function startRun(baseDeps: ResearchDeps, who: string | RunAs, asked: RunAsked): Run {
  const runAs = typeof who === 'string' ? { payer: who, driveOwner: who } : who;
  // Each 429 says whether the payer's key is on the free tier (docs/architecture/reading-economy.md).
  const noticed = {
    ...baseDeps,
    model: noticingKeyTier(baseDeps.model, baseDeps.accounts.keys, runAs.payer, baseDeps.accounts.clock),
  };
  const { signal, checkpoints, ...rest } = asked;
  return {
    ...runAs,
    ...rest,
    running: runningDeps(noticed, asked.emit, asked.tally, asked.costCapUsd !== null),
    ...(signal ? { signal } : {}),
    ...(checkpoints ? { checkpoints } : {}),
  };
}

/** What reading left for the report: the extraction's context, the settings, each document's outcome. */
interface Read {
  ctx: ExtractionContext;
  settings: SystemSettings;
  outcomes: ExtractionOutcome[];
}

/** Reads and extracts the picked documents, a few at a time, within the run's budget. */
async function readPicked(run: Run, wholeRun = true): Promise<Read> {
  const { request, emit, checkpoints, signal } = run;
  const { deps, limit, fallbacks, shown } = run.running;
  const settings = await loadSystemSettings(deps.store);
  // The key's unwrapping (a KMS call) overlaps the first documents' reads below; no model call is
  // made before it is there, and a missing key still ends the run before any.
  const keyed = geminiKeyOf(deps, run.payer);
  const picked = uniqueById(request.selectedDocuments).filter((d) => isSupported(d.mimeType));
  const reading: ReadingContext = {
    deps,
    uid: run.payer,
    settings,
    question: request.userQuery,
    keywords: request.keywords,
    ...(request.columns?.length ? { columns: request.columns } : {}),
    fetcher: deps.drive.fetcher(run.driveOwner),
    ...(signal ? { signal } : {}),
  };
  const atOnce = readsAtOnce(limit.current, deps.packing);
  const ahead = readingAhead(reading, picked, run.driveOwner, checkpoints, atOnce);
  ahead.begin(atOnce);
  const ctx: ExtractionContext = { ...reading, apiKey: await keyed };
  await fallbacks.check(shown.model, ctx.apiKey, configuredModels(settings).keys());
  const cache = new CacheWrites(ctx);
  const count = `${picked.length} document${picked.length === 1 ? '' : 's'}`;
  emit({ type: 'status', message: `Reading ${count}...`, progress: READ_START });
  const budget = budgetOf(run, settings);
  const read = await readAll({ ctx, picked, limit, ahead, cache, emit, checkpoints, budget });
  // Every picked document was one Quarry wrote (own-files.ts), none of them part of the run.
  if (wholeRun && read.length === 0 && picked.length > 0) throw onlyOwnFiles();
  await Promise.all([checkpoints?.flush?.(), cache.flush()]);
  const outcomes = decidedOutcomes(read);
  if (wholeRun) nothingRead(outcomes);
  return { ctx, settings, outcomes };
}

/** The run's say over each extraction call: its cost cap, or no limit. */
function budgetOf(run: Run, settings: SystemSettings): ReadingBudget {
  if (run.costCapUsd === null) return UNCAPPED;
  return new CostCap({
    capUsd: run.costCapUsd,
    tally: run.tally,
    settings,
    promptBudgetChars: run.running.deps.promptBudgetChars,
    deepResearch: run.request.deepResearch,
    enableIntroduction: run.request.enableIntroduction,
    enableConclusion: run.request.enableConclusion,
  });
}

/** Writes the report from what was read, compares the findings meanwhile, and sums the run up. */
async function reportOn(run: Run, { ctx, settings, outcomes }: Read): Promise<FinishedResearch> {
  const { request, emit, signal, tally } = run;
  const { deps, reportDeps, compareDeps, fallbacks } = run.running;
  const { sources, findings } = numberSources(outcomes);
  // The comparison reads only the findings, so it is asked while the report is written. It never
  // rejects (a failed one leaves its box out), so a report that fails meanwhile leaves no unhandled
  // rejection; it shares the run's signal, so Stop ends it too.
  const comparing = findDisagreements({
    deps: compareDeps,
    settings,
    apiKey: ctx.apiKey,
    uid: run.payer,
    question: request.userQuery,
    findings,
    ...(signal ? { signal } : {}),
  });
  const written = await writeReport({ ctx, reportDeps, request, outcomes, sources, findings, emit });
  const disagreements = await comparing;
  return await summaryOf({
    ...written,
    deps,
    settings,
    tally,
    fallbacks,
    sources,
    outcomes,
    disagreements,
    emit,
  });
}

function onlyOwnFiles(): AppError {
  return new AppError({
    code: 'RESEARCH.ONLY_OWN_FILES',
    httpStatus: 400,
    message: 'There is nothing to read: Quarry does not read the reports it saved to your Google Drive.',
  });
}

/**
 * A run whose every document failed has nothing to report: it fails, saying why, rather than paying
 * for a report written from no findings and calling it a success ("0 of 5 documents read").
 */
function nothingRead(outcomes: Parameters<typeof documentsOutcome>[0]): void {
  if (outcomes.length === 0 || outcomes.some((outcome) => outcome.status !== 'failed')) return;
  throw new AppError({
    code: 'RESEARCH.NOTHING_READ',
    httpStatus: 502,
    message: `No document could be read, so there is no report: ${documentsOutcome(outcomes).summary}.`,
  });
}
