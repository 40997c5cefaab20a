import type { RunStatus } from '@quarry/contracts/run-status';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useMonitoredExecutions } from '../api/admin-queries';
import { AdminGate } from './admin-gate';
import { MonitoringTable } from './monitoring-table';

type Tab = RunStatus | 'all';
/** The spec's tabs, and Paused for runs Gemini's daily quota holds (docs/decisions/reading-economy.md). */
const TABS: { id: Tab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Pending' },
  { id: 'running', label: 'Running' },
  { id: 'paused', label: 'Paused' },
  { id: 'success', label: 'Success' },
  { id: 'failed', label: 'Failed' },
];

function MonitoringContent() {
  const [tab, setTab] = useState<Tab>('all');
  const [open, setOpen] = useState<string>();
  const runs = useMonitoredExecutions(tab);
  const counts = runs.data?.pages[0]?.counts;
  const executions = runs.data?.pages.flatMap((page) => page.executions) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <MonitoringHeader />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Execution status" className="flex-wrap">
          {TABS.map(({ id, label }) => (
            <TabsTrigger key={id} value={id}>
              {label} ({counts?.[id] ?? 0})
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab} className="flex flex-col gap-4">
          {runs.isPending ? (
            <Spinner />
          ) : executions.length === 0 ? (
            <p className="text-muted-foreground">No report executions found</p>
          ) : (
            <MonitoringTable executions={executions} open={open} onOpen={setOpen} />
          )}
          {runs.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              disabled={runs.isFetchingNextPage}
              onClick={() => void runs.fetchNextPage()}
            >
              Load more
            </Button>
          )}
          <p className="text-muted-foreground text-sm">
            Showing {executions.length} of {counts?.[tab] ?? 0} execution(s). Refreshes every 10 seconds.
          </p>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function MonitoringHeader() {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="font-semibold text-2xl tracking-tight">Report Monitoring</h1>
      <Button asChild variant="outline">
        <Link to={paths.sysAdmin.getHref()}>
          <ArrowLeft aria-hidden="true" />
          Back to System Administration
        </Link>
      </Button>
    </div>
  );
}

/** /report-monitoring (spec part 3 section 2): every user's runs, for the system administrator. */
export function ReportMonitoringScreen() {
  return (
    <AdminGate>
      <MonitoringContent />
    </AdminGate>
  );
}
