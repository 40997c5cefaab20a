import { sharedReportKeys } from '@/lib/report-executions/report-execution-keys';

/** Query keys of the execution history; its list's key is shared with the screens that add runs. */
export const myReportsKeys = {
  executions: sharedReportKeys.myExecutions,
};
