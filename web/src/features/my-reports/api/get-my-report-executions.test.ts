import { describe, expect, it } from 'vitest';
import { getMyReportExecutionsQueryOptions } from './get-my-report-executions';

describe('my report executions query', () => {
  it('when the list is shown, then it refreshes every 5 s, not in background tabs, under the shared key', () => {
    const options = getMyReportExecutionsQueryOptions();
    expect(options.refetchInterval).toBe(5000);
    expect(options.refetchIntervalInBackground).toBe(false);
    // The saved-reports screen invalidates exactly this key after queueing a run.
    expect(options.queryKey).toEqual(['my-report-executions']);
  });
});
