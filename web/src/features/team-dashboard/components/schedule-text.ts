import type { TeamSharedReport } from '@quarry/contracts/sharing';
import { PAUSED_TEXT } from '@quarry/contracts/subscription';
import { WATCHES_FOR_CHANGES_TEXT } from '@/modules/sharing/utils/schedule-form';

/**
 * How a share runs, in words: 'On demand', 'Daily at 09:00 (Europe/London)', 'Mondays at ...';
 * one that watches for changes says so beside it ('... · Only when the answer changes', docs/decisions/watching.md);
 * a paused schedule says so after it ('... · Paused: the Teams plan ended').
 */
export function scheduleText(report: TeamSharedReport): string {
  if (report.shareType === 'adhoc') return 'On demand';
  const watching = report.watchForChanges ? ` · ${WATCHES_FOR_CHANGES_TEXT}` : '';
  const schedule = `${scheduleOnly(report)}${watching}`;
  return report.paused ? `${schedule} · ${PAUSED_TEXT[report.paused]}` : schedule;
}

function scheduleOnly(report: TeamSharedReport): string {
  const at = `at ${report.scheduleTime ?? '?'}${report.scheduleTimezone ? ` (${report.scheduleTimezone})` : ''}`;
  if (report.scheduleFrequency === 'weekly' && report.scheduleDayOfWeek) {
    const day = report.scheduleDayOfWeek[0]!.toUpperCase() + report.scheduleDayOfWeek.slice(1);
    return `${day}s ${at}`;
  }
  if (report.scheduleFrequency === 'monthly' && report.scheduleDayOfMonth) {
    return `Monthly on day ${report.scheduleDayOfMonth} ${at}`;
  }
  return `Daily ${at}`;
}
