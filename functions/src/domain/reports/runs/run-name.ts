import type { RunRecord } from './run-record';

/**
 * The name a run goes by, for every page and e-mail: its saved report's name now, when the caller
 * has read it (a renamed report is named as it is now), else the name kept when the run was made
 * (the report's, or its chat session's title), else the question asked.
 */
export function runNameOf(
  run: Pick<RunRecord, 'savedReportName' | 'chatSessionTitle' | 'reportDetails'>,
  currentReportName?: string | null,
): string {
  return currentReportName ?? run.savedReportName ?? run.chatSessionTitle ?? run.reportDetails.query;
}
