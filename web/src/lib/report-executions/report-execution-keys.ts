/**
 * Query keys that more than one feature refreshes when a report run changes. The history's key is
 * fixed as it is (not URL parts) because the saved-reports screen invalidates it after queueing a run.
 */
export const sharedReportKeys = {
  /** The user's execution history (/my-reports). */
  myExecutions: () => ['my-report-executions'] as const,
  /** The chat's session list, whose 'new report' dot follows each session's latest run. */
  chatSessions: () => ['/api', 'chat', 'sessions'] as const,
};
