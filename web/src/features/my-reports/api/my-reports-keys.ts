/**
 * Query keys of the execution history. The list's key is the one the saved-reports screen
 * invalidates after queueing a run, so it is fixed as it is rather than shaped as URL parts.
 */
export const myReportsKeys = {
  executions: () => ['my-report-executions'] as const,
};
