/** Query keys of the execution view, shaped as URL parts like every other key. */
export const reportExecutionKeys = {
  view: (executionId: string) => ['/api', 'report-execution', executionId, 'view'] as const,
};
