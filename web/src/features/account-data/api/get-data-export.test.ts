import type { DataExportStatus } from '@quarry/contracts/account-data';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_REFRESH_MS, getDataExportQueryOptions } from './get-data-export';

/** The refresh interval the options give for a query holding `data`. */
function intervalFor(data: Pick<DataExportStatus, 'status'> | null) {
  const options = getDataExportQueryOptions();
  const client = new QueryClient();
  const query = client.getQueryCache().build(client, options);
  query.setData(data as DataExportStatus | null);
  return typeof options.refetchInterval === 'function'
    ? options.refetchInterval(query)
    : options.refetchInterval;
}

describe('the newest download of the person’s data', () => {
  it('when it is being built, then it is asked for again every 1.5 s, only while the page is seen', () => {
    expect(DATA_EXPORT_REFRESH_MS).toBe(1500);
    expect(intervalFor({ status: 'building' })).toBe(1500);
    expect(getDataExportQueryOptions().refetchIntervalInBackground).toBe(false);
  });

  it('when it is ready, failed or there is none, then it is not asked for again', () => {
    expect([intervalFor({ status: 'ready' }), intervalFor({ status: 'failed' }), intervalFor(null)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
