import { z } from 'zod';
import { DocumentsOutcome } from './documents-outcome';
import { RecordId } from './ids';
import { ReportEvidence } from './report';
import { ExecutionStatus, SaveReportRequest } from './reports';
import { PausedReason } from './subscription';
import { InviteEmail, TeamName } from './teams';
import { NOT_WATCHING, WatchOutcomeKind, WatchStatus } from './watch';

/**
 * Sharing a saved report with a team (spec part 2 section 7, part 3 section 3; docs/architecture/teams-and-sharing.md and docs/architecture/schedules-and-delivery.md): ad hoc (members run it on demand) or scheduled.
 */
export const ShareType = z.enum(['adhoc', 'scheduled']);
export type ShareType = z.infer<typeof ShareType>;
export const ScheduleFrequency = z.enum(['daily', 'weekly', 'monthly']);
export type ScheduleFrequency = z.infer<typeof ScheduleFrequency>;
export const DayOfWeek = z.enum([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);
export type DayOfWeek = z.infer<typeof DayOfWeek>;

/** An IANA time zone the runtime knows (the browser's own, sent as it is). */
export const IanaTimeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Europe/London');

const ScheduleTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM (24-hour)');

const ScheduleFields = {
  shareType: ShareType,
  scheduleFrequency: ScheduleFrequency.optional(),
  scheduleTime: ScheduleTime.optional(),
  scheduleTimezone: IanaTimeZone.optional(),
  scheduleDayOfWeek: DayOfWeek.optional(),
  /** A scheduled share that e-mails its team only when the answer changed (docs/decisions/watching.md). */
  watchForChanges: z.boolean().optional(),
};
const ShareFields = {
  teamId: RecordId,
  ...ScheduleFields,
  showDocumentsInSharedReports: z.boolean().optional(),
};

type ScheduleInput = {
  shareType: ShareType;
  scheduleFrequency?: ScheduleFrequency | undefined;
  scheduleTime?: string | undefined;
  scheduleTimezone?: string | undefined;
  scheduleDayOfWeek?: DayOfWeek | undefined;
  scheduleDayOfMonth?: number | undefined;
  watchForChanges?: boolean | undefined;
};

export const WATCH_NEEDS_SCHEDULE = 'Only a scheduled share can watch for changes';

/** A scheduled share names its frequency, time and zone, and the day its frequency needs. */
function scheduleComplete(share: ScheduleInput, ctx: z.RefinementCtx) {
  if (share.shareType !== 'scheduled') {
    if (share.watchForChanges === true) {
      ctx.addIssue({ code: 'custom', path: ['watchForChanges'], message: WATCH_NEEDS_SCHEDULE });
    }
    return;
  }
  for (const field of ['scheduleFrequency', 'scheduleTime', 'scheduleTimezone'] as const) {
    if (share[field] === undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: `${field} is required for a scheduled share` });
    }
  }
  if (share.scheduleFrequency === 'weekly' && share.scheduleDayOfWeek === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['scheduleDayOfWeek'],
      message: 'A weekly schedule needs a day of the week',
    });
  }
  if (share.scheduleFrequency === 'monthly' && share.scheduleDayOfMonth === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['scheduleDayOfMonth'],
      message: 'A monthly schedule needs a day of the month',
    });
  }
}

/**
 * POST /api/reports/{id}/share: one call per team; schedule fields only when scheduled. The
 * saved-report dialog offers days 1-28 (docs/architecture/spec-gaps.md).
 */
export const ShareReportRequest = z
  .strictObject({ ...ShareFields, scheduleDayOfMonth: z.number().int().min(1).max(28).optional() })
  .superRefine(scheduleComplete);
export type ShareReportRequest = z.infer<typeof ShareReportRequest>;

export const NO_TEAM_SELECTED = 'Please select at least one team or create a new team';
export const TEAM_NAME_REQUIRED_FOR_SHARE = 'Please enter a name for the new team';
export const TEAM_MEMBERS_REQUIRED = 'Please enter at least one member email';

/** The chat's share offers days 1 to 31 (spec part 2 section 5), and says so when given another. */
export const CHAT_DAY_OF_MONTH_MESSAGE = 'Enter a day of the month from 1 to 31';
export const ChatDayOfMonth = z
  .number({ error: CHAT_DAY_OF_MONTH_MESSAGE })
  .int(CHAT_DAY_OF_MONTH_MESSAGE)
  .min(1, CHAT_DAY_OF_MONTH_MESSAGE)
  .max(31, CHAT_DAY_OF_MONTH_MESSAGE);

/** A team created while sharing from the chat; its members are invited as for any team. */
export const NewShareTeam = z.strictObject({
  name: TeamName,
  memberEmails: z.array(InviteEmail).min(1, TEAM_MEMBERS_REQUIRED).max(50),
});

/**
 * POST /api/reports/share-from-chat (spec part 2 section 3): saves the chat's last completed query
 * as a report and shares it with existing teams the caller administers and, or, a new team. The
 * chat's dialog offers days 1-31 (docs/architecture/spec-gaps.md); the lists travel as arrays or, as the spec
 * sends them, as JSON text (docs/decisions/sharing-and-teams.md).
 */
export const ShareFromChatRequest = SaveReportRequest.extend({
  ...ScheduleFields,
  chatSessionId: RecordId.optional(),
  existingTeamIds: z.array(RecordId).max(50).default([]),
  newTeam: NewShareTeam.optional(),
  scheduleDayOfMonth: ChatDayOfMonth.optional(),
  includeCurrentExecution: z.boolean().default(true),
})
  .strict()
  .superRefine(scheduleComplete)
  .superRefine((share, ctx) => {
    if (share.existingTeamIds.length === 0 && !share.newTeam) {
      ctx.addIssue({ code: 'custom', path: ['existingTeamIds'], message: NO_TEAM_SELECTED });
    }
  });
export type ShareFromChatRequest = z.input<typeof ShareFromChatRequest>;
export const ShareFromChatResponse = z.object({
  message: z.string(),
  savedReportId: z.string(),
  sharedReportIds: z.array(z.string()),
  newTeamId: z.string().optional(),
});
export type ShareFromChatResponse = z.infer<typeof ShareFromChatResponse>;

/** One report shared with a team, as the Teams page and the team dashboard list it. */
export const TeamSharedReport = z.object({
  id: z.string(),
  savedReportId: z.string(),
  reportName: z.string(),
  shareType: ShareType,
  scheduleFrequency: ScheduleFrequency.optional(),
  scheduleTime: z.string().optional(),
  scheduleTimezone: z.string().optional(),
  scheduleDayOfWeek: DayOfWeek.optional(),
  scheduleDayOfMonth: z.number().int().optional(),
  /** A scheduled share that e-mails only when the answer changed (docs/decisions/watching.md); present only when set. */
  watchForChanges: z.boolean().optional(),
  sharedAt: z.string(),
  /** A scheduled share's next run (UTC), as the scheduler will make it; absent while paused. */
  nextRunAt: z.string().optional(),
  /** Why a scheduled share does not run now: its owner's Teams plan stopped (docs/decisions/schedules-and-delivery.md). */
  paused: PausedReason.optional(),
  initialExecutionId: z.string().optional(),
  latestStatus: ExecutionStatus.optional(),
  latestExecutionId: z.string().optional(),
  /** Whether the caller may unshare it (its owner, or an administrator of the team). */
  canUnshare: z.boolean(),
  /** Whether the caller owns the report (and so may run a scheduled one now). */
  isOwner: z.boolean(),
  ownerName: z.string(),
  /** Whether the report watches for changes in Drive, and what the watch last found (docs/decisions/watching.md). */
  watch: WatchStatus.default(NOT_WATCHING),
});
export type TeamSharedReport = z.infer<typeof TeamSharedReport>;
export const TeamSharedReportsResponse = z.object({ sharedReports: z.array(TeamSharedReport) });
export type TeamSharedReportsResponse = z.infer<typeof TeamSharedReportsResponse>;

/** One run of a shared report (spec part 3 section 3, Execution). */
export const SharedExecution = z.object({
  id: z.string(),
  status: ExecutionStatus,
  progress: z.number().int(),
  executedAt: z.string(),
  result: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** How a finished run's documents ended (docs/architecture/reading-economy.md); null until it succeeds. */
  documentsOutcome: DocumentsOutcome.nullable().default(null),
  reportName: z.string(),
  /** Who ran it (the member whose key paid, or the owner for scheduled runs). */
  runBy: z.string(),
  /** Whether the caller may delete it (failed, or stuck for 2 hours; their own run or as administrator). */
  canDelete: z.boolean(),
  /** A run paused by Gemini's daily limit shows as running, with when it goes on (docs/architecture/reading-economy.md). */
  pausedUntil: z.string().nullable().default(null),
  /** How a run of a share that watches for changes (or a watched re-run) compared (docs/decisions/watching.md). */
  watchOutcome: WatchOutcomeKind.nullable().default(null),
});
export type SharedExecution = z.infer<typeof SharedExecution>;
export const SharedExecutionsResponse = z.object({ executions: z.array(SharedExecution) });
/**
 * The cited sources a viewer cannot open in Drive (shown without name, link or quote), and whether
 * connecting Drive is what they lack (they have no Drive connection): the view offers it.
 */
export const ClosedSources = z.object({
  count: z.number().int().nonnegative(),
  connectDrive: z.boolean(),
});
export type ClosedSources = z.infer<typeof ClosedSources>;

export const SharedExecutionView = z.object({
  execution: SharedExecution.extend({
    /** Null when the viewer sees every source the owner shows. */
    closedSources: ClosedSources.nullable().default(null),
    evidence: ReportEvidence.optional(),
    teamId: z.string(),
    sharedReportId: z.string(),
    /** The run succeeded with grid columns (docs/decisions/evidence-grid.md): its grid is there to ask for. */
    hasGrid: z.boolean().default(false),
  }),
});

/** POST /api/shared-reports/{id}/execute. */
export const RunSharedReportResponse = z.object({ executionId: z.string(), message: z.string() });
