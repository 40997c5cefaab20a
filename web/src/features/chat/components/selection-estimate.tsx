import type { EstimatedDocument } from '@quarry/contracts/estimate';
import type { Preferences } from '@quarry/contracts/user';
import { RunEstimate } from '@/components/estimate/run-estimate';
import { useEstimate } from '../api/get-estimate';

/** The Continue step's estimate for the documents chosen now, with the report options the run will have. */
export function SelectionEstimate({
  documents,
  preferences,
}: {
  documents: EstimatedDocument[];
  preferences: Preferences | undefined;
}) {
  const request =
    preferences && documents.length > 0
      ? {
          documents,
          deepResearch: preferences.deepResearch,
          enableIntroduction: preferences.enableIntroduction,
          enableConclusion: preferences.enableConclusion,
        }
      : undefined;
  const estimate = useEstimate(request);
  if (!request) return null;
  return <RunEstimate estimate={estimate.data} loading={estimate.isPending} failed={estimate.isError} />;
}
