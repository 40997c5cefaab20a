import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useReportExecution } from '../api/get-report-execution';
import { useMarkViewedOnce } from '../hooks/use-mark-viewed-once';
import { ExecutionLoadFailure } from './execution-load-failure';
import { ExecutionView } from './execution-view';

/** /report-execution/{id}: one of the user's executions and its result. */
export function ReportExecutionScreen({ executionId }: { executionId: string }) {
  const execution = useReportExecution(executionId);
  useMarkViewedOnce(execution.data);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <Button asChild variant="ghost" className="self-start">
        <Link to={paths.myReports.getHref()}>
          <ArrowLeft aria-hidden="true" />
          Back to My Reports
        </Link>
      </Button>
      {execution.isPending && <Spinner label="Loading report execution" />}
      {execution.isError && !execution.data && <ExecutionLoadFailure error={execution.error} />}
      {execution.data && <ExecutionView execution={execution.data} />}
    </div>
  );
}
