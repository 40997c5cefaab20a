import { z } from 'zod';
import { ReportEvidence } from './report';

export const ChatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string().max(2_000_000),
  timestamp: z.string(),
  /** An assistant report's evidence (citations and flagged claims), kept with the message. */
  evidence: ReportEvidence.optional(),
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
});

export const SaveChatSessionRequest = z.object({
  title: z.string().trim().min(1).max(200),
  chatData: z.array(ChatMessage).max(1000),
  searchTerms: z.array(z.string()).max(200).default([]),
  selectedFiles: z.array(z.string()).max(5000).default([]),
});
export const SaveChatSessionResponse = z.object({ sessionId: z.string() });

export const GenerateTitleRequest = z.object({ firstMessage: z.string().trim().min(1).max(10_000) });
export const GenerateTitleResponse = z.object({ title: z.string().max(30) });
export const TITLE_MAX_LENGTH = 30;

export const CaptureDirectoriesRequest = z.object({ sessionId: z.string().min(1) });
