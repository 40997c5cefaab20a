import { z } from 'zod';
import { nonBlankText } from './blank-text';
import { DocumentsOutcome } from './documents-outcome';
import { SavedReportCostCap } from './estimate';
import { GridColumns } from './grid';
import { DriveFileId } from './ids';
import { listForm, listOrJsonText } from './json-text';
import { ReportEvidence } from './report';
import { safeTextCheck } from './safe-text';
import { PausedReason } from './subscription';
import { DriveDirectory } from './user';
import { NOT_WATCHING, WatchOutcomeKind, WatchStatus } from './watch';

/**
 * Saved reports and report executions (spec part 2 sections 2-3 and 7, part 3 section on execution
 * views). List shapes follow the spec: a saved report's lists travel as JSON text.
 */

export const REPORT_NAME_MAX_LENGTH = 100;
export const ReportName = nonBlankText('Report name is required')
  .max(REPORT_NAME_MAX_LENGTH, 'Report name must be 100 characters or less')
  .refine(...safeTextCheck('The report name'));

/** A document left out of a report: an {id, name}, or (from older data) a bare id. */
export const DeselectedDocument = z.object({ id: DriveFileId, name: z.string().max(2000) });
export type DeselectedDocument = z.infer<typeof DeselectedDocument>;

const Keyword = nonBlankText().max(200);

/**
 * POST /api/saved-reports: saves the last completed query of a chat as a report definition. The lists
 * come as arrays or, as the spec's share payload sends them, as JSON text (docs/decisions/sharing-and-teams.md).
 */
export const SaveReportRequest = z.object({
  reportName: ReportName,
  query: nonBlankText('The report needs a query')
    .max(10_000)
    .refine(...safeTextCheck('The query')),
  keywords: listOrJsonText(
    z.array(Keyword, listForm('keywords')).min(1, 'The report needs at least one keyword').max(100),
  ),
  negativeKeywords: listOrJsonText(z.array(Keyword, listForm('keywords')).max(100)).default([]),
  deselectedDocuments: listOrJsonText(
    z.array(DeselectedDocument, listForm('documents ({id, name})')).max(5000),
  ).default([]),
  selectedDirectories: listOrJsonText(
    z.array(DriveDirectory, listForm('folders ({id, name})')).max(500),
  ).default([]),
  deepResearch: z.boolean().default(true),
  enableIntroduction: z.boolean().default(true),
  enableConclusion: z.boolean().default(true),
  showDocumentsInSharedReports: z.boolean().default(true),
  /** The evidence grid's column questions (docs/decisions/evidence-grid.md); absent: none. */
  columns: GridColumns.optional(),
});
export type SaveReportRequest = z.input<typeof SaveReportRequest>;
/** A parsed SaveReportRequest, defaults applied: what a saved report stores. */
export type ReportDefinition = z.output<typeof SaveReportRequest>;
export const SaveReportResponse = z.object({ id: z.string(), message: z.string() });

export const SharedTeam = z.object({
  teamId: z.string(),
  teamName: z.string(),
  shareType: z.enum(['adhoc', 'scheduled']),
  /** A scheduled share the scheduler skips: the owner's Teams plan stopped (docs/decisions/schedules-and-delivery.md). */
  paused: PausedReason.optional(),
});
export type SharedTeam = z.infer<typeof SharedTeam>;

/** One row of GET /api/saved-reports. */
export const SavedReport = z.object({
  id: z.string(),
  reportName: z.string(),
  query: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deepResearch: z.boolean(),
  enableIntroduction: z.boolean(),
  enableConclusion: z.boolean(),
  /** JSON text of a list of strings. */
  keywords: z.string(),
  /** JSON text of a list of strings. */
  negativeKeywords: z.string(),
  /** JSON text of a list of {id, name} (or bare ids, shown as 'Unknown Document'). */
  deselectedDocuments: z.string(),
  /** JSON text of a list of {id, name, path?} (or plain strings). */
  selectedDirectories: z.string(),
  showDocumentsInSharedReports: z.boolean(),
  /** Its own cost cap, none, or its owner's preference (absent from older answers: the preference). */
  costCap: SavedReportCostCap.optional(),
  /** The evidence grid's column questions (docs/decisions/evidence-grid.md); absent: none. */
  columns: GridColumns.optional(),
  /** Whether it watches for changes in Drive, and what the watch last found (docs/decisions/watching.md). */
  watch: WatchStatus.default(NOT_WATCHING),
  sharedTeams: z.array(SharedTeam),
});
export type SavedReport = z.infer<typeof SavedReport>;
export const SavedReportsResponse = z.object({ reports: z.array(SavedReport) });

export const UpdateSavedReportQueryRequest = z.object({
  query: nonBlankText('The query cannot be empty')
    .max(10_000)
    .refine(...safeTextCheck('The query')),
  /** Replaces the report's grid columns when given (an empty list: none). */
  columns: GridColumns.optional(),
});
export const UpdateSavedReportPrivacyRequest = z.object({ showDocumentsInSharedReports: z.boolean() });

export const ExecutionStatus = z.enum(['pending', 'running', 'success', 'failed']);
export type ExecutionStatus = z.infer<typeof ExecutionStatus>;
/** 'watch': re-run because a file of a watched report changed in Drive (docs/decisions/watching.md). */
export const TriggerSource = z.enum(['chat', 'saved_report', 'shared_adhoc', 'scheduled', 'watch']);
export type TriggerSource = z.infer<typeof TriggerSource>;

/** POST /api/report-executions: run a saved report in the background, with an e-mail when ready. */
export const CreateExecutionRequest = z.object({
  savedReportId: z.string().min(1),
  triggerSource: z.literal('saved_report').default('saved_report'),
  notifyOnCompletion: z.boolean().default(true),
});
export const CreateExecutionResponse = z.object({
  executionId: z.string(),
  message: z.string(),
  userEmail: z.string(),
});

export const ReportDetails = z.object({
  query: z.string(),
  keywords: z.array(z.string()),
  negativeKeywords: z.array(z.string()),
  directories: z.array(DriveDirectory),
  deepResearch: z.boolean(),
  enableIntroduction: z.boolean(),
  enableConclusion: z.boolean(),
  /** The evidence grid's column questions (docs/decisions/evidence-grid.md); absent: none. */
  columns: GridColumns.optional(),
});
export type ReportDetails = z.infer<typeof ReportDetails>;

/** One row of GET /api/my-report-executions (newest first). */
export const ReportExecutionSummary = z.object({
  id: z.string(),
  executionStatus: ExecutionStatus,
  progress: z.number().min(0).max(100),
  savedReportId: z.string().nullable(),
  savedReportName: z.string().nullable(),
  chatSessionTitle: z.string().nullable(),
  chatSessionId: z.string().nullable(),
  triggerSource: TriggerSource,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  notificationSentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** How a finished run's documents ended (docs/architecture/reading-economy.md); null until it succeeds. */
  documentsOutcome: DocumentsOutcome.nullable().default(null),
  reportDetails: ReportDetails,
  /**
   * Set while Gemini's daily limit pauses the run (shown as running): when it goes on (docs/architecture/reading-economy.md). Null otherwise.
   */
  pausedUntil: z.string().nullable().default(null),
  /** How a watched run compared with the last answer (docs/decisions/watching.md); null for other runs. */
  watchOutcome: WatchOutcomeKind.nullable().default(null),
  /** A finished run's model use (docs/architecture/usage-and-analytics.md); absent for runs from before it was recorded. */
  usage: z
    .object({ calls: z.number().int(), tokens: z.number().int(), estimatedCostUsd: z.number() })
    .optional(),
});
export type ReportExecutionSummary = z.infer<typeof ReportExecutionSummary>;
export const MyReportExecutionsResponse = z.object({ executions: z.array(ReportExecutionSummary) });

/** GET /api/report-execution/{id}/view: one execution with its result. */
export const ReportExecutionView = z.object({
  id: z.string(),
  reportName: z.string(),
  executionStatus: ExecutionStatus,
  /** Same as executionStatus; the shared views of spec part 3 read `status`. */
  status: ExecutionStatus,
  progress: z.number().min(0).max(100),
  triggerSource: TriggerSource,
  chatSessionId: z.string().nullable(),
  createdAt: z.string(),
  /** When the run finished (null while it runs). */
  executedAt: z.string().nullable(),
  /** Sanitized report HTML; null until the run succeeds. */
  result: z.string().nullable(),
  /** The report's citations and flagged claims; null until the run succeeds. */
  evidence: ReportEvidence.nullable(),
  errorMessage: z.string().nullable(),
  /** How a finished run's documents ended (docs/architecture/reading-economy.md); null until it succeeds. */
  documentsOutcome: DocumentsOutcome.nullable().default(null),
  /** Set while Gemini's daily limit pauses the run (shown as running): when it goes on. */
  pausedUntil: z.string().nullable().default(null),
  viewedAt: z.string().nullable(),
  /**
   * The run succeeded with the evidence grid's columns (docs/decisions/evidence-grid.md): only then is its grid
   * (GET …/grid) asked for. Absent from older answers: no grid.
   */
  hasGrid: z.boolean().default(false),
});
export type ReportExecutionView = z.infer<typeof ReportExecutionView>;
export const ReportExecutionViewResponse = z.object({ execution: ReportExecutionView });

export const ClearExecutionsResponse = z.object({ deleted: z.number().int() });

/**
 * Chat auto-run (spec part 2 section 2): the query parameters of /chat-interface that run a saved
 * report. The lists are JSON text; anything malformed is 'Invalid Report Parameters'.
 */
export const REPORT_PARAMETER_KEYS = [
  'query',
  'keywords',
  'negativeKeywords',
  'deselectedDocuments',
  'directories',
  'deepResearch',
  'reportName',
  'autoRun',
] as const;
