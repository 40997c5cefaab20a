import type { Schedule } from '@quarry/contracts/schedule';
import type { DayOfWeek, ScheduleFrequency, ShareType } from '@quarry/contracts/sharing';

/**
 * sharedReports/{savedReportId}_{teamId} (docs/architecture/data-model.md): one per report and team. The
 * schedule fields are set for scheduled shares; `nextRunAt` is the scheduler's (docs/architecture/schedules-and-delivery.md).
 */
export type SharedReportDoc = {
  teamId: string;
  savedReportId: string;
  ownerId: string;
  shareType: ShareType;
  scheduleFrequency?: ScheduleFrequency;
  scheduleTime?: string;
  scheduleTimezone?: string;
  scheduleDayOfWeek?: DayOfWeek;
  scheduleDayOfMonth?: number;
  /** A scheduled share that e-mails only when the answer changed (docs/decisions/watching.md); set only when true. */
  watchForChanges?: boolean;
  nextRunAt?: string | null;
  sharedAt: string;
  initialExecutionId?: string;
};

export function shareId(savedReportId: string, teamId: string): string {
  return `${savedReportId}_${teamId}`;
}

/** A scheduled share's schedule; undefined for an on-demand share or one missing a field. */
export function scheduleOf(share: SharedReportDoc): Schedule | undefined {
  if (
    share.shareType !== 'scheduled' ||
    !share.scheduleFrequency ||
    !share.scheduleTime ||
    !share.scheduleTimezone
  ) {
    return undefined;
  }
  return {
    frequency: share.scheduleFrequency,
    time: share.scheduleTime,
    timeZone: share.scheduleTimezone,
    dayOfWeek: share.scheduleDayOfWeek,
    dayOfMonth: share.scheduleDayOfMonth,
  };
}
