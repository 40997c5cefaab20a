import type { ExtractAndQueryRequest, StreamEvent } from '@quarry/contracts/research';
import type { DriveFile } from '../../ports/drive.port';
import type { ReportRenderer } from '../../ports/report-renderer.port';
import { AppError } from '../shared/app-error';
import { AdaptiveLimit, mapAdaptive } from './adaptive-limit';
import { composeReport, type WrittenReport } from './compose-report';
import { isSupported } from './document-types';
import { documentsOutcome } from './documents-outcome';
import type { Emit } from './emit';
import { reportEvidence } from './evidence';
import {
  answerDocument,
  type DocumentText,
  type ExtractionContext,
  type ExtractionOutcome,
  type ReadingContext,
  readDocument,
} from './extract-document';
import { CacheWrites, cachedOutcome } from './extraction-cache';
import { modelFailure } from './generate-keywords';
import { ModelFallbacks } from './model-fallbacks';
import { analyzedMessage } from './progress-messages';
import { withQuotaWaitsShown } from './quota-waits';
import { ReadAhead } from './read-ahead';
import { type ReportParts, reportParts, usageLine } from './report-markdown';
import { geminiKeyOf, type ResearchDeps } from './research-deps';
import { numberSources, uniqueById, withPlainFindings } from './sources';
import { configuredModels, loadSystemSettings } from './system-settings';
import { UsageTally } from './usage-tally';

export type CompleteEvent = Extract<StreamEvent, { type: 'complete' }>;
export type ResearchSummary = Omit<CompleteEvent, 'type' | 'sessionId' | 'executionId'>;

/**
 * How a durable run resumes (DESIGN section 5): documents already finished by an earlier attempt
 * are not read again, and each newly finished one is saved before the run goes on.
 */
export interface Checkpoints {
  /** Outcomes saved by earlier attempts, by file id. */
  done: ReadonlyMap<string, ExtractionOutcome>;
  /** Saves one document's outcome (perhaps later, in a batch); throws when this attempt no longer owns the run. */
  save: (outcome: ExtractionOutcome) => Promise<void>;
  /** Saves whatever `save` still holds, before the report is written. */
  flush?: () => Promise<void>;
}

/** Progress: reading and extracting takes 5-85%, writing the report the rest. */
const READ_START = 5;
const READ_END = 85;

function named(outcomes: ExtractionOutcome[], status: ExtractionOutcome['status']) {
  return outcomes.filter((o) => o.status === status).map((o) => ({ id: o.file.id, name: o.file.name }));
}

/**
 * One research run over the documents a person picked: read and extract each (a few at a time),
 * compose the cited report, render it to safe HTML. Streams honest progress through `emit`.
 */
/**
 * Who a run is for (DESIGN section 11): `payer` pays with their Gemini key and owns the extraction
 * cache; `driveOwner` lends the Drive grant the documents are read with. The same person for a
 * run of one's own reports; for a member's on-demand run of a shared report, the share's owner
 * lends their Drive and the member pays.
 */
export interface RunAs {
  payer: string;
  driveOwner: string;
}

export async function runResearch(
  baseDeps: ResearchDeps,
  who: string | RunAs,
  request: ExtractAndQueryRequest,
  emit: Emit,
  signal?: AbortSignal,
  checkpoints?: Checkpoints,
  /** The run's tokens; the caller's, so a stopped run can record what it spent (issue 24, item 7). */
  tally: UsageTally = new UsageTally(),
): Promise<ResearchSummary & { answerWithoutDocuments: string }> {
  // Fewer documents at once after each 429, more while Gemini keeps up (DESIGN section 9).
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
  // A configured model that is gone is replaced by its family's model, and the footer says so.
  const fallbacks = new ModelFallbacks();
  const standIns = fallbacks.model(shown.model);
  const deps = { ...shown, model: tally.model(standIns, 'extraction') };
  const reportDeps = { ...shown, model: tally.model(standIns, 'report') };
  const { payer: uid, driveOwner } = typeof who === 'string' ? { payer: who, driveOwner: who } : who;
  try {
    const settings = await loadSystemSettings(deps.store);
    // The key's unwrapping (a KMS call) overlaps the first documents' reads below; no model call is
    // made before it is there, and a missing key still ends the run before any.
    const keyed = geminiKeyOf(deps, uid);
    const fetcher = deps.drive.fetcher(driveOwner);
    const picked = uniqueById(request.selectedDocuments).filter((d) => isSupported(d.mimeType));
    const reading: ReadingContext = {
      deps,
      uid,
      settings,
      question: request.userQuery,
      keywords: request.keywords,
      fetcher,
      ...(signal ? { signal } : {}),
    };
    // A document's Drive metadata, cache lookup, download and parse run ahead of the model, so the
    // model (the slow, rationed part) never waits for Drive.
    const ahead = new ReadAhead(
      picked,
      async (selected): Promise<Prepared> => {
        signal?.throwIfAborted();
        // Names, types and links come from Drive, not from the request.
        const file: DriveFile = await deps.drive
          .withDrive(driveOwner, (drive, token) => drive.getFile(token, selected.id))
          .catch((error: unknown) => {
            if (error instanceof AppError) throw error;
            return { ...selected };
          });
        const cached = await cachedOutcome(reading, file);
        return { file, text: cached ? { outcome: cached } : await readDocument(reading, file) };
      },
      (selected) => checkpoints?.done.has(selected.id) ?? false,
    );
    ahead.begin(limit.current);
    const ctx: ExtractionContext = { ...reading, apiKey: await keyed };
    await fallbacks.check(shown.model, ctx.apiKey, configuredModels(settings).keys());
    const cache = new CacheWrites(ctx);
    emit({
      type: 'status',
      message: `Reading ${picked.length} document${picked.length === 1 ? '' : 's'}...`,
      progress: READ_START,
    });

    let done = 0;
    const read = await mapAdaptive(picked, limit, async (selected, index) => {
      const saved = checkpoints?.done.get(selected.id);
      if (saved) {
        done++;
        return saved;
      }
      const { file, text } = await ahead.take(index, limit.current);
      signal?.throwIfAborted();
      let outcome: ExtractionOutcome;
      if ('outcome' in text) outcome = text.outcome;
      else {
        outcome = await answerDocument(ctx, file, text.read);
        cache.keep(outcome);
      }
      await checkpoints?.save(outcome);
      limit.succeeded();
      done++;
      const progress = Math.round(READ_START + ((READ_END - READ_START) * done) / picked.length);
      emit({ type: 'status', message: analyzedMessage(done, picked.length, file.name), progress });
      emit({ type: 'json_debug', message: JSON.stringify({ document: file.name, status: outcome.status }) });
      return outcome;
    });

    await Promise.all([checkpoints?.flush?.(), cache.flush()]);
    const outcomes = withPlainFindings(read);
    nothingRead(outcomes);
    const { sources, findings } = numberSources(outcomes);

    emit({ type: 'status', message: 'Writing the report...', progress: READ_END + 2 });
    // The report links only to its cited documents, the same set the browser takes from the evidence.
    const links = new Set(sources.flatMap((s) => (s.file.webViewLink ? [s.file.webViewLink] : [])));
    const renderBoth = async (written: WrittenReport) => {
      const [answer, withoutDocuments] = await Promise.all([
        renderReport(deps.renderer, reportParts(written, sources, outcomes), links),
        renderReport(
          deps.renderer,
          reportParts(written, sources, outcomes, { hideDocuments: true }),
          new Set(),
        ),
      ]);
      return { answer, withoutDocuments };
    };
    let rendering: ReturnType<typeof renderBoth> | undefined;
    const report = await composeReport({
      deps: reportDeps,
      settings,
      apiKey: ctx.apiKey,
      question: request.userQuery,
      findings,
      deepResearch: request.deepResearch,
      enableIntroduction: request.enableIntroduction,
      enableConclusion: request.enableConclusion,
      ...(signal ? { signal } : {}),
      onStep: (message) => emit({ type: 'status', message, progress: 92 }),
      // Rendered while the claims are checked: a macrotask later, once that call is on its way.
      onWritten: (written) => {
        rendering = new Promise((resolve) => setTimeout(resolve)).then(() => renderBoth(written));
        rendering.catch(() => {});
      },
    });
    const rendered = await (rendering ?? renderBoth(report));
    // The footer tells what the model calls took, so it is added once the last of them is done.
    const usage = tally.usage(settings.modelPrices, fallbacks.fallbacks());
    const footer = await deps.renderer.toSafeHtml(usageLine(usage), new Set());
    const answer = [rendered.answer, footer].join('\n');
    const answerWithoutDocuments = [rendered.withoutDocuments, footer].join('\n');
    const evidence = reportEvidence(sources, outcomes, report.unsupportedClaims);
    emit({ type: 'status', message: 'Report ready', progress: 100 });
    const data = named(outcomes, 'data');
    const noData = named(outcomes, 'noData');
    const failed = named(outcomes, 'failed');
    return {
      answer,
      answerWithoutDocuments,
      evidence,
      documentsProcessed: outcomes.length,
      statusCounts: { data: data.length, noData: noData.length, failed: failed.length },
      documentNames: { data, noData, failed },
      usage,
      documentsOutcome: documentsOutcome(outcomes),
    };
  } catch (error) {
    throw modelFailure(error);
  }
}

/** A document ready for the model: its Drive metadata, and its text or its known outcome. */
interface Prepared {
  file: DriveFile;
  /** An outcome already known (a cached extraction, a document that could not be read), or the text. */
  text: DocumentText;
}

/** The report's HTML: its prose sanitized, its listing built directly (its footer comes later). */
async function renderReport(
  renderer: ReportRenderer,
  parts: ReportParts,
  links: Set<string>,
): Promise<string> {
  return [
    await renderer.toSafeHtml(parts.markdown, links),
    parts.listing ? renderer.listingHtml(parts.listing, links) : '',
  ]
    .filter(Boolean)
    .join('\n');
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
