import type { ExtractAndQueryRequest } from '@quarry/contracts/research';
import type { ReadResult } from '../../ports/document-reader.port';
import type { DriveFile } from '../../ports/drive.port';
import { AppError } from '../shared/app-error';
import { type AdaptiveLimit, mapAdaptive } from './adaptive-limit';
import type { Emit } from './emit';
import {
  answerDocument,
  type DocumentText,
  type ExtractionContext,
  type ExtractionOutcome,
  type ReadingContext,
  readDocument,
} from './extract-document';
import { type CacheWrites, cachedOutcome } from './extraction-cache';
import { analyzedMessage } from './progress-messages';
import { ReadAhead } from './read-ahead';
import type { ReadingBudget } from './reading-budget';

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
export const READ_START = 5;
export const READ_END = 85;

type Selected = ExtractAndQueryRequest['selectedDocuments'][number];

/** A document ready for the model: its Drive metadata, and its text or its known outcome. */
interface Prepared {
  file: DriveFile;
  /** An outcome already known (a cached extraction, a document that could not be read), or the text. */
  text: DocumentText;
}

/**
 * A document's Drive metadata, cache lookup, download and parse run ahead of the model, so the
 * model (the slow, rationed part) never waits for Drive.
 */
export function readingAhead(
  reading: ReadingContext,
  picked: Selected[],
  driveOwner: string,
  checkpoints: Checkpoints | undefined,
): ReadAhead<Selected, Prepared> {
  const { deps, signal } = reading;
  return new ReadAhead(
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
  /** Asked before each document's model calls (the cost cap); a refused document is not read. */
  budget: ReadingBudget;
}

/**
 * Each picked document's outcome, a few at a time: a saved one as it was, the others answered by
 * the model (or known from the cache), saved, and counted in the progress.
 */
export async function readAll(run: ReadAll): Promise<ExtractionOutcome[]> {
  const { ctx, picked, limit, ahead, emit, checkpoints } = run;
  const { signal } = ctx;
  let done = 0;
  return mapAdaptive(picked, limit, async (selected, index) => {
    const saved = checkpoints?.done.get(selected.id);
    if (saved) {
      done++;
      return saved;
    }
    const { file, text } = await ahead.take(index, limit.current);
    signal?.throwIfAborted();
    let outcome: ExtractionOutcome;
    if ('outcome' in text) outcome = text.outcome;
    else outcome = await answerAdmitted(run, file, text.read);
    await checkpoints?.save(outcome);
    limit.succeeded();
    done++;
    const progress = Math.round(READ_START + ((READ_END - READ_START) * done) / picked.length);
    emit({ type: 'status', message: analyzedMessage(done, picked.length, file.name), progress });
    emit({ type: 'json_debug', message: JSON.stringify({ document: file.name, status: outcome.status }) });
    return outcome;
  });
}

/** The model's answer on a document, if the budget admits its calls; a refused one ends 'failed', uncached. */
async function answerAdmitted(run: ReadAll, file: DriveFile, read: ReadResult): Promise<ExtractionOutcome> {
  const call = { documents: 1, inputChars: read.text.length };
  let admission = run.budget.admit(call);
  while (!admission.admitted && admission.wait) {
    await admission.wait;
    run.ctx.signal?.throwIfAborted();
    admission = run.budget.admit(call);
  }
  if (!admission.admitted) return { file, status: 'failed', reason: admission.reason };
  try {
    const outcome = await answerDocument(run.ctx, file, read);
    run.cache.keep(outcome);
    return outcome;
  } finally {
    admission.done?.();
  }
}
