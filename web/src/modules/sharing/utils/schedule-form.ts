import { formatRun, nextRuns } from '@quarry/contracts/schedule';
import {
  CHAT_DAY_OF_MONTH_MESSAGE,
  DayOfWeek,
  ScheduleFrequency,
  ShareType,
} from '@quarry/contracts/sharing';
import { z } from 'zod';

/**
 * Spec part 2 section 9: a share starts scheduled, daily, at 09:00, on Monday, on day 1; it e-mails
 * on every run until 'Watch for changes' is ticked (docs/decisions/watching.md).
 */
export const DEFAULT_SCHEDULE = {
  shareType: 'scheduled',
  scheduleFrequency: 'daily',
  scheduleTime: '09:00',
  scheduleDayOfWeek: 'monday',
  scheduleDayOfMonth: 1,
  watchForChanges: false,
} as const satisfies ScheduleValues;

const isDayOfMonth = (day: number, max: number) => Number.isInteger(day) && day >= 1 && day <= max;

/**
 * The schedule part of a share form. The day of month accepts 1-28 in saved reports, where
 * out-of-range input falls back to 1 (spec part 2 section 5), and 1-31 in the chat, where it is
 * refused with '1 to 31' (dayOfMonthRule) rather than silently becoming the 1st (docs/decisions/schedules-and-delivery.md).
 */
export function scheduleValuesSchema(maxDayOfMonth: 28 | 31) {
  const asTyped = z.coerce.number().catch(Number.NaN);
  return z.object({
    shareType: ShareType,
    scheduleFrequency: ScheduleFrequency,
    scheduleTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM'),
    scheduleDayOfWeek: DayOfWeek,
    scheduleDayOfMonth:
      maxDayOfMonth === 31
        ? asTyped
        : asTyped.transform((day) => (isDayOfMonth(day, maxDayOfMonth) ? day : 1)),
    watchForChanges: z.boolean(),
  });
}

/** For the chat's form (superRefine): a monthly schedule needs a day from 1 to 31, and says so. */
export function dayOfMonthRule(values: ScheduleValues, ctx: z.RefinementCtx) {
  if (values.shareType !== 'scheduled' || values.scheduleFrequency !== 'monthly') return;
  if (isDayOfMonth(values.scheduleDayOfMonth, 31)) return;
  ctx.addIssue({ code: 'custom', path: ['scheduleDayOfMonth'], message: CHAT_DAY_OF_MONTH_MESSAGE });
}
export type ScheduleValues = {
  shareType: ShareType;
  scheduleFrequency: ScheduleFrequency;
  scheduleTime: string;
  scheduleDayOfWeek: DayOfWeek;
  scheduleDayOfMonth: number;
  /** E-mail the team only when the answer changed (docs/decisions/watching.md); a scheduled share's only. */
  watchForChanges: boolean;
};

/**
 * The request's schedule fields: only when scheduled, and only the day its frequency needs; whether
 * it watches for changes is always said when scheduled, so unticking it on sharing again clears it.
 */
export function scheduleRequestFields(values: ScheduleValues, timeZone: string) {
  if (values.shareType === 'adhoc') return { shareType: 'adhoc' as const };
  return {
    shareType: 'scheduled' as const,
    scheduleFrequency: values.scheduleFrequency,
    scheduleTime: values.scheduleTime,
    scheduleTimezone: timeZone,
    ...(values.scheduleFrequency === 'weekly' ? { scheduleDayOfWeek: values.scheduleDayOfWeek } : {}),
    ...(values.scheduleFrequency === 'monthly' ? { scheduleDayOfMonth: values.scheduleDayOfMonth } : {}),
    watchForChanges: values.watchForChanges,
  };
}

/**
 * The next three runs, as the dialog lists them; none while the time is incomplete, nor (in the
 * chat, maxDayOfMonth 31) while the day of month is not one. Saved reports' 1-28 falls back to 1.
 */
export function upcomingRuns(
  values: Partial<ScheduleValues>,
  timeZone: string,
  now: Date,
  maxDayOfMonth: 28 | 31 = 28,
): string[] {
  if (values.shareType !== 'scheduled' || !values.scheduleFrequency) return [];
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.scheduleTime ?? '')) return [];
  const day = Number(values.scheduleDayOfMonth);
  const monthly = values.scheduleFrequency === 'monthly';
  if (monthly && maxDayOfMonth === 31 && !isDayOfMonth(day, 31)) return [];
  return nextRuns(
    {
      frequency: values.scheduleFrequency,
      time: values.scheduleTime as string,
      timeZone,
      dayOfWeek: values.scheduleDayOfWeek,
      dayOfMonth: isDayOfMonth(day, maxDayOfMonth) ? day : 1,
    },
    now,
    3,
  ).map((run) => formatRun(run, timeZone));
}

/** Beside the schedule of a share that watches for changes (docs/decisions/watching.md). */
export const WATCHES_FOR_CHANGES_TEXT = 'Only when the answer changes';

/** How a share's schedule reads in tables: 'Weekly on monday at 09:00 (Europe/London)'. */
export function describeSchedule(share: {
  shareType: ShareType;
  scheduleFrequency?: ScheduleFrequency | undefined;
  scheduleTime?: string | undefined;
  scheduleTimezone?: string | undefined;
  scheduleDayOfWeek?: DayOfWeek | undefined;
  scheduleDayOfMonth?: number | undefined;
}): string {
  if (share.shareType === 'adhoc' || !share.scheduleFrequency) return 'On demand';
  const frequency = share.scheduleFrequency[0]!.toUpperCase() + share.scheduleFrequency.slice(1);
  const day =
    share.scheduleFrequency === 'weekly'
      ? ` on ${share.scheduleDayOfWeek}`
      : share.scheduleFrequency === 'monthly'
        ? ` on day ${share.scheduleDayOfMonth}`
        : '';
  return `${frequency}${day} at ${share.scheduleTime ?? ''} (${share.scheduleTimezone ?? ''})`;
}
