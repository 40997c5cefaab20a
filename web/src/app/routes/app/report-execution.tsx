import { useParams } from 'react-router';
import { ReportExecutionScreen } from '@/features/report-execution/components/report-execution-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function ReportExecutionRoute() {
  const { executionId = '' } = useParams();
  usePageMetadata({ title: 'Report Execution', description: 'One report run and its result.' });
  // Keyed so another execution starts from a clean screen (and its own mark-viewed check).
  return <ReportExecutionScreen key={executionId} executionId={executionId} />;
}
