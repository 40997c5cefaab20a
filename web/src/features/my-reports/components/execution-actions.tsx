import type { ReportExecutionSummary } from '@quarry/contracts/reports';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** An execution's actions, in its table row and on its phone card: View (success only), Open Chat. */
export function ExecutionActions({ execution }: { execution: ReportExecutionSummary }) {
  const navigate = useNavigate();
  return (
    <>
      {execution.executionStatus === 'success' && (
        <Button size="sm" onClick={() => navigate(paths.reportExecution.getHref(execution.id))}>
          View
        </Button>
      )}
      {execution.triggerSource === 'chat' && execution.chatSessionId && (
        <Button asChild size="sm" variant="outline">
          <Link
            to={`${paths.chatInterface.getHref()}?sessionId=${encodeURIComponent(execution.chatSessionId)}`}
          >
            Open Chat
          </Link>
        </Button>
      )}
    </>
  );
}
