/** Query keys of the shared-report calls, shaped as URL parts like every other key. */
export const sharingKeys = {
  teamReports: (teamId: string) => ['/api', 'teams', teamId, 'shared-reports'] as const,
  executions: (sharedReportId: string) => ['/api', 'shared-reports', sharedReportId, 'executions'] as const,
  execution: (executionId: string) => ['/api', 'shared-report-execution', executionId, 'view'] as const,
};
