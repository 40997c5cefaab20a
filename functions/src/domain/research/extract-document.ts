import { z } from 'zod';
import { type DocumentFetcher, DocumentReadError, type ReadResult } from '../../ports/document-reader.port';
import type { DriveFile } from '../../ports/drive.port';
import { ModelError } from '../../ports/language-model.port';
import { chunkDocument } from './chunking';
import { isGoogleNative } from './document-types';
import { callJson } from './model-calls';
import { block, escapeBlock, prompt, wrapper } from './prompt-blocks';
import { reasonText } from './report-steps';
import type { ResearchDeps } from './research-deps';
import type { SystemSettings } from './system-settings';

export interface Finding {
  text: string;
  page?: number;
}

export type ExtractionOutcome =
  | { file: DriveFile; status: 'data'; findings: Finding[] }
  | { file: DriveFile; status: 'noData' }
  | { file: DriveFile; status: 'failed'; reason: string };

const ExtractionAnswer = z.object({
  hasData: z.boolean(),
  findings: z.array(z.object({ text: z.string(), page: z.number().int().optional().nullable() })).default([]),
});
const EXTRACTION_SCHEMA = {
  type: 'object',
  properties: {
    hasData: { type: 'boolean' },
    findings: {
      type: 'array',
      items: {
        type: 'object',
        properties: { text: { type: 'string' }, page: { type: 'integer' } },
        required: ['text'],
      },
    },
  },
  required: ['hasData', 'findings'],
};

export interface ExtractionContext {
  deps: ResearchDeps;
  /** Whose run this is (the cache is per person). */
  uid: string;
  settings: SystemSettings;
  apiKey: string;
  question: string;
  keywords: string[];
  fetcher: DocumentFetcher;
  signal?: AbortSignal;
}

/** What reading a document needs: everything but the key, which only the model's calls use. */
export type ReadingContext = Omit<ExtractionContext, 'apiKey'>;

function documentBlock(
  file: DriveFile,
  chunk: ReturnType<typeof chunkDocument>[number],
  part: string | undefined,
): string {
  const inner = chunk.pages
    ? chunk.pages.map((page) => block('page', page.text, { number: page.number }))
    : [escapeBlock(chunk.text ?? '')];
  return wrapper('document', inner, { id: file.id, name: file.name, mime: file.mimeType, part });
}

/** A document's text from Drive, or its outcome when that is known without the model. */
export type DocumentText = { read: ReadResult } | { outcome: ExtractionOutcome };

/** Downloads and parses one document; one that cannot be read ends 'failed' with a reason. */
export async function readDocument(ctx: ReadingContext, file: DriveFile): Promise<DocumentText> {
  try {
    return { read: await ctx.deps.reader.read(file, ctx.fetcher) };
  } catch (error) {
    if (error instanceof DocumentReadError)
      return { outcome: { file, status: 'failed', reason: error.reason } };
    throw error;
  }
}

/** Reads one document and asks the model about it (readDocument, then answerDocument). */
export async function extractDocument(ctx: ExtractionContext, file: DriveFile): Promise<ExtractionOutcome> {
  const text = await readDocument(ctx, file);
  return 'outcome' in text ? text.outcome : answerDocument(ctx, file, text.read);
}

/**
 * Asks the model for the passages of a read document that answer the question, chunk by chunk
 * (extractionPhase for Google files, nonNativeExtractionPhase for uploads). A document the model
 * cannot answer ends 'failed' with a reason; quota exhaustion and a refused key end the run.
 */
export async function answerDocument(
  ctx: ExtractionContext,
  file: DriveFile,
  read: ReadResult,
): Promise<ExtractionOutcome> {
  const native = isGoogleNative(file.mimeType);
  const instruction = native ? 'extractionPhase' : 'nonNativeExtractionPhase';
  const chunks = chunkDocument(read, ctx.deps.promptBudgetChars);
  const findings: Finding[] = [];
  try {
    for (const [index, chunk] of chunks.entries()) {
      const part = chunks.length > 1 ? `${index + 1}/${chunks.length}` : undefined;
      const answer = await callJson(
        ctx.deps.model,
        {
          apiKey: ctx.apiKey,
          model: ctx.settings[`${instruction}Model`],
          prompt: prompt(
            ctx.settings[instruction],
            block('question', ctx.question),
            ...(ctx.keywords.length > 0 ? [block('keywords', ctx.keywords.join('\n'))] : []),
            documentBlock(file, chunk, part),
          ),
          jsonSchema: EXTRACTION_SCHEMA,
          ...(ctx.signal ? { signal: ctx.signal } : {}),
        },
        ExtractionAnswer,
        ctx.deps.retry,
      );
      if (!answer.hasData) continue;
      for (const finding of answer.findings) {
        if (finding.text.trim())
          findings.push({ text: finding.text.trim(), ...(finding.page ? { page: finding.page } : {}) });
      }
    }
  } catch (error) {
    // 'Headline: detail': the run's summary names the headline (documents-outcome.ts).
    if (error instanceof ModelError && error.kind === 'transient') {
      return { file, status: 'failed', reason: `Gemini was unavailable: ${reasonText(error)}` };
    }
    if (error instanceof ModelError && error.kind === 'malformed') {
      return { file, status: 'failed', reason: `Gemini could not read it: ${reasonText(error)}` };
    }
    throw error;
  }
  return findings.length > 0 ? { file, status: 'data', findings } : { file, status: 'noData' };
}
