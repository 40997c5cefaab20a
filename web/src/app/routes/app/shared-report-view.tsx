import { useParams } from 'react-router';
import { PageHead } from '@/components/layouts/page-head';
import { SharedReportExecutionScreen } from '@/features/report-execution/components/shared-report-execution-screen';

export function SharedReportViewRoute() {
  const { executionId = '' } = useParams();
  return (
    <>
      <PageHead title="Shared Report" description="One run of a report shared with your team." />
      <SharedReportExecutionScreen key={executionId} executionId={executionId} />
    </>
  );
}
