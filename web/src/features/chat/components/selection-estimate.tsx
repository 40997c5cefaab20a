import type { EstimatedDocument } from '@quarry/contracts/estimate';
import type { GridColumn } from '@quarry/contracts/grid';
import type { Preferences } from '@quarry/contracts/user';
import { RunEstimate } from '@/modules/estimate/components/run-estimate';
import { useEstimate } from '../api/get-estimate';

/**
 * The Continue step's estimate for the documents and evidence grid columns chosen now, with the
 * report options the run will have: each column is asked of every document, so adding one asks again.
 */
export function SelectionEstimate({
  documents,
  columns = [],
  preferences,
}: {
  documents: EstimatedDocument[];
  columns?: GridColumn[];
  preferences: Preferences | undefined;
}) {
  const request =
    preferences && documents.length > 0
      ? {
          documents,
          deepResearch: preferences.deepResearch,
          enableIntroduction: preferences.enableIntroduction,
          enableConclusion: preferences.enableConclusion,
          ...(columns.length > 0 ? { columns } : {}),
        }
      : undefined;
  const estimate = useEstimate(request);
  if (!request) return null;
  return <RunEstimate estimate={estimate.data} loading={estimate.isPending} failed={estimate.isError} />;
}
