import type { DataExportStatus } from '@quarry/contracts/account-data';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_REFRESH_MS, getDataExportQueryOptions, refreshWhileBuilding } from './get-data-export';

/** The refresh interval for the card's query when it holds `data`, read from a real query cache. */
function intervalFor(data: Pick<DataExportStatus, 'status'> | null) {
  const client = new QueryClient();
  const { queryKey } = getDataExportQueryOptions();
  client.setQueryData(queryKey, data as DataExportStatus | null);
  const query = client.getQueryCache().find<DataExportStatus | null>({ queryKey });
  if (!query) throw new Error('the query was not cached');
  return refreshWhileBuilding(query);
}

describe('the newest download of the person’s data', () => {
  it('when it is being built, then it is asked for again every 1.5 s, only while the page is seen', () => {
    const options = getDataExportQueryOptions();
    expect(options.refetchInterval).toBe(refreshWhileBuilding);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(DATA_EXPORT_REFRESH_MS).toBe(1500);
    expect(intervalFor({ status: 'building' })).toBe(1500);
  });

  it('when it is ready, failed or there is none, then it is not asked for again', () => {
    expect([intervalFor({ status: 'ready' }), intervalFor({ status: 'failed' }), intervalFor(null)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
