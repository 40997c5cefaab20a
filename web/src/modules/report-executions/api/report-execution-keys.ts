/** Query keys of the user's own report executions (a shared report's runs are in sharingKeys). */
export const reportExecutionKeys = {
  /**
   * The execution history (/my-reports). Fixed as it is (not URL parts: its loader is its own), and
   * refreshed by every screen that queues or opens a run.
   */
  history: () => ['my-report-executions'] as const,
  /** Every execution view, for refreshing them all. */
  views: () => ['/api', 'report-execution'] as const,
  view: (executionId: string) => [...reportExecutionKeys.views(), executionId, 'view'] as const,
};
