import { RunEstimate } from '@/modules/estimate/components/run-estimate';
import { useSavedReportEstimate } from '../api/get-saved-report-estimate';

/** The Run dialog's estimate of the saved report's background run. */
export function SavedReportEstimate({ savedReportId }: { savedReportId: string }) {
  const estimate = useSavedReportEstimate(savedReportId);
  return <RunEstimate estimate={estimate.data} loading={estimate.isPending} failed={estimate.isError} />;
}
