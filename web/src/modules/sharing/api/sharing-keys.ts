/** Query keys of the shared-report calls, shaped as URL parts like every other key. */
export const sharingKeys = {
  teamReports: (teamId: string) => ['/api', 'teams', teamId, 'shared-reports'] as const,
  /** Every shared report's run list, for refreshing them all. */
  executionLists: () => ['/api', 'shared-reports'] as const,
  executions: (sharedReportId: string) =>
    [...sharingKeys.executionLists(), sharedReportId, 'executions'] as const,
  /** Every shared run's view, for refreshing them all. */
  executionViews: () => ['/api', 'shared-report-execution'] as const,
  execution: (executionId: string) => [...sharingKeys.executionViews(), executionId, 'view'] as const,
};
