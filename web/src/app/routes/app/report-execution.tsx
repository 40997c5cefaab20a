import { useParams } from 'react-router';
import { PageHead } from '@/components/layouts/page-head';
import { ReportExecutionScreen } from '@/features/report-execution/components/report-execution-screen';

export function ReportExecutionRoute() {
  const { executionId = '' } = useParams();
  // Keyed so another execution starts from a clean screen (and its own mark-viewed check).
  return (
    <>
      <PageHead title="Report Execution" description="One report run and its result." />
      <ReportExecutionScreen key={executionId} executionId={executionId} />
    </>
  );
}
