import crypto from 'node:crypto';
import type { DriveFile } from '../../ports/drive.port';
import type { ExtractionContext, ExtractionOutcome, Finding } from './extract-document';

/**
 * extractions/{hash} (DESIGN section 2): a document's extraction, reused while nothing that shaped
 * it changed: the file's Drive version, the model, the prompt text, the question and keywords, the
 * chunk size, and the person (a hit still needs their own Drive to have resolved the file).
 * Failures are not kept: they may be passing (a Drive hiccup) and deserve another try.
 */
const COLLECTION = 'extractions';

interface CachedExtraction {
  ownerId: string;
  fileId: string;
  status: 'data' | 'noData';
  findings: Finding[];
  createdAt: string;
  [key: string]: unknown;
}

export function extractionKey(ctx: ExtractionContext, file: DriveFile): string | undefined {
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
  };
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** The same extraction done before, if there is one: the model need not be asked again. */
export async function cachedOutcome(
  ctx: ExtractionContext,
  file: DriveFile,
): Promise<ExtractionOutcome | undefined> {
  const key = extractionKey(ctx, file);
  if (!key) return undefined;
  const cached = await ctx.deps.store.get<CachedExtraction>(COLLECTION, key);
  if (cached?.ownerId !== ctx.uid) return undefined;
  return cached.status === 'data'
    ? { file, status: 'data', findings: cached.findings }
    : { file, status: 'noData' };
}

/** Keeps an extraction for next time; failures are not kept (they may be passing). */
export async function keepOutcome(ctx: ExtractionContext, outcome: ExtractionOutcome): Promise<void> {
  const key = extractionKey(ctx, outcome.file);
  if (!key || outcome.status === 'failed') return;
  const entry: CachedExtraction = {
    ownerId: ctx.uid,
    fileId: outcome.file.id,
    status: outcome.status,
    findings: outcome.status === 'data' ? outcome.findings : [],
    createdAt: new Date().toISOString(),
  };
  await ctx.deps.store.set(COLLECTION, key, entry);
}
