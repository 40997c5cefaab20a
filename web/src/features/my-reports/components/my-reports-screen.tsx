import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useWideScreen } from '@/lib/use-wide-screen';
import { useMyReportExecutions } from '../api/get-my-report-executions';
import { useExpandedIds } from '../hooks/use-expanded-ids';
import { countByTab, type ExecutionTab, executionsInTab } from '../utils/execution-tabs';
import { ClearAllButton } from './clear-all-button';
import { ExecutionCards } from './execution-cards';
import { ExecutionTabList } from './execution-tab-list';
import { ExecutionsTable } from './executions-table';

/** /my-reports: the history of the user's report executions, refreshed while it is open; a table on wide screens, cards on phones. */
export function MyReportsScreen() {
  const executions = useMyReportExecutions();
  const [tab, setTab] = useState<ExecutionTab>('all');
  const idPrefix = useId();
  const tabId = (id: ExecutionTab) => `${idPrefix}-tab-${id}`;
  const panelId = `${idPrefix}-panel`;
  const all = executions.data ?? [];
  const shown = executionsInTab(all, tab);
  const { isExpanded, toggle } = useExpandedIds();
  const Executions = useWideScreen() ? ExecutionsTable : ExecutionCards;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">My Reports</h1>
          <p className="text-sm text-muted-foreground">Your report runs, from chat and from saved reports.</p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to={paths.savedReports.getHref()}>
              <FileText aria-hidden="true" />
              Saved Reports
            </Link>
          </Button>
          <ClearAllButton disabled={all.length === 0} />
        </div>
      </div>
      <Card className="min-w-0">
        <CardHeader>
          <ExecutionTabList
            selected={tab}
            counts={countByTab(all)}
            panelId={panelId}
            tabId={tabId}
            onSelect={setTab}
          />
        </CardHeader>
        <CardContent id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="min-w-0">
          {executions.isPending && <Spinner label="Loading report executions" />}
          {executions.isError && !executions.data && (
            <p role="alert" className="text-sm text-destructive">
              Could not load your report executions. Please reload the page.
            </p>
          )}
          {executions.data && <Executions executions={shown} isExpanded={isExpanded} onToggle={toggle} />}
        </CardContent>
        {executions.data && (
          <CardFooter>
            <p className="text-sm text-muted-foreground">{`Showing ${shown.length} execution(s)`}</p>
          </CardFooter>
        )}
      </Card>
    </div>
  );
}
