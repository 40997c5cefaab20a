import type { ReportDetails, ReportExecutionSummary, TriggerSource } from '@quarry/contracts/reports';
import { format, isValid } from 'date-fns';
import { inDisplayZone } from '@/lib/time-zone';

export const UNTITLED_REPORT = 'Untitled report';

/** A run of a saved report is named after it; a run from chat after its session. */
export function executionReportName(
  execution: Pick<ReportExecutionSummary, 'savedReportName' | 'chatSessionTitle'>,
): string {
  return execution.savedReportName ?? execution.chatSessionTitle ?? UNTITLED_REPORT;
}

const SOURCE_LABELS: Record<TriggerSource, string> = {
  saved_report: 'Saved Report',
  chat: 'Chat',
  shared_adhoc: 'Shared (On Demand)',
  scheduled: 'Scheduled',
  watch: 'Watched (Drive changed)',
};

export function sourceLabel(source: TriggerSource): string {
  return SOURCE_LABELS[source];
}

/** The folders a report searched, by path when known; none means the whole drive. */
export function directoriesText(directories: ReportDetails['directories']): string {
  if (directories.length === 0) return 'All directories';
  return directories.map((directory) => directory.path ?? directory.name).join(', ');
}

/** The history's dates read like the chat session list's ('MMM d, h:mm a'); no date shows as '-'. */
export const EXECUTION_DATE_FORMAT = 'MMM d, h:mm a';

export function executionDate(date: string | null): string {
  if (date === null) return '-';
  const parsed = new Date(date);
  return isValid(parsed) ? format(inDisplayZone(parsed), EXECUTION_DATE_FORMAT) : '-';
}
