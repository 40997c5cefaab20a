import { useParams } from 'react-router';
import { SharedReportExecutionScreen } from '@/features/report-execution/components/shared-report-execution-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function SharedReportViewRoute() {
  const { executionId = '' } = useParams();
  usePageMetadata({ title: 'Shared Report', description: 'One run of a report shared with your team.' });
  return <SharedReportExecutionScreen key={executionId} executionId={executionId} />;
}
