import crypto from 'node:crypto';
import type { DriveFile } from '../../../ports/drive.port';
import { WriteBatcher } from '../../shared/write-batcher';
import type { Cells, ExtractionOutcome, Finding, ReadingContext } from '../extraction/extract-document';
import type { TextFingerprint } from '../extraction/text-fingerprint';
import { QUOTE_CHECK_VERSION } from '../extraction/verify-quotes';

/**
 * extractions/{hash} (docs/architecture/data-model.md): a document's extraction, reused while nothing that shaped
 * it changed: the file's Drive version, the model, the prompt text, the question and keywords, the
 * chunk size, the quote check's version, and the person (a hit still needs their own Drive to have resolved the file).
 * Failures are not kept: they may be passing (a Drive hiccup) and deserve another try.
 */
const COLLECTION = 'extractions';

interface CachedExtraction {
  ownerId: string;
  fileId: string;
  status: 'data' | 'noData';
  findings: Finding[];
  /** The grid's cells, when columns were asked (they are part of the key). */
  cells?: Cells;
  /** The text's fingerprint, so a run served from the cache compares as one that read the file. */
  fingerprint?: TextFingerprint;
  /** The titles the file gave itself (hide-names.ts); absent on extractions kept before. */
  titles?: string[];
  createdAt: string;
  [key: string]: unknown;
}

export function extractionKey(ctx: ReadingContext, file: DriveFile): string | undefined {
  if (!file.version) return undefined;
  const instruction = file.mimeType.startsWith('application/vnd.google-apps.')
    ? 'extractionPhase'
    : 'nonNativeExtractionPhase';
  const parts = {
    uid: ctx.uid,
    fileId: file.id,
    version: file.version,
    model: ctx.settings[`${instruction}Model`],
    prompt: crypto.createHash('sha256').update(ctx.settings[instruction]).digest('hex'),
    question: ctx.question.trim(),
    keywords: [...ctx.keywords].map((k) => k.toLowerCase()).sort(),
    budget: ctx.deps.promptBudgetChars,
    quoteCheck: QUOTE_CHECK_VERSION,
    // Only when asked, so the keys of runs without columns stay what they were.
    ...(ctx.columns?.length
      ? { columns: ctx.columns.map(({ id, type, question }) => [id, type, question.trim()]) }
      : {}),
  };
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** The same extraction done before, if there is one: the model need not be asked again. */
export async function cachedOutcome(
  ctx: ReadingContext,
  file: DriveFile,
): Promise<ExtractionOutcome | undefined> {
  const key = extractionKey(ctx, file);
  if (!key) return undefined;
  const cached = await ctx.deps.store.get<CachedExtraction>(COLLECTION, key);
  if (cached?.ownerId !== ctx.uid) return undefined;
  const cells = cached.cells ? { cells: cached.cells } : {};
  const print = cached.fingerprint ? { fingerprint: cached.fingerprint } : {};
  const read = cached.titles ? { ...file, titles: cached.titles } : file;
  return cached.status === 'data'
    ? { file: read, status: 'data', findings: cached.findings, ...cells, ...print }
    : { file: read, status: 'noData', ...cells, ...print };
}

/** What keeps an extraction for next time; failures are not kept (they may be passing). */
function entryOf(ctx: ReadingContext, outcome: ExtractionOutcome): [string, CachedExtraction] | undefined {
  const key = extractionKey(ctx, outcome.file);
  if (!key || outcome.status === 'failed') return undefined;
  return [
    key,
    {
      ownerId: ctx.uid,
      fileId: outcome.file.id,
      status: outcome.status,
      findings: outcome.status === 'data' ? outcome.findings : [],
      ...(outcome.cells ? { cells: outcome.cells } : {}),
      ...(outcome.fingerprint ? { fingerprint: outcome.fingerprint } : {}),
      ...(outcome.file.titles ? { titles: outcome.file.titles } : {}),
      createdAt: new Date().toISOString(),
    },
  ];
}

/** A run's cache writes go together: at most this many, or this long after the first. */
export const CACHE_WRITES = { maxItems: 25, maxDelayMs: 50 };

/**
 * Keeps a run's extractions in writes of several at once (docs/architecture/testing.md), made while the model
 * works on the next documents rather than between a document's answer and the next call. The
 * documents answered at about the same time share one write (one commit, one fsync on SQLite); a
 * crash loses at most the last `maxDelayMs` of answers, which a resumed run asks for again.
 * `flush` writes what is left and reports the first error any write met.
 */
export class CacheWrites {
  private readonly batcher: WriteBatcher<[string, CachedExtraction]>;

  constructor(
    private readonly ctx: ReadingContext,
    limits = CACHE_WRITES,
  ) {
    const { store } = ctx.deps;
    this.batcher = new WriteBatcher(
      (batch) =>
        store.runTransaction(async (tx) => {
          for (const [key, entry] of batch) tx.set(COLLECTION, key, entry);
        }),
      () => {},
      limits,
    );
  }

  keep(outcome: ExtractionOutcome): void {
    const entry = entryOf(this.ctx, outcome);
    if (entry) this.batcher.add(entry);
  }

  flush(): Promise<void> {
    return this.batcher.flush();
  }
}
