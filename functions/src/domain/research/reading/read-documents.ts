import type { ExtractAndQueryRequest } from '@quarry/contracts/research';
import type { DriveFile } from '../../../ports/drive.port';
import { AppError } from '../../shared/app-error';
import type { Emit } from '../emit';
import { decidedOutcome } from '../extraction/document-outcome';
import {
  answerDocument,
  type DocumentText,
  type ExtractionContext,
  type ExtractionOutcome,
  type ReadingContext,
  readDocument,
} from '../extraction/extract-document';
import { type ReadingBudget, UNCAPPED } from '../extraction/reading-budget';
import type { AdaptiveLimit } from '../model/adaptive-limit';
import { isOwnFile, ownFolders } from '../search/own-files';
import { type CacheWrites, cachedOutcome } from './extraction-cache';
import { MetadataAhead } from './metadata-ahead';
import { analyzedMessage } from './progress-messages';
import { ReadAhead } from './read-ahead';
import { PackDispatcher, readAheadDepth, readsAtOnce } from './read-packs';
import { ReadingGate } from './reading-gate';

/**
 * How a durable run resumes (docs/architecture/runs.md): documents already finished by an earlier attempt
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
export const READ_START = 5;
export const READ_END = 85;

type Selected = ExtractAndQueryRequest['selectedDocuments'][number];

/**
 * A file Quarry wrote (own-files.ts), picked all the same (a stale selection, an old list): never
 * read, and not part of the run at all, neither read nor failed.
 */
export type LeftOut = { leftOut: 'quarry-own' };

/** A document ready for the model: its Drive metadata, and its text or its known outcome. */
export interface Prepared {
  file: DriveFile;
  /** An outcome already known (a cached extraction, a document that could not be read), or the text. */
  text: DocumentText | LeftOut;
}

/**
 * Quarry's folders in the reader's Drive, asked for once when first needed. Unknown when Drive
 * fails to say (the marks on Quarry's docs still tell them); a lost grant ends the run as always.
 */
function ownFoldersOnce(reading: ReadingContext, driveOwner: string): () => Promise<ReadonlySet<string>> {
  let asked: Promise<ReadonlySet<string>> | undefined;
  return () => {
    asked ??= reading.deps.drive
      .withDrive(driveOwner, (drive, token) => ownFolders(drive, token))
      .then(
        (ids) => new Set(ids),
        (error: unknown) => {
          if (error instanceof AppError) throw error;
          return new Set<string>();
        },
      );
    return asked;
  };
}

/**
 * A document's Drive metadata (in batches, metadata-ahead.ts), cache lookup, download and parse run
 * ahead of the model, so the model (the slow, rationed part) never waits for Drive.
 */
export function readingAhead(
  reading: ReadingContext,
  picked: Selected[],
  driveOwner: string,
  checkpoints: Checkpoints | undefined,
  firstBatch: number,
): ReadAhead<Selected, Prepared> {
  const { deps, signal } = reading;
  const done = (selected: Selected) => checkpoints?.done.has(selected.id) ?? false;
  const own = ownFoldersOnce(reading, driveOwner);
  const metadata = new MetadataAhead(
    picked.filter((selected) => !done(selected)).map((selected) => selected.id),
    firstBatch,
    (ids) => deps.drive.withDrive(driveOwner, (drive, token) => drive.getFiles(token, ids)),
  );
  return new ReadAhead(
    picked,
    async (selected): Promise<Prepared> => {
      signal?.throwIfAborted();
      // Names, types and links come from Drive, not from the request.
      const file: DriveFile = await metadata.file(selected.id).then(
        (found) => found ?? { ...selected },
        (error: unknown) => {
          if (error instanceof AppError) throw error;
          return { ...selected };
        },
      );
      // Before the cache: an extraction of it kept from an earlier run is not read either.
      if (isOwnFile(file, await own())) return { file, text: { leftOut: 'quarry-own' } };
      const cached = await cachedOutcome(reading, file);
      if (cached) return { file, text: { outcome: cached } };
      const text = await readDocument(reading, file);
      // The titles the file gives itself travel with it to its outcome, so the report can hide them.
      const titles = 'read' in text ? text.read.titles : undefined;
      return { file: titles ? { ...file, titles } : file, text };
    },
    done,
  );
}

/** What reading every picked document needs: the model's context and what the documents are read with. */
export interface ReadAll {
  ctx: ExtractionContext;
  picked: Selected[];
  limit: AdaptiveLimit;
  ahead: ReadAhead<Selected, Prepared>;
  cache: CacheWrites;
  emit: Emit;
  checkpoints: Checkpoints | undefined;
  /** Consulted before each extraction call (the cost cap, docs/architecture/reading-economy.md); uncapped when absent. */
  budget?: ReadingBudget;
}

/**
 * Each picked document's outcome: a saved one as it was, a cached or unreadable one as known, the
 * others answered by the model, small ones several to a call (read-packs.ts), a few calls at once;
 * each saved when its call ends and counted in the progress. Once the budget refuses a call, the
 * documents left end 'failed' with its reason, without calls.
 */
export async function readAll(run: ReadAll): Promise<ExtractionOutcome[]> {
  const { ctx, picked, limit, ahead, cache, emit, checkpoints } = run;
  const { signal } = ctx;
  const outcomes = new Array<ExtractionOutcome>(picked.length);
  const leftOut = new Set<number>();
  const gate = new ReadingGate(run.budget ?? UNCAPPED);
  let done = 0;
  const finish = async (index: number, read: ExtractionOutcome, fromModel: boolean) => {
    // Decided as the report will say it (document-outcome.ts), so the progress and checkpoints agree with it.
    const outcome = decidedOutcome(read);
    if (fromModel) cache.keep(outcome);
    await checkpoints?.save(outcome);
    outcomes[index] = outcome;
    done++;
    const progress = Math.round(READ_START + ((READ_END - READ_START) * done) / picked.length);
    emit({ type: 'status', message: analyzedMessage(done, picked.length, outcome.file.name), progress });
    emit({
      type: 'json_debug',
      message: JSON.stringify({ document: outcome.file.name, status: outcome.status }),
    });
  };
  const dispatcher = new PackDispatcher(
    {
      ctx,
      limit,
      gate,
      finish,
      alone: async (index, file, read) => finish(index, await answerDocument(ctx, file, read, gate), true),
    },
    ctx.deps.packing,
  );
  const feed = async () => {
    for (const [index, selected] of picked.entries()) {
      if (dispatcher.stopped) break;
      const saved = checkpoints?.done.get(selected.id);
      if (saved) {
        outcomes[index] = saved;
        done++;
        continue;
      }
      const { packing } = ctx.deps;
      const { file, text } = await ahead.take(
        index,
        readAheadDepth(limit.current, packing),
        readsAtOnce(limit.current, packing),
      );
      signal?.throwIfAborted();
      if ('leftOut' in text) {
        leftOut.add(index);
        done++;
      } else if ('outcome' in text) await finish(index, text.outcome, false);
      else if (gate.refused !== undefined) await finish(index, refusedOutcome(file, gate.refused), false);
      else await dispatcher.add(index, file, text.read);
    }
    await dispatcher.finish();
  };
  try {
    await Promise.race([feed(), dispatcher.failed]);
  } catch (error) {
    // The calls already sent end first: an answer that comes back is paid for (a day's quota, when
    // the daily limit stopped the run), so it is saved before the error goes on, and a paused or
    // handed-back run does not ask for it again. A Stop aborts them, so they end at once.
    await dispatcher.settled();
    throw error;
  }
  return leftOut.size === 0 ? outcomes : outcomes.filter((_, index) => !leftOut.has(index));
}

function refusedOutcome(file: DriveFile, reason: string): ExtractionOutcome {
  return { file, status: 'failed', reason };
}
