import { z } from 'zod';
import { nonBlankText } from './blank-text';
import { DocumentsOutcome } from './documents-outcome';
import { GridColumns } from './grid';
import { listForm, listOrJsonText } from './json-text';
import { ReportEvidence } from './report';
import { DeselectedDocument } from './reports';
import { safeTextCheck } from './safe-text';
import { DriveDirectory } from './user';

/**
 * What produced a completed answer (spec part 2 section 3, 'Last completed query'), kept on the
 * answer itself so that a reloaded session can still save or share it exactly as asked.
 */
export const CompletedQuery = z.object({
  query: z.string().max(10_000),
  keywords: z.array(z.string().max(200)).max(100),
  negativeKeywords: z.array(z.string().max(200)).max(100),
  deselectedDocuments: z.array(DeselectedDocument).max(5000),
  directories: z.array(DriveDirectory).max(500),
  /**
   * The switches the answer was produced with, so that saving or sharing it later keeps them even
   * after the person flips one (docs/decisions/web.md). Absent on answers kept before they were recorded.
   */
  deepResearch: z.boolean().optional(),
  enableIntroduction: z.boolean().optional(),
  enableConclusion: z.boolean().optional(),
  /** The evidence grid's columns the answer was run with (docs/decisions/evidence-grid.md), saved with the report. */
  columns: GridColumns.optional(),
});
export type CompletedQuery = z.infer<typeof CompletedQuery>;

export const ChatMessage = z.object({
  id: z.string().max(200),
  role: z.enum(['user', 'assistant']),
  content: z.string().max(2_000_000),
  timestamp: z.string().max(100),
  /** An assistant report's evidence (citations and flagged claims), kept with the message. */
  evidence: ReportEvidence.optional(),
  /** On a completed answer: the query that produced it. */
  completedQuery: CompletedQuery.optional(),
  /** On a completed answer: how its documents ended, shown when some failed (docs/architecture/reading-economy.md). */
  documentsOutcome: DocumentsOutcome.optional(),
  /** On a completed answer: the run that wrote it, which its Export menu exports (docs/decisions/exports.md). */
  executionId: z.string().max(200).optional(),
  /** On a completed answer: its run has an evidence grid (docs/decisions/evidence-grid.md), which the answer shows. */
  hasGrid: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** List item. searchTerms, selectedFiles and selectedDirectories are JSON text, as the spec has them. */
export const ChatSessionSummary = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.string(),
  searchTerms: z.string(),
  selectedFiles: z.string(),
  selectedDirectories: z.string(),
  latestStatus: z.string().nullable(),
  latestExecutionId: z.string().nullable(),
  isViewed: z.boolean(),
});
export type ChatSessionSummary = z.infer<typeof ChatSessionSummary>;
export const ChatSessionsResponse = z.object({ sessions: z.array(ChatSessionSummary) });

export const ChatSessionMessagesResponse = z.object({
  title: z.string(),
  messages: z.array(ChatMessage),
  searchTerms: z.string(),
  selectedFiles: z.string(),
  selectedDirectories: z.string(),
  /** The session's latest run, so a reloaded page can follow it while it is still being written. */
  latestExecutionId: z.string().nullable().default(null),
  latestStatus: z.string().nullable().default(null),
});

export const SaveChatSessionRequest = z.object({
  title: nonBlankText()
    .max(200)
    .refine(...safeTextCheck('The chat title')),
  chatData: z.array(ChatMessage).max(1000),
  // JSON text too: the spec's session has them so (section 3), and a client may send them back so.
  searchTerms: listOrJsonText(z.array(z.string().max(500), listForm('search terms')).max(200)).default([]),
  selectedFiles: listOrJsonText(z.array(z.string().max(256), listForm('file ids')).max(5000)).default([]),
});
export const SaveChatSessionResponse = z.object({ sessionId: z.string() });

export const GenerateTitleRequest = z.object({ firstMessage: nonBlankText().max(10_000) });
/** A session title: the spec's 30 characters, or one whole first word up to TITLE_HARD_MAX (session-title.ts). */
export const TITLE_MAX_LENGTH = 30;
export const TITLE_HARD_MAX = 60;
export const GenerateTitleResponse = z.object({ title: z.string().max(TITLE_HARD_MAX) });

export const CaptureDirectoriesRequest = z.object({ sessionId: z.string().min(1) });
