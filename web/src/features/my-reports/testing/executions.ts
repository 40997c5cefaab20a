import type { ReportExecutionSummary } from '@quarry/contracts/reports';

/** Local times, so the expected 'MMM d, h:mm a' texts hold in any time zone. */
export const JAN_15_930 = new Date(2026, 0, 15, 9, 30).toISOString();
export const JAN_15_1005 = new Date(2026, 0, 15, 10, 5).toISOString();

/** A finished run of a saved report; tests override what they look at. */
export function anExecution(changes: Partial<ReportExecutionSummary> = {}): ReportExecutionSummary {
  return {
    id: 'exec-1',
    executionStatus: 'success',
    progress: 100,
    savedReportId: 'report-1',
    savedReportName: 'Quarterly contracts',
    chatSessionTitle: null,
    chatSessionId: null,
    triggerSource: 'saved_report',
    createdAt: JAN_15_930,
    finishedAt: JAN_15_1005,
    notificationSentAt: null,
    viewedAt: null,
    errorMessage: null,
    documentsOutcome: null,
    pausedUntil: null,
    watchOutcome: null,
    reportDetails: {
      query: 'Which contracts renew in 2026?',
      keywords: ['contract', 'renewal'],
      negativeKeywords: [],
      directories: [],
      deepResearch: true,
      enableIntroduction: true,
      enableConclusion: true,
    },
    ...changes,
  };
}
