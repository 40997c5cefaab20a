import { z } from 'zod';
import { nonBlankText } from './blank-text';
import { DocumentsOutcome } from './documents-outcome';
import { ModelName } from './models';
import { ExecutionStatus, TriggerSource } from './reports';
import { RunStatus } from './run-status';
import { safeTextCheck } from './safe-text';
import { ModelPrices } from './usage';

/**
 * The system administrator's API (spec part 3 sections 2, 3 and 7; docs/architecture/administration.md). Every
 * /api/admin route answers 403 ADMIN_REQUIRED to anyone but SYS_ADMIN_EMAIL.
 */
export const ADMIN_REQUIRED = 'ADMIN_REQUIRED';
export const ADMIN_ACCESS_DENIED =
  "Access Denied: You don't have permission to access the System Administration panel";

/**
 * Every prompt of spec part 3 section 3. The knowledge-graph pair is stored as two prompts (the
 * spec's knowledgeGraphPrompts JSON, KGNative and KGNonNative, split so each has its own card,
 * model and diff). contradictionPrompt is ours (docs/architecture/evidence.md), stored and versioned like the rest.
 */
export const PROMPT_NAMES = [
  'systemQueryDefault',
  'sessionLogPrompt',
  'keywordGenerationStep1',
  'keywordGenerationStep2',
  'keywordGenerationStep3',
  'extractionPhase',
  'nonNativeExtractionPhase',
  'knowledgeGraphNative',
  'knowledgeGraphNonNative',
  'queryPhase',
  'queryPhaseSuccinct',
  'introductionPrompt',
  'conclusionPrompt',
  'sanityCheckPrompt',
  /** Where the documents disagree (docs/architecture/evidence.md; docs/decisions/disagreements.md): not in the spec's list. */
  'contradictionPrompt',
  'queryRoutingPrompt',
  'vectorExtractionPrompt',
  'graphExtractionPrompt',
] as const;
export type PromptName = (typeof PROMPT_NAMES)[number];
export type ModelField = `${PromptName}Model`;
export const modelField = (name: PromptName): ModelField => `${name}Model`;

/** A prompt's text: instructions only; the pipeline appends the tagged blocks (docs/prompt-protocol.md). */
const PromptText = z.string().max(20_000, 'A prompt can be at most 20,000 characters');

/** Every prompt with its model, and the price table usage is estimated with (docs/architecture/usage-and-analytics.md). */
export const SystemSettings = z.strictObject({
  ...(Object.fromEntries(
    PROMPT_NAMES.flatMap((name) => [
      [name, PromptText],
      [modelField(name), ModelName],
    ]),
  ) as Record<PromptName, typeof PromptText> & Record<ModelField, typeof ModelName>),
  modelPrices: ModelPrices,
});
export type SystemSettings = z.infer<typeof SystemSettings>;

/** One saved state of every prompt and model: immutable once written. */
export const SettingsVersion = z.object({
  number: z.number().int().positive(),
  author: z.string(),
  message: z.string(),
  createdAt: z.string(),
  restoredFrom: z.number().int().optional(),
});
export type SettingsVersion = z.infer<typeof SettingsVersion>;

/** GET and PUT /api/admin/system-settings; version null while the defaults were never saved. */
export const SystemSettingsResponse = z.object({
  settings: SystemSettings,
  version: z.number().int().nullable(),
});
export type SystemSettingsResponse = z.infer<typeof SystemSettingsResponse>;

/** PUT /api/admin/system-settings: every prompt and model, and what the change is for. */
export const SaveSystemSettingsRequest = z.strictObject({
  settings: SystemSettings,
  message: nonBlankText('Describe the change')
    .max(500, 'A change note can be at most 500 characters')
    .refine(...safeTextCheck('The change note')),
});
export type SaveSystemSettingsRequest = z.input<typeof SaveSystemSettingsRequest>;

/** GET /api/admin/system-settings/versions, newest first. */
export const SettingsVersionsResponse = z.object({ versions: z.array(SettingsVersion) });
/** GET /api/admin/system-settings/versions/{n}. */
export const SettingsVersionResponse = z.object({
  version: SettingsVersion.extend({ settings: SystemSettings }),
});

export const INVALID_EMAIL = 'Invalid Email: Please enter a valid email address';
export const AdminEmail = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .pipe(z.email(INVALID_EMAIL).max(254, INVALID_EMAIL));

/** POST /api/admin/complimentary-access, /authorized-users and /reset-user. */
export const AdminEmailRequest = z.strictObject({ email: AdminEmail });
export type AdminEmailRequest = z.infer<typeof AdminEmailRequest>;

/** One grant of the Teams features without paying (both API names are this one list). */
export const AccessGrantEntry = z.object({
  id: z.string(),
  email: z.string(),
  grantedAt: z.string(),
  /** The authorized-users name of the same date. */
  createdAt: z.string(),
  grantedBy: z.string(),
});
export type AccessGrantEntry = z.infer<typeof AccessGrantEntry>;
export const AccessGrantsResponse = z.object({ users: z.array(AccessGrantEntry) });

/** One administrator action (docs/architecture/administration.md). */
export const AuditEntry = z.object({
  id: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditResponse = z.object({ entries: z.array(AuditEntry) });

/** GET /api/admin/report-executions?status=&before=: one page, newest first, with counts per tab. */
export const MonitoringQuery = z.object({
  /** A tab: one of the statuses runs are shown with, 'paused' included (run-status.ts). */
  status: RunStatus.optional(),
  before: z.iso.datetime().optional(),
});
export const MonitoredExecution = z.object({
  id: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  reportName: z.string(),
  status: ExecutionStatus,
  /** Set while Gemini's daily limit pauses the run: when it goes on (shown 'Paused until ...'). */
  pausedUntil: z.string().nullable().default(null),
  progress: z.number(),
  triggerSource: TriggerSource,
  createdAt: z.string(),
  notificationSentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  query: z.string(),
  keywords: z.array(z.string()),
  negativeKeywords: z.array(z.string()),
  directories: z.array(z.string()),
  deepResearch: z.boolean(),
  enableIntroduction: z.boolean(),
  enableConclusion: z.boolean(),
  errorMessage: z.string().nullable(),
  /** How a finished run's documents ended (docs/architecture/reading-economy.md); null until it succeeds. */
  documentsOutcome: DocumentsOutcome.nullable().default(null),
});
export type MonitoredExecution = z.infer<typeof MonitoredExecution>;
export const MonitoringResponse = z.object({
  executions: z.array(MonitoredExecution),
  counts: z.object({
    all: z.number().int(),
    pending: z.number().int(),
    running: z.number().int(),
    paused: z.number().int(),
    success: z.number().int(),
    failed: z.number().int(),
  }),
  /** Pass as `before` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type MonitoringResponse = z.infer<typeof MonitoringResponse>;

/**
 * POST /api/admin/system-settings/test: runs one prompt of the settings on screen (unsaved) with the
 * administrator's own Gemini key: the keyword steps, extraction of a chosen document, the report
 * over sample findings, or where sample findings disagree. Nothing is saved.
 */
export const PromptTestKind = z.enum(['keywords', 'extraction', 'report', 'disagreements']);
export type PromptTestKind = z.infer<typeof PromptTestKind>;
export const TestPromptRequest = z
  .strictObject({
    kind: PromptTestKind,
    settings: SystemSettings,
    question: nonBlankText('Enter a question to test with').max(2000),
    deepResearch: z.boolean().default(true),
    documentId: z.string().trim().min(1).max(256).optional(),
  })
  .refine((test) => test.kind !== 'extraction' || test.documentId, {
    path: ['documentId'],
    message: 'Choose a document to extract from',
  });
export type TestPromptRequest = z.input<typeof TestPromptRequest>;
export const TestPromptResponse = z.object({
  answer: z.string(),
  models: z.array(z.string()),
  calls: z.number().int(),
  tokens: z.object({ input: z.number().int(), output: z.number().int(), thinking: z.number().int() }),
});
export type TestPromptResponse = z.infer<typeof TestPromptResponse>;
