/** Query keys of the saved-reports screen, shaped as URL parts like every other key. */
export const savedReportsKeys = {
  list: () => ['/api', 'saved-reports'] as const,
};

/** The my-reports feature's key for GET /api/my-report-executions; a run adds a row there. */
export const MY_REPORT_EXECUTIONS_KEY = ['my-report-executions'] as const;
