import type {
  ExecutionStatus,
  ReportDetails,
  ReportExecutionSummary,
  TriggerSource,
} from '@quarry/contracts/reports';

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
};

export function sourceLabel(source: TriggerSource): string {
  return SOURCE_LABELS[source];
}

const STATUS_LABELS: Record<ExecutionStatus, string> = {
  pending: 'Pending',
  running: 'Running',
  success: 'Success',
  failed: 'Failed',
};

/** The status as a badge reads it; a running execution adds its progress. */
export function statusLabel(status: ExecutionStatus, progress: number): string {
  return status === 'running' ? `${STATUS_LABELS.running} ${Math.round(progress)}%` : STATUS_LABELS[status];
}

/** The folders a report searched, by path when known; none means the whole drive. */
export function directoriesText(directories: ReportDetails['directories']): string {
  if (directories.length === 0) return 'All directories';
  return directories.map((directory) => directory.path ?? directory.name).join(', ');
}
