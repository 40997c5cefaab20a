import { z } from 'zod';
import { nonBlankText } from './blank-text';
import { DocumentsOutcome } from './documents-outcome';
import { GridColumns } from './grid';
import { DriveFileId, MimeType, RecordId } from './ids';
import { ReportEvidence } from './report';
import { safeTextCheck } from './safe-text';
import { RunUsage } from './usage';

/** Query flow (spec part 2, sections 3-4 and 7): keywords, live Drive search, extraction stream. */
/** The longest question, in UTF-16 code units as zod and the browser count them; the box counts towards it. */
export const QUESTION_MAX_CHARS = 10_000;

export const GenerateKeywordsRequest = z.object({
  query: nonBlankText('Please enter a question')
    .max(QUESTION_MAX_CHARS)
    .refine(...safeTextCheck('The question')),
});
export const GenerateKeywordsResponse = z.object({
  keywords: z.array(z.string()),
  maxKeywords: z.number().int(),
});
export type GenerateKeywordsResponse = z.infer<typeof GenerateKeywordsResponse>;

export const Keyword = nonBlankText().max(200);
export const SearchDocumentsRequest = z.object({
  keywords: z.array(Keyword).min(1, 'Add at least one keyword').max(100),
  negativeKeywords: z.array(Keyword).max(100).default([]),
});

/** What the document dialog shows of a Drive file. */
export const DocumentBadge = z.enum(['Document', 'Spreadsheet', 'Presentation', 'PDF', 'File']);
export const FoundDocument = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  webViewLink: z.string().optional(),
  /** Drive's content version: a scheduled run compares it with the last run's. */
  version: z.string().optional(),
  /** Bytes, as Drive gives them (Google Docs and Sheets have none): what the run's estimate starts from. */
  size: z.number().int().nonnegative().optional(),
  /** Presentations, legacy presentations and forms are listed but cannot be selected. */
  supported: z.boolean(),
  badge: DocumentBadge,
  /** The Shared Drive the file is in (Drive's driveId), and its name; absent for My Drive and shared-with-me files. */
  driveId: z.string().optional(),
  driveName: z.string().optional(),
});
export type FoundDocument = z.infer<typeof FoundDocument>;
export const SearchDocumentsResponse = z.object({ documents: z.array(FoundDocument) });

/** Error body of search-documents when the Drive grant is gone: the SPA sends the person to re-authorize. */
export const DRIVE_REAUTH_REQUIRED = 'DRIVE_REAUTH_REQUIRED';
/** Error code of Gemini quota failures: the SPA shows the 'Gemini Token Quota Error' box. */
export const GEMINI_QUOTA = 'GEMINI_QUOTA';
/**
 * Error code of a run that met Gemini's per-day limit for the key (docs/architecture/reading-economy.md): it clears at
 * midnight Pacific, so the chat offers to go on in the background then (continueInBackgroundPath).
 */
export const GEMINI_DAILY_QUOTA = 'GEMINI_DAILY_QUOTA';
export const DAILY_LIMIT_MESSAGE =
  "Gemini's daily quota for your key is used up: it resets at midnight Pacific time.";
/** What a background run says when the daily limit pauses it; pages show pausedUntil in local time. */
export const DAILY_LIMIT_PAUSE_MESSAGE =
  "Gemini's daily quota for your key is used up. This report goes on by itself when it resets, at midnight Pacific time.";

/**
 * What a paused run's views say, with the time it goes on in the reader's own time zone; a team's
 * views name the key of whoever ran it, which may not be the reader's.
 */
export function pausedUntilMessage(localTime: string, whose: 'yours' | 'runner' = 'yours'): string {
  const key = whose === 'yours' ? 'your key' : 'the key of whoever ran it';
  return `Gemini's daily quota for ${key} is used up. This report goes on at ${localTime} (your time), when it resets.`;
}

export const SelectedDocument = z.object({ id: DriveFileId, name: z.string().max(2000), mimeType: MimeType });
export type SelectedDocument = z.infer<typeof SelectedDocument>;

export const ExtractAndQueryRequest = z.object({
  userQuery: nonBlankText()
    .max(QUESTION_MAX_CHARS)
    .refine(...safeTextCheck('The question')),
  selectedDocuments: z.array(SelectedDocument).min(1, 'Select at least one document').max(5000),
  keywords: z.array(Keyword).max(100).default([]),
  /** Kept on the execution so its history shows the whole search (documents were already chosen). */
  negativeKeywords: z.array(Keyword).max(100).default([]),
  deepResearch: z.boolean().default(true),
  enableIntroduction: z.boolean().default(true),
  enableConclusion: z.boolean().default(true),
  notifyOnCompletion: z.boolean().default(false),
  chatSessionId: RecordId.optional(),
  /** The evidence grid's column questions (docs/decisions/evidence-grid.md), asked of every document with the question. */
  columns: GridColumns.optional(),
});
export type ExtractAndQueryRequest = z.infer<typeof ExtractAndQueryRequest>;

const NamedDocument = z.object({ id: z.string(), name: z.string() });

/**
 * A wait Gemini asked for: this one's length, which retry it precedes, and the run's waits so far
 * (this one included). The SPA shows the quota box once totalSeconds passes QUOTA_BOX_AFTER_SECONDS.
 */
export const QuotaWait = z.object({
  seconds: z.number().min(0),
  retry: z.number().int().positive(),
  of: z.number().int().positive(),
  totalSeconds: z.number().min(0),
});
export type QuotaWait = z.infer<typeof QuotaWait>;
export const QUOTA_BOX_AFTER_SECONDS = 60;

/**
 * What a step says while Gemini keeps it waiting: the status line and the quota box both show this
 * text of the same wait, so they never disagree on the count (docs/decisions/research-pipeline.md). Past its counted
 * retries a call waits on while Gemini names each delay (model-calls.ts): the retry stands alone then.
 */
export function quotaWaitMessage({
  seconds,
  retry,
  of,
}: Pick<QuotaWait, 'seconds' | 'retry' | 'of'>): string {
  const count = retry <= of ? `retry ${retry} of ${of}` : `retry ${retry}`;
  return `Gemini asked us to wait ${seconds} s, ${count}`;
}

/** One line of the extraction stream: `data: <json>\n\n`. */
export const StreamEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('status'),
    message: z.string(),
    progress: z.number().min(0).max(100).optional(),
    /** Set while Gemini asks us to wait (429 with a retry delay); the message says so too. */
    quotaWait: QuotaWait.optional(),
    /** Sent with the stream's first event, so a page reloaded mid-run can find the run again. */
    executionId: z.string().optional(),
    /** Set when the daily limit paused the run: when it goes on (ISO time; docs/architecture/reading-economy.md). */
    pausedUntil: z.string().optional(),
    sessionId: z.string().optional(),
  }),
  z.object({ type: z.literal('json_debug'), message: z.string() }),
  z.object({
    type: z.literal('complete'),
    /** Sanitized report HTML. */
    answer: z.string(),
    /** Each citation's quoted findings and the sanity check's flagged claims. */
    evidence: ReportEvidence.optional(),
    sessionId: z.string().optional(),
    executionId: z.string().optional(),
    documentsProcessed: z.number().int(),
    statusCounts: z.object({ data: z.number().int(), noData: z.number().int(), failed: z.number().int() }),
    documentNames: z.object({
      data: z.array(NamedDocument),
      noData: z.array(NamedDocument),
      failed: z.array(NamedDocument),
    }),
    /** Tokens and estimated cost of the run's model calls (docs/architecture/usage-and-analytics.md). */
    usage: RunUsage.optional(),
    /** 'N of M documents read; K failed: reason' (docs/architecture/reading-economy.md); absent on runs from before. */
    documentsOutcome: DocumentsOutcome.optional(),
    /** The run has an evidence grid (docs/decisions/evidence-grid.md) to ask for; absent: none. */
    hasGrid: z.boolean().optional(),
  }),
  /**
   * `errorCode`: GEMINI_QUOTA when Gemini's quota ended the step (the SPA shows the quota box);
   * GEMINI_DAILY_QUOTA when its daily limit ended a chat run, whose `executionId` may then go on in
   * the background.
   */
  z.object({
    type: z.literal('error'),
    message: z.string(),
    errorCode: z.string().optional(),
    executionId: z.string().optional(),
  }),
  /** The keyword step's answer, when it is streamed (Accept: text/event-stream; docs/decisions/research-pipeline.md). */
  z.object({ type: z.literal('keywords'), keywords: z.array(z.string()), maxKeywords: z.number().int() }),
]);
export type StreamEvent = z.infer<typeof StreamEvent>;

/**
 * GET /api/report-execution/{id}/stream (docs/architecture/platform.md): a run's stream again, from after the
 * last event the page saw. Each event of either stream carries its sequence number as its `id:`
 * line; the page sends the last one back as `Last-Event-ID` (or `?after=`). Numbers start at 1, rise
 * by one, and the run's last event (complete or error) ends the log.
 */
export const LastEventId = z
  .string()
  .regex(/^\d{1,15}$/, 'must be the id of an event this run sent')
  .transform(Number);
export const RunStreamQuery = z.object({ after: LastEventId.optional() });

/** errorCode of a run's last event when its owner stopped it (docs/decisions/research-pipeline.md). */
export const RUN_STOPPED = 'RUN_STOPPED';
export const RUN_STOPPED_MESSAGE = 'You stopped this report before it finished. Nothing of it was saved.';
/** POST: the run's owner stops it; its worker ends it as stopped, with no further Gemini call. */
export const stopExecutionPath = (executionId: string) =>
  `/api/report-execution/${encodeURIComponent(executionId)}/stop`;
export const StopExecutionResponse = z.object({ stopping: z.boolean() });
export type StopExecutionResponse = z.infer<typeof StopExecutionResponse>;

/**
 * POST: a chat run ended by Gemini's daily limit goes on in the background, paused until the limit
 * resets, and e-mails when ready. Asking again answers with the same run (idempotence: docs/decisions/reading-economy.md).
 */
export const continueInBackgroundPath = (executionId: string) =>
  `/api/report-execution/${encodeURIComponent(executionId)}/continue-in-background`;
export const ContinueInBackgroundResponse = z.object({
  executionId: z.string(),
  /** When the background run goes on (the next midnight Pacific, plus a few minutes). */
  pausedUntil: z.string(),
  userEmail: z.string(),
});
export type ContinueInBackgroundResponse = z.infer<typeof ContinueInBackgroundResponse>;

/** Where a run's events are read again after the stream was cut. */
export const runStreamPath = (executionId: string) =>
  `/api/report-execution/${encodeURIComponent(executionId)}/stream`;

/** The answer of extract-and-query with notifyOnCompletion: the run was queued ('Report Queued'). */
export const QueuedReportResponse = z.object({
  message: z.string(),
  userEmail: z.string(),
  executionId: z.string(),
  /** The chat session the report will be filed in (created for the question if the page had none). */
  sessionId: z.string(),
});
export type QueuedReportResponse = z.infer<typeof QueuedReportResponse>;

export const QUERY_TIMEOUT_MS = 2 * 60 * 60 * 1000;
