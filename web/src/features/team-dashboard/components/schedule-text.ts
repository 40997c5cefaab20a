import type { TeamSharedReport } from '@quarry/contracts/sharing';
import { PAUSED_TEXT } from '@quarry/contracts/subscription';

/**
 * How a share runs, in words: 'On demand', 'Daily at 09:00 (Europe/London)', 'Mondays at ...';
 * a paused schedule says so after it ('... · Paused: the Teams plan ended').
 */
export function scheduleText(report: TeamSharedReport): string {
  if (report.shareType === 'adhoc') return 'On demand';
  const schedule = scheduleOnly(report);
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
